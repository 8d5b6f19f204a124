import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_POLL_MS, RELOAD_GUARD_MS, startBuildUpdate } from './build-update';
import { fakeStorage } from './fake-storage';

const chunkError = () => new Event('vite:preloadError', { cancelable: true });

function setup(answers: unknown[]) {
  const target = new EventTarget() as Window;
  const reload = vi.fn();
  const fetchLatest = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const stop = startBuildUpdate({
    currentBuildId: 'b1',
    fetchLatest,
    target,
    session: fakeStorage(),
    reload,
  });
  return { target, reload, fetchLatest, stop };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('build update', () => {
  it('polls builds/latest.json every hour', async () => {
    const { fetchLatest, stop } = setup([{ id: 'b1', timestamp: 1 }]);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(fetchLatest).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
  });

  it('reloads at once on a chunk error when the poll found a newer build, then not again within 10 s', async () => {
    const { target, reload, stop } = setup([{ id: 'b2', timestamp: 2 }]);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    const first = chunkError();
    target.dispatchEvent(first);
    expect(reload).toHaveBeenCalledOnce();
    expect(first.defaultPrevented).toBe(true);
    const second = chunkError();
    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledOnce();
    expect(second.defaultPrevented).toBe(false);
    vi.advanceTimersByTime(RELOAD_GUARD_MS);
    target.dispatchEvent(chunkError());
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
  });

  it('checks right away on a chunk error and reloads only if a newer build exists', async () => {
    const same = setup([{ id: 'b1', timestamp: 1 }]);
    same.target.dispatchEvent(chunkError());
    await vi.advanceTimersByTimeAsync(0);
    expect(same.fetchLatest).toHaveBeenCalledOnce();
    expect(same.reload).not.toHaveBeenCalled();
    same.stop();

    const newer = setup([{ id: 'b3', timestamp: 3 }]);
    newer.target.dispatchEvent(chunkError());
    await vi.advanceTimersByTimeAsync(0);
    expect(newer.reload).toHaveBeenCalledOnce();
    newer.stop();
  });

  it('ignores a failed or malformed check', async () => {
    for (const answer of [new Error('offline'), undefined, { nope: true }]) {
      const { target, reload, stop } = setup([answer]);
      await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
      target.dispatchEvent(chunkError());
      await vi.advanceTimersByTimeAsync(0);
      expect(reload).not.toHaveBeenCalled();
      stop();
    }
  });
});
