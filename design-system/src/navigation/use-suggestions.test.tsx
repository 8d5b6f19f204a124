import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SuggestionFetcher, useSuggestions } from './use-suggestions';

/** A fetcher whose answers the test releases by hand, recording each call's query and signal. */
function controlledFetcher() {
  const calls: {
    query: string;
    signal: AbortSignal;
    resolve: (v: string[]) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const fetcher = vi.fn<SuggestionFetcher<string>>(
    (query, signal) =>
      new Promise<string[]>((resolve, reject) => {
        calls.push({ query, signal, resolve, reject });
      }),
  );
  return { fetcher, calls };
}

const flush = () => act(async () => {});

describe('useSuggestions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a pause in typing, then asks once with the trimmed query', async () => {
    const { fetcher, calls } = controlledFetcher();
    const { result, rerender } = renderHook(({ q }) => useSuggestions(q, fetcher), {
      initialProps: { q: 'pr' },
    });
    expect(result.current.status).toBe('loading');
    act(() => vi.advanceTimersByTime(150));
    rerender({ q: ' pri ' });
    act(() => vi.advanceTimersByTime(150));
    rerender({ q: ' print ' });
    act(() => vi.advanceTimersByTime(199));
    expect(fetcher).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(fetcher).toHaveBeenCalledOnce();
    expect(calls[0]!.query).toBe('print');
    await act(async () => calls[0]!.resolve(['Print labels']));
    expect(result.current).toEqual({ items: ['Print labels'], status: 'ready' });
  });

  it('honours the delay option', () => {
    const { fetcher } = controlledFetcher();
    renderHook(() => useSuggestions('print', fetcher, { delay: 500 }));
    act(() => vi.advanceTimersByTime(499));
    expect(fetcher).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(fetcher).toHaveBeenCalledOnce();
  });

  it('aborts the outdated request and ignores its late answer', async () => {
    const { fetcher, calls } = controlledFetcher();
    const { result, rerender } = renderHook(({ q }) => useSuggestions(q, fetcher), {
      initialProps: { q: 'print' },
    });
    act(() => vi.advanceTimersByTime(200));
    rerender({ q: 'invoice' });
    expect(calls[0]!.signal.aborted).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(calls[1]!.signal.aborted).toBe(false);
    await act(async () => calls[1]!.resolve(['Invoices']));
    // The first request answers after the second one: it must not replace the newer list.
    await act(async () => calls[0]!.resolve(['Print labels']));
    expect(result.current).toEqual({ items: ['Invoices'], status: 'ready' });
  });

  it('asks nothing and clears below minLength', async () => {
    const { fetcher, calls } = controlledFetcher();
    const { result, rerender } = renderHook(({ q }) => useSuggestions(q, fetcher, { minLength: 3 }), {
      initialProps: { q: 'pri' },
    });
    act(() => vi.advanceTimersByTime(200));
    await act(async () => calls[0]!.resolve(['Print labels']));
    expect(result.current.items).toEqual(['Print labels']);
    rerender({ q: ' pr  ' });
    expect(result.current).toEqual({ items: [], status: 'idle' });
    act(() => vi.advanceTimersByTime(1000));
    expect(fetcher).toHaveBeenCalledOnce();
  });

  it('reports a failed request as error, and recovers on the next query', async () => {
    const { fetcher, calls } = controlledFetcher();
    const { result, rerender } = renderHook(({ q }) => useSuggestions(q, fetcher), {
      initialProps: { q: 'print' },
    });
    act(() => vi.advanceTimersByTime(200));
    await act(async () => calls[0]!.reject(new Error('offline')));
    expect(result.current).toEqual({ items: [], status: 'error' });
    rerender({ q: 'printer' });
    expect(result.current.status).toBe('loading');
    act(() => vi.advanceTimersByTime(200));
    await act(async () => calls[1]!.resolve(['Printer settings']));
    expect(result.current).toEqual({ items: ['Printer settings'], status: 'ready' });
  });

  it('treats a fetcher that throws synchronously as an error', async () => {
    const fetcher = vi.fn<SuggestionFetcher<string>>(() => {
      throw new Error('bad');
    });
    const { result } = renderHook(() => useSuggestions('print', fetcher));
    act(() => vi.advanceTimersByTime(200));
    await flush();
    expect(result.current.status).toBe('error');
  });

  it('aborts the pending request on unmount', () => {
    const { fetcher, calls } = controlledFetcher();
    const { unmount } = renderHook(() => useSuggestions('print', fetcher));
    act(() => vi.advanceTimersByTime(200));
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});
