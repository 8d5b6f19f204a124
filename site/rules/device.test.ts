import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMobileClient, isMobileRequest, isMobileUserAgent, isPhoneScreen, watchDevice } from './device';

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

  it('counts a smaller screen side of at most 600 px as a phone', () => {
    expect(isPhoneScreen(600, 900)).toBe(true);
    expect(isPhoneScreen(900, 600)).toBe(true);
    expect(isPhoneScreen(601, 900)).toBe(false);
    expect(isMobileClient({ userAgent: UA.desktop, screenWidth: 390, screenHeight: 844 })).toBe(true);
    expect(isMobileClient({ userAgent: UA.ipad, screenWidth: 820, screenHeight: 1180 })).toBe(false);
  });
});

describe('watchDevice', () => {
  afterEach(() => vi.useRealTimers());

  it('reports a change 50 ms after the last resize, once', () => {
    vi.useFakeTimers();
    const listeners: (() => void)[] = [];
    const win = {
      innerWidth: 1280,
      innerHeight: 800,
      navigator: { userAgent: UA.desktop },
      addEventListener: (_: string, f: () => void) => listeners.push(f),
      removeEventListener: () => {},
    } as unknown as Window & { innerWidth: number };
    const onChange = vi.fn();
    const stop = watchDevice(win, onChange);
    (win as { innerWidth: number }).innerWidth = 500;
    for (const f of listeners) f();
    vi.advanceTimersByTime(30);
    for (const f of listeners) f();
    vi.advanceTimersByTime(49);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
    for (const f of listeners) f();
    vi.advanceTimersByTime(60);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
  });
});
