// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadAndIdle } from './idle';

afterEach(() => vi.restoreAllMocks());

describe('after load and idle', () => {
  it('waits for the load event, then for an idle moment', () => {
    const idle = vi.fn((callback: IdleRequestCallback) => {
      callback({} as IdleDeadline);
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    afterLoadAndIdle(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    expect(task).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('uses a timer where idle callbacks do not exist (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    afterLoadAndIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
});
