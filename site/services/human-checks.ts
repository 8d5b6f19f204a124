/**
 * The captcha service (Tencent Captcha) and the bot-challenge widget (Cloudflare Turnstile) in the browser
 * (issue 27). A form loads their scripts when it needs them (TAGS names their addresses), never the page:
 * the captcha service when a send or log-in asks for a captcha, the widget when a form that takes a
 * password shows. A script that fails or takes longer than SCRIPT_TIMEOUT_MS counts as unavailable, and
 * the form goes on with the picture captcha.
 */
import type { Language } from '@sellwise/api/contract';
import { TAGS } from './tags';

type TencentResult = { ret: number; ticket?: string; randstr?: string; errorCode?: number };
type TencentCaptcha = new (
  appId: string,
  callback: (result: TencentResult) => void,
  options?: { userLanguage?: string },
) => { show: () => void };
type TurnstileOptions = {
  sitekey: string;
  language?: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
};
type Turnstile = {
  render: (element: HTMLElement, options: TurnstileOptions) => string | undefined;
  reset: (widgetId?: string) => void;
  remove: (widgetId: string) => void;
};

declare global {
  interface Window {
    TencentCaptcha?: TencentCaptcha;
    turnstile?: Turnstile;
  }
}

/** How long a vendor's script may take to be ready before the form goes on without it. */
export const SCRIPT_TIMEOUT_MS = 6000;

/** The site's languages as both vendors name them (Tencent's userLanguage, Turnstile's language). */
const VENDOR_LANGUAGE: Record<Language, string> = {
  en_US: 'en',
  in: 'id',
  th: 'th',
  vi: 'vi',
  zh_CN: 'zh-cn',
  ms_MY: 'ms',
};

const loading = new Map<string, Promise<void>>();

/**
 * Adds a vendor's script once per page (with the page's nonce) and resolves when `ready` says its global
 * is there; rejects when it fails to load or is not ready in time.
 */
export function loadVendorScript(
  doc: Document,
  src: string,
  ready: () => boolean,
  timeoutMs = SCRIPT_TIMEOUT_MS,
): Promise<void> {
  if (ready()) return Promise.resolve();
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    const timer = setTimeout(() => done(new Error(`${src} took longer than ${timeoutMs} ms`)), timeoutMs);
    // Once settled, `ready()` answers for a loaded script; a failed one may be tried again.
    const done = (error?: Error) => {
      clearTimeout(timer);
      loading.delete(src);
      if (!error && ready()) return resolve();
      script.remove();
      reject(error ?? new Error(`${src} loaded without its global`));
    };
    script.addEventListener('load', () => done());
    script.addEventListener('error', () => done(new Error(`${src} failed to load`)));
    doc.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

/**
 * Opens the captcha service's check: its ticket and random string once the visitor has passed it,
 * `cancelled` when they closed it, `unavailable` when its script or the service failed (its own
 * fallback ticket, `errorCode` set, counts as failed: the picture captcha is the real fallback).
 */
export async function runCaptchaService(
  win: Window,
  appId: string,
  lang: Language,
): Promise<{ ticket: string; randstr: string } | 'cancelled' | 'unavailable'> {
  try {
    await loadVendorScript(
      win.document,
      TAGS.captcha!.src(appId),
      () => typeof win.TencentCaptcha === 'function',
    );
  } catch {
    return 'unavailable';
  }
  return new Promise((resolve) => {
    try {
      const Captcha = win.TencentCaptcha as TencentCaptcha;
      const check = new Captcha(
        appId,
        (result) => {
          if (result.ret === 0 && result.ticket && result.randstr && !result.errorCode)
            resolve({ ticket: result.ticket, randstr: result.randstr });
          else resolve(result.ret === 2 ? 'cancelled' : 'unavailable');
        },
        { userLanguage: VENDOR_LANGUAGE[lang] },
      );
      check.show();
    } catch {
      resolve('unavailable');
    }
  });
}

/**
 * Renders the bot-challenge widget into `element`; `onToken` gets each token it issues (null when one
 * expires or the widget fails). Returns the widget's removal, and a reset for a new token after a call
 * spent the last one.
 */
export function renderTurnstile(
  win: Window,
  element: HTMLElement,
  siteKey: string,
  lang: Language,
  onToken: (token: string | null) => void,
): { remove: () => void; reset: () => void } {
  let widgetId: string | undefined;
  let removed = false;
  loadVendorScript(
    win.document,
    TAGS.turnstile!.src(siteKey),
    () => typeof win.turnstile?.render === 'function',
  )
    .then(() => {
      if (removed || !element.isConnected) return;
      widgetId = win.turnstile?.render(element, {
        sitekey: siteKey,
        language: VENDOR_LANGUAGE[lang],
        callback: (token) => onToken(token),
        'expired-callback': () => onToken(null),
        'error-callback': () => onToken(null),
      });
    })
    // No widget: the call goes without a token and the API says what is missing, in the visitor's language.
    .catch(() => onToken(null));
  return {
    remove: () => {
      removed = true;
      onToken(null);
      if (widgetId !== undefined) win.turnstile?.remove(widgetId);
    },
    reset: () => {
      onToken(null);
      if (widgetId !== undefined) win.turnstile?.reset(widgetId);
    },
  };
}
