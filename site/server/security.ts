import { randomBytes } from 'node:crypto';

export function makeNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Hosts the consented third-party tags (site/services/tags.ts) load scripts from, including the ones
 * their loaders fetch in turn; allowed only when the runtime configuration names tag ids.
 */
export const TAG_SCRIPT_SOURCES = [
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.doubleclick.net',
  'https://www.google.com',
  'https://*.clarity.ms',
  'https://*.hotjar.com',
  'https://connect.facebook.net',
  'https://*.line-scdn.net',
  'https://analytics.tiktok.com',
  'https://turing.captcha.qcloud.com',
  'https://turing.captcha.gtimg.com',
  'https://challenges.cloudflare.com',
];

/** Frames the tags open: ad tags, the captcha dialog and the bot-challenge widget. */
export const TAG_FRAME_SOURCES = [
  'https://*.doubleclick.net',
  'https://www.google.com',
  'https://turing.captcha.qcloud.com',
  'https://challenges.cloudflare.com',
];

export type SecurityOptions = {
  https: boolean;
  /** The site-switch check host (spec §7: `/v` on a separate host). */
  checkHost?: string;
  /** Tag ids are configured: their scripts may load (after consent) and beacon anywhere over https. */
  tags?: boolean;
  /** The analytics collector's origin when it is not the site's own (the EU zone). */
  analyticsServerUrl?: string;
};

/** The page security options of a runtime configuration. */
export function securityOptionsOf(config: {
  https: boolean;
  checkHost: string;
  tagIds: Record<string, string>;
  analyticsServerUrl: string;
}): SecurityOptions {
  return {
    https: config.https,
    checkHost: config.checkHost,
    tags: Object.values(config.tagIds).some(Boolean),
    analyticsServerUrl: config.analyticsServerUrl,
  };
}

/**
 * Security headers of every page: a CSP, frame-ancestors, no sniffing, referrer policy; HSTS under https.
 * A page rendered per request allows its scripts by nonce; a page kept for every visitor (the same
 * bytes each time) by the hashes of its inline scripts. Either way tags load from their hosts only.
 */
export function securityHeaders(
  scripts: string | { hashes: string[] },
  opts: SecurityOptions,
): Record<string, string> {
  const allowed = typeof scripts === 'string' ? `'nonce-${scripts}'` : scripts.hashes.join(' ');
  const tagScripts = opts.tags ? ` ${TAG_SCRIPT_SOURCES.join(' ')}` : '';
  const checkOrigin = opts.checkHost ? ` ${opts.https ? 'https' : 'http'}://${opts.checkHost}` : '';
  const analytics = opts.analyticsServerUrl ? ` ${opts.analyticsServerUrl}` : '';
  const connect = opts.tags ? ' https: wss://*.hotjar.com' : `${checkOrigin}${analytics}`;
  const csp = [
    "default-src 'self'",
    `script-src 'self'${allowed ? ` ${allowed}` : ''}${tagScripts}`,
    // Tailwind ships a file; React sets a few style attributes (e.g. Radix positioning).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${connect}`,
    // Videos load only after a click, from YouTube's privacy-enhanced host; ad tags may add frames.
    `frame-src https://www.youtube-nocookie.com${opts.tags ? ` ${TAG_FRAME_SOURCES.join(' ')}` : ''}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    ...(opts.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Powerful features no page uses, switched off for the page and every frame in it (a tag or an embed
 * cannot ask for the camera either); interest-cohort opts out of FLoC-style cohorts.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Headers of every answer: pages, static files, the API, redirects and errors. */
export function everyAnswerHeaders(): Record<string, string> {
  return {
    'permissions-policy': PERMISSIONS_POLICY,
    // Our pages open no cross-origin windows that need a handle back to us.
    'cross-origin-opener-policy': 'same-origin',
  };
}

/**
 * Security headers of an answer that is not a page (static files, feeds, the API's JSON): nothing in it
 * may run or load anything but our own images and its inline styles (an SVG opened on its own).
 */
export function staticSecurityHeaders(opts: Pick<SecurityOptions, 'https'>): Record<string, string> {
  return {
    'content-security-policy':
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    ...(opts.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Query parameters that carry a secret (a form sent as GET before its script ran): never rendered into a
 * page, its links or its state. Compared in lower case.
 */
export const SECRET_PARAMS = new Set([
  'password',
  'pwd',
  'passwd',
  'pass',
  'newpassword',
  'oldpassword',
  'confirmpassword',
  'repassword',
  'code',
  'verifycode',
  'verificationcode',
  'smscode',
  'emailcode',
  'piccode',
  'picverificationcode',
  'captcha',
]);

/** The address without its secret parameters (the others kept as written), or undefined when it carries none. */
export function withoutSecrets(url: URL): string | undefined {
  const parts = url.search.replace(/^\?/, '').split('&');
  const kept = parts.filter((part) => {
    const name = part.split('=')[0] ?? '';
    let key = name;
    try {
      key = decodeURIComponent(name.replaceAll('+', ' '));
    } catch {
      // A malformed escape is compared as written.
    }
    return !SECRET_PARAMS.has(key.trim().toLowerCase());
  });
  if (kept.length === parts.length) return undefined;
  const query = kept.filter(Boolean).join('&');
  return `${url.pathname}${query ? `?${query}` : ''}`;
}
