import { randomBytes } from 'node:crypto';

export function makeNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Security headers of every page: a nonce CSP, frame-ancestors, no sniffing, referrer policy; HSTS under https. */
export function securityHeaders(
  nonce: string,
  opts: { https: boolean; apiOrigin?: string },
): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Tailwind ships a file; React sets a few style attributes (e.g. Radix positioning).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${opts.apiOrigin ? ` ${opts.apiOrigin}` : ''}`,
    // Videos load only after a click, from YouTube's privacy-enhanced host.
    'frame-src https://www.youtube-nocookie.com',
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
