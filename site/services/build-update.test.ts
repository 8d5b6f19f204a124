import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeRules } from '../server/build-meta';
import { BUILD_POLL_MS, RELOAD_GUARD_MS, reloadTarget, startBuildUpdate } from './build-update';
import { fakeStorage } from './fake-storage';

const chunkError = () => new Event('vite:preloadError', { cancelable: true });

const HERE = { pathname: '/m/en_US/leftCat/3', search: '?q=1', hash: '' };

function setup(answers: unknown[], meta: unknown = { matcher: { static: {}, wildcard: {} } }) {
  const target = new EventTarget() as Window;
  const reload = vi.fn();
  const fetchMeta = vi.fn(async () => {
    if (meta instanceof Error) throw meta;
    return meta;
  });
  const fetchLatest = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const stop = startBuildUpdate({
    currentBuildId: 'b1',
    fetchLatest,
    fetchMeta,
    target,
    session: fakeStorage(),
    here: () => HERE,
    reload,
  });
  return { target, reload, fetchLatest, fetchMeta, stop };
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

  it("reloads to the address the new build's route rules decide (builds/meta of that build)", async () => {
    const meta = {
      id: 'b2',
      timestamp: 2,
      matcher: { static: {}, wildcard: { '/m/en_US/leftCat/**': { redirect: '/en_US/leftCat/**' } } },
      prerendered: [],
    };
    const { target, reload, fetchMeta, stop } = setup([{ id: 'b2', timestamp: 2 }], meta);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(fetchMeta).toHaveBeenCalledWith('b2');
    target.dispatchEvent(chunkError());
    expect(reload).toHaveBeenCalledWith('/en_US/leftCat/3?q=1');
    // Its meta is fetched once per build, not at every poll.
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(fetchMeta).toHaveBeenCalledOnce();
    stop();
  });

  it('reloads the same address when the meta is missing or has no rule for it', async () => {
    const { target, reload, stop } = setup([{ id: 'b2', timestamp: 2 }], new Error('404'));
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    target.dispatchEvent(chunkError());
    expect(reload).toHaveBeenCalledWith('/m/en_US/leftCat/3?q=1');
    stop();
  });
});

describe('reload target from the route-rules matcher', () => {
  const { matcher } = routeRules();
  const at = (pathname: string) => reloadTarget(matcher, { pathname, search: '?a=1', hash: '#x' });

  it('follows a redirect rule, exact or wildcard, keeping query and fragment', () => {
    expect(at('/m/blog/index.htm')).toBe('/blog/index.htm?a=1#x');
    expect(at('/m/blog/articleDetails/12/title.htm')).toBe('/blog/articleDetails/12/title.htm?a=1#x');
    expect(at('/m/th/detailPage/1/2/3/4')).toBe('/th/detailPage/1/2/3/4?a=1#x');
  });

  it('keeps the address of a page with no redirect rule (a prerendered page, a phone page)', () => {
    expect(matcher.static['/en_US/index.htm']).toEqual({ prerender: true });
    expect(at('/en_US/index.htm')).toBe('/en_US/index.htm?a=1#x');
    expect(at('/m/th/login.htm')).toBe('/m/th/login.htm?a=1#x');
  });
});
