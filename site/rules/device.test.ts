import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from '../services/build-update';
import { fakeStorage } from '../services/fake-storage';
import {
  checkDevice,
  DEVICE_CHECK,
  DEVICE_COOKIE,
  deviceCheckScript,
  isMobileRequest,
  isMobileUserAgent,
  RESIZE_REFRESH_MS,
  watchDevice,
} from './device';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
};

describe('device rules', () => {
  it('tells phones from tablets and desktops by user agent', () => {
    expect(isMobileUserAgent(UA.iphone)).toBe(true);
    expect(isMobileUserAgent(UA.android)).toBe(true);
    expect(isMobileUserAgent(UA.androidTablet)).toBe(false);
    expect(isMobileUserAgent(UA.desktop)).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
    expect(isMobileRequest({ userAgent: UA.desktop, chUaMobile: '?1' })).toBe(true);
  });
});

type FakeOptions = {
  screen: [number, number];
  inner?: number;
  page: 'phone' | 'desktop';
  twin?: string | null;
  cookie?: string;
  cookieEnabled?: boolean;
  guard?: Record<string, string>;
};

/** A window with what the device check reads: screen, width, cookie, <html data-*>, location, storage. */
function fakeWindow(o: FakeOptions) {
  const storage = fakeStorage(o.guard);
  const attrs: Record<string, string | null> = {
    'data-device': o.page,
    'data-twin': o.twin === undefined ? '/m/th/index.htm' : o.twin,
  };
  const win = {
    screen: { width: o.screen[0], height: o.screen[1] },
    innerWidth: o.inner ?? o.screen[0],
    document: {
      cookie: o.cookie ?? '',
      documentElement: { getAttribute: (name: string) => attrs[name] ?? null },
    },
    location: {
      protocol: 'https:',
      search: '?from=ad',
      hash: '',
      href: 'https://www.sellwise.example/th/index.htm?from=ad',
      replace: vi.fn(),
    },
    navigator: { cookieEnabled: o.cookieEnabled ?? true },
    sessionStorage: storage,
    addEventListener: () => {},
  };
  return { win, storage };
}

/** Runs the very script the server puts in every page's head. */
const runInlineScript = (win: unknown) => new Function('window', deviceCheckScript())(win);

describe('the browser device check (the head script, and after a resize)', () => {
  it('counts a smaller screen side, or a window width, of at most 600 px as a phone', () => {
    expect(checkDevice(fakeWindow({ screen: [600, 900], page: 'phone' }).win as never, DEVICE_CHECK)).toBe(
      'phone',
    );
    expect(checkDevice(fakeWindow({ screen: [900, 600], page: 'phone' }).win as never, DEVICE_CHECK)).toBe(
      'phone',
    );
    expect(checkDevice(fakeWindow({ screen: [601, 900], page: 'desktop' }).win as never, DEVICE_CHECK)).toBe(
      'desktop',
    );
    const narrowed = fakeWindow({ screen: [1920, 1080], inner: 500, page: 'phone' }).win;
    expect(checkDevice(narrowed as never, DEVICE_CHECK)).toBe('phone');
  });

  it('the head script also re-runs the check 50 ms after a resize', () => {
    vi.useFakeTimers();
    const { win } = fakeWindow({ screen: [1366, 900], page: 'desktop', twin: '/m/th/index.htm' });
    const listeners: (() => void)[] = [];
    Object.assign(win, { addEventListener: (_: string, f: () => void) => listeners.push(f) });
    runInlineScript(win);
    expect(win.location.replace).not.toHaveBeenCalled();
    Object.assign(win, { innerWidth: 560 });
    for (const f of listeners) f();
    vi.advanceTimersByTime(50);
    expect(win.location.replace).toHaveBeenCalledWith('/m/th/index.htm?from=ad');
    vi.useRealTimers();
  });

  it('stores the measured class in the device cookie (365 days, path /, SameSite=Lax)', () => {
    const { win } = fakeWindow({ screen: [390, 844], page: 'phone' });
    runInlineScript(win);
    expect(win.document.cookie).toBe(
      `${DEVICE_COOKIE}=phone; Max-Age=31536000; Path=/; SameSite=Lax; Secure`,
    );
    expect(win.location.replace).not.toHaveBeenCalled();
  });

  it('a 390-px screen on a desktop page goes once to the phone twin, keeping the query', () => {
    const { win, storage } = fakeWindow({ screen: [390, 844], page: 'desktop', cookie: 'sw_device=desktop' });
    runInlineScript(win);
    expect(win.document.cookie).toMatch(/^sw_device=phone;/);
    expect(win.location.replace).toHaveBeenCalledExactlyOnceWith('/m/th/index.htm?from=ad');
    expect(storage.data.get(RELOAD_GUARD_KEY)).toBeDefined();
    // The server did not agree (cookies dropped): within the guard period the page stays.
    runInlineScript(win);
    expect(win.location.replace).toHaveBeenCalledTimes(1);
  });

  it('a phone user agent on a tablet-sized screen goes to the desktop variant', () => {
    const { win } = fakeWindow({ screen: [1024, 1366], page: 'phone', twin: '/th/index.htm' });
    runInlineScript(win);
    expect(win.document.cookie).toMatch(/^sw_device=desktop;/);
    expect(win.location.replace).toHaveBeenCalledWith('/th/index.htm?from=ad');
  });

  it('renders a page with one address again (empty twin), and leaves a phone-only page alone', () => {
    const same = fakeWindow({ screen: [390, 844], page: 'desktop', twin: '' }).win;
    runInlineScript(same);
    expect(same.location.replace).toHaveBeenCalledWith(same.location.href);
    const phoneOnly = fakeWindow({ screen: [1366, 900], page: 'phone', twin: null }).win;
    runInlineScript(phoneOnly);
    expect(phoneOnly.document.cookie).toMatch(/^sw_device=desktop;/);
    expect(phoneOnly.location.replace).not.toHaveBeenCalled();
  });

  it('does not move without cookies, nor within 10 s of the last automatic reload', () => {
    const noCookies = fakeWindow({ screen: [390, 844], page: 'desktop', cookieEnabled: false }).win;
    runInlineScript(noCookies);
    expect(noCookies.location.replace).not.toHaveBeenCalled();
    const guarded = fakeWindow({
      screen: [390, 844],
      page: 'desktop',
      guard: { [RELOAD_GUARD_KEY]: String(Date.now() - RELOAD_GUARD_MS + 1000) },
    }).win;
    runInlineScript(guarded);
    expect(guarded.location.replace).not.toHaveBeenCalled();
  });
});

describe('the server’s choice of variant', () => {
  it('prefers the device cookie to the user agent', () => {
    expect(isMobileRequest({ userAgent: UA.desktop, deviceCookie: 'phone' })).toBe(true);
    expect(isMobileRequest({ userAgent: UA.iphone, deviceCookie: 'desktop' })).toBe(false);
    expect(isMobileRequest({ userAgent: UA.iphone, deviceCookie: 'bogus' })).toBe(true);
    expect(isMobileRequest({ userAgent: UA.desktop })).toBe(false);
  });
});

describe('watchDevice', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the check 50 ms after the last resize, once', () => {
    expect(RESIZE_REFRESH_MS).toBe(50);
    vi.useFakeTimers();
    const listeners: (() => void)[] = [];
    const win = {
      addEventListener: (_: string, f: () => void) => listeners.push(f),
      removeEventListener: (_: string, f: () => void) => listeners.splice(listeners.indexOf(f), 1),
    } as unknown as Window;
    const check = vi.fn();
    const stop = watchDevice(win, check, RESIZE_REFRESH_MS);
    for (const f of listeners) f();
    vi.advanceTimersByTime(30);
    for (const f of listeners) f();
    vi.advanceTimersByTime(49);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    stop();
    for (const f of listeners) f();
    vi.advanceTimersByTime(60);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
