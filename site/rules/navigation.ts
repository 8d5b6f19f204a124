/**
 * Navigation rules 6–8 (spec §2) and their messages (spec §8). Browser code uses this module (site/app/navigate.ts),
 * so it imports the contract's fact modules only, never its barrel (zod and every schema).
 */

import type { Language } from '@sellwise/api/contract/languages';
import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { localePath } from './paths';

export const ERRORS = {
  external: 'Navigating to an external URL is not allowed by default',
  protocol: 'Cannot navigate to a URL with that protocol',
} as const;

const SCRIPT_PROTOCOLS = /^(javascript|vbscript|data|blob|file):/i;

export type NavigationTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * Rules 6 and 7: classifies a navigation target. External URLs need `allowExternal` (then the browser
 * navigates fully); script-like protocols are always refused.
 */
export function resolveNavigation(
  target: string,
  currentOrigin: string,
  allowExternal = false,
): NavigationTarget {
  // Browsers ignore tabs, newlines and other control characters inside a scheme (`java\tscript:`).
  const trimmed = [...target].filter((ch) => ch.charCodeAt(0) > 0x20).join('');
  if (SCRIPT_PROTOCOLS.test(trimmed)) throw new Error(ERRORS.protocol);
  const url = new URL(target, currentOrigin);
  if (!['http:', 'https:'].includes(url.protocol)) throw new Error(ERRORS.protocol);
  if (url.origin === new URL(currentOrigin).origin)
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  if (!allowExternal) throw new Error(ERRORS.external);
  return { kind: 'external', url: url.href };
}

// A servlet-style session id in the path (`;jsessionid=…`), left by old links and crawlers.
const SESSION_MARKER = /;jsessionid=[^/?#]*/gi;

/** The address without its session-id marker, or undefined when it has none. */
export function withoutSessionMarker(url: string): string | undefined {
  return /;jsessionid=/i.test(url) ? url.replace(SESSION_MARKER, '') : undefined;
}

/** Spec §8: the fatal error's message ("a fatal error forced a redirect"), then the serialized error. */
export const FATAL_MESSAGE = '致命错误，强制跳转';

export function fatalError(error: unknown): Error {
  const serialized =
    error instanceof Error ? `${error.name}: ${error.message}` : (safeStringify(error) ?? String(error));
  const fatal = new Error(`${FATAL_MESSAGE} ${serialized}`);
  if (error instanceof Error && error.stack) fatal.stack = `${fatal.message}\n${error.stack}`;
  return fatal;
}

function safeStringify(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

/**
 * Rule 8, the error screen: a URL with the session-id marker is cleaned and retried; anything else goes
 * to the 404 page (of the device's variant) and the error is raised as fatal.
 */
export function errorScreenAction(
  failingUrl: string,
  where: { lang: Language; mobile: boolean },
): { redirect: string; fatal: boolean } {
  const cleaned = withoutSessionMarker(failingUrl);
  if (cleaned !== undefined) return { redirect: cleaned, fatal: false };
  return { redirect: localePath(LANG_PAGE_PATHS.notFound, where), fatal: true };
}
