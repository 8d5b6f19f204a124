/** Device rules (spec §1, §9): phone by user agent, or by a smaller screen side of at most 600 px. */
export const PHONE_MAX_SIDE = 600;
export const RESIZE_REFRESH_MS = 50;

// Phones, not tablets: an iPad or an Android tablet (no "Mobile" token) gets the desktop site.
const MOBILE_UA =
  /iPhone|iPod|Android.+Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS|Mobile Safari(?!.*iPad)|\bMobi\b/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && MOBILE_UA.test(userAgent);
}

export function isPhoneScreen(width: number, height: number): boolean {
  return Math.min(width, height) <= PHONE_MAX_SIDE;
}

/** Server side: the user agent, or the `Sec-CH-UA-Mobile: ?1` client hint. */
export function isMobileRequest(headers: { userAgent?: string | null; chUaMobile?: string | null }): boolean {
  return headers.chUaMobile === '?1' || isMobileUserAgent(headers.userAgent);
}

/** Browser side: user agent or screen size. */
export function isMobileClient(env: {
  userAgent: string;
  screenWidth: number;
  screenHeight: number;
}): boolean {
  return isMobileUserAgent(env.userAgent) || isPhoneScreen(env.screenWidth, env.screenHeight);
}

/**
 * Calls `onChange(isMobile)` when the device class changes, re-checking 50 ms after the last resize.
 * Returns the function that stops watching.
 */
export function watchDevice(win: Window, onChange: (mobile: boolean) => void): () => void {
  const read = () =>
    isMobileClient({
      userAgent: win.navigator.userAgent,
      screenWidth: win.innerWidth,
      screenHeight: win.innerHeight,
    });
  let last = read();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const now = read();
      if (now !== last) {
        last = now;
        onChange(now);
      }
    }, RESIZE_REFRESH_MS);
  };
  win.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('resize', onResize);
  };
}
