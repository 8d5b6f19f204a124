/**
 * Device rules (spec §1, §9). A phone is a phone when its smaller screen side is at most 600 px; the user
 * agent is only the server's first guess. The browser measures, stores its class in the device cookie and,
 * when the page is the other variant, goes once to its twin; the server prefers that cookie to the user
 * agent from then on. docs/product.md, "Device detection", tells the whole mechanism.
 */
import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from '../services/build-update';

export const PHONE_MAX_SIDE = 600;
export const RESIZE_REFRESH_MS = 50;

/** The browser's measured class, read by the server before the user agent. */
export const DEVICE_COOKIE = 'sw_device';
export type DeviceClass = 'phone' | 'desktop';
const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

// Phones, not tablets: an iPad or an Android tablet (no "Mobile" token) gets the desktop site.
const MOBILE_UA =
  /iPhone|iPod|Android.+Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS|Mobile Safari(?!.*iPad)|\bMobi\b/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && MOBILE_UA.test(userAgent);
}

/**
 * Server side: the device cookie the browser set after measuring its screen; without one, the
 * `Sec-CH-UA-Mobile: ?1` client hint or the user agent.
 */
export function isMobileRequest(headers: {
  userAgent?: string | null;
  chUaMobile?: string | null;
  deviceCookie?: string | null;
}): boolean {
  if (headers.deviceCookie === 'phone') return true;
  if (headers.deviceCookie === 'desktop') return false;
  return headers.chUaMobile === '?1' || isMobileUserAgent(headers.userAgent);
}

export type DeviceCheckOptions = {
  cookie: string;
  maxAge: number;
  maxSide: number;
  /** The page-reload guard (spec §9): at most one automatic navigation per `guardMs`, in session storage. */
  guardKey: string;
  guardMs: number;
};

/**
 * The browser's device check, run first in the page's head (inlined as source text by `deviceCheckScript`,
 * so it may use only its arguments and browser globals) and again after a resize. Phone: the screen's
 * smaller side, or the window's width, is at most `maxSide`. It stores the class in the device cookie and,
 * when the page is the other variant (`<html data-device>`), goes to its twin (`data-twin`: a path, or ''
 * for this same address rendered again) — not when cookies are off (the server could not tell), and at most
 * once per guard period, so a server that disagrees cannot make a loop. Returns the measured class.
 */
export function checkDevice(win: Window, o: DeviceCheckOptions): DeviceClass {
  const side = Math.min(win.screen.width, win.screen.height);
  const measured: DeviceClass = side <= o.maxSide || win.innerWidth <= o.maxSide ? 'phone' : 'desktop';
  try {
    const doc = win.document;
    const had = (`; ${doc.cookie}`.split(`; ${o.cookie}=`)[1] ?? '').split(';')[0];
    if (had !== measured) {
      const secure = win.location.protocol === 'https:' ? '; Secure' : '';
      doc.cookie = `${o.cookie}=${measured}; Max-Age=${o.maxAge}; Path=/; SameSite=Lax${secure}`;
    }
    const root = doc.documentElement;
    const twin = root.getAttribute('data-twin');
    if (root.getAttribute('data-device') === measured || twin === null || !win.navigator.cookieEnabled)
      return measured;
    const now = Date.now();
    if (now - Number(win.sessionStorage.getItem(o.guardKey) || 0) < o.guardMs) return measured;
    win.sessionStorage.setItem(o.guardKey, String(now));
    win.location.replace(twin ? twin + win.location.search + win.location.hash : win.location.href);
  } catch {
    // Storage or cookies refused: the page stays as the server chose it.
  }
  return measured;
}

/** The check's settings: the cookie, the threshold, and the one page-reload guard of the site. */
export const DEVICE_CHECK: DeviceCheckOptions = {
  cookie: DEVICE_COOKIE,
  maxAge: DEVICE_COOKIE_MAX_AGE,
  maxSide: PHONE_MAX_SIDE,
  guardKey: RELOAD_GUARD_KEY,
  guardMs: RELOAD_GUARD_MS,
};

/**
 * The inline script of the page's head: `checkDevice` and `watchDevice` as source text, so the check runs
 * before anything is drawn and again after every resize, with no code in the entry chunk.
 */
export function deviceCheckScript(options: DeviceCheckOptions = DEVICE_CHECK): string {
  return `(function(c,o){c(window,o);(${watchDevice.toString()})(window,function(){c(window,o)},${RESIZE_REFRESH_MS})})(${checkDevice.toString()},${JSON.stringify(options)});`;
}

/**
 * Runs `check` `delayMs` after the last resize (spec §9: 50 ms), so a window resized across the threshold
 * refreshes into the other variant. Inlined as source text like `checkDevice`. Returns the stop function.
 */
export function watchDevice(win: Window, check: () => void, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(check, delayMs);
  };
  win.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('resize', onResize);
  };
}
