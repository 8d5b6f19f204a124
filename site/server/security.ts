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
];

export type SecurityOptions = {
  https: boolean;
  /** A separate API origin the browser calls. */
  apiOrigin?: string;
  /** The site-switch check host (spec §7: `/v` on a separate host). */
  checkHost?: string;
  /** Tag ids are configured: their scripts may load (after consent) and beacon anywhere over https. */
  tags?: boolean;
};

/** Security headers of every page: a nonce CSP, frame-ancestors, no sniffing, referrer policy; HSTS under https. */
export function securityHeaders(nonce: string, opts: SecurityOptions): Record<string, string> {
  const tagScripts = opts.tags ? ` ${TAG_SCRIPT_SOURCES.join(' ')}` : '';
  const checkOrigin = opts.checkHost ? ` ${opts.https ? 'https' : 'http'}://${opts.checkHost}` : '';
  const connect = opts.tags
    ? ' https: wss://*.hotjar.com'
    : `${opts.apiOrigin ? ` ${opts.apiOrigin}` : ''}${checkOrigin}`;
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${tagScripts}`,
    // Tailwind ships a file; React sets a few style attributes (e.g. Radix positioning).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${connect}`,
    // Videos load only after a click, from YouTube's privacy-enhanced host; ad tags may add frames.
    `frame-src https://www.youtube-nocookie.com${opts.tags ? ' https://*.doubleclick.net https://www.google.com' : ''}`,
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
