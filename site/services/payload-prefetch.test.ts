// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPayloadPrefetch } from './payload-prefetch';

const PRERENDERED = ['/en_US/about.htm', '/en_US/app.htm', '/en_US/index.htm'];

let observed: Element[] = [];
let reportVisible: (targets: Element[]) => void = () => {};
class FakeObserver {
  constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    reportVisible = (targets) => callback(targets.map((target) => ({ target, isIntersecting: true })));
  }
  observe(target: Element) {
    observed.push(target);
  }
  unobserve() {}
  disconnect() {}
}

function setup(effectiveType?: string) {
  document.body.innerHTML = `
    <a id="about" href="/en_US/about.htm?x=1"><span>About</span></a>
    <a id="app" href="/en_US/app.htm">App</a>
    <a id="login" href="/en_US/login.htm">Log in</a>
    <a id="away" href="https://other.example/en_US/about.htm">Elsewhere</a>`;
  Object.defineProperty(navigator, 'connection', { value: { effectiveType }, configurable: true });
  const fetch = vi.fn(async () => new Response('{}')) as unknown as typeof globalThis.fetch;
  const loadPrerendered = vi.fn(async () => PRERENDERED);
  const stop = startPayloadPrefetch({ win: window, buildId: 'b1', loadPrerendered, fetch });
  const urls = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));
  return { stop, urls, loadPrerendered };
}

beforeEach(() => {
  vi.useFakeTimers();
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  window.history.replaceState(null, '', '/en_US/index.htm');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('payload prefetch (spec §7, §9)', () => {
  it('after 1 s, fetches the payload of prerendered same-site pages a link shows or is pointed at, once', async () => {
    const { stop, urls, loadPrerendered } = setup('4g');
    await vi.advanceTimersByTimeAsync(999);
    expect(loadPrerendered).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // Only links to pages with a payload are watched.
    expect(observed.map((link) => link.id)).toEqual(['about', 'app']);
    reportVisible([document.getElementById('app') as Element]);
    document.querySelector('#about span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.getElementById('about')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    document.getElementById('login')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.getElementById('away')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(urls()).toEqual(['/en_US/app.htm/_payload.json?b1', '/en_US/about.htm/_payload.json?b1']);
    stop();
  });

  it('does nothing on slow-2g', async () => {
    const { stop, urls, loadPrerendered } = setup('slow-2g');
    await vi.advanceTimersByTimeAsync(5000);
    document.getElementById('about')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loadPrerendered).not.toHaveBeenCalled();
    expect(urls()).toEqual([]);
    stop();
  });
});
