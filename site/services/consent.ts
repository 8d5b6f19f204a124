import type { Consent } from '@sellwise/design-system/overlays';
import { readCookie, readJson, STORAGE_KEYS, type Store, writeCookie, writeJson } from './storage';

/** The choice also lives in a cookie, so the server can tell whether the banner is needed. */
export const CONSENT_COOKIE = 'sw_consent';
export const CONSENT_DAYS = 365;
const DAY = 86_400_000;

type StoredConsent = { analytics: boolean; advertising: boolean; time: number };

/** `analytics.advertising`, one of them, or `none` (dots: commas are not allowed in cookie values). */
export function consentCookieValue(consent: Consent): string {
  const granted = (['analytics', 'advertising'] as const).filter((purpose) => consent[purpose]);
  return granted.join('.') || 'none';
}

export function parseConsentCookie(value: string | undefined): Consent | undefined {
  if (!value) return undefined;
  const granted = value.split('.');
  if (!granted.every((p) => p === 'analytics' || p === 'advertising' || p === 'none')) return undefined;
  return {
    necessary: true,
    analytics: granted.includes('analytics'),
    advertising: granted.includes('advertising'),
  };
}

/** The visitor's earlier choice, if made within the last 365 days. */
export function readConsent(doc: Document, now: number, storage?: Store): Consent | undefined {
  const stored = readJson<StoredConsent>(STORAGE_KEYS.consent, storage);
  if (stored && typeof stored.time === 'number') {
    if (now - stored.time > CONSENT_DAYS * DAY) return undefined;
    return {
      necessary: true,
      analytics: stored.analytics === true,
      advertising: stored.advertising === true,
    };
  }
  return parseConsentCookie(readCookie(doc, CONSENT_COOKIE));
}

export function storeConsent(doc: Document, consent: Consent, now: number, storage?: Store): void {
  writeJson(
    STORAGE_KEYS.consent,
    { analytics: consent.analytics, advertising: consent.advertising, time: now },
    storage,
  );
  writeCookie(doc, CONSENT_COOKIE, consentCookieValue(consent), CONSENT_DAYS);
}

/** A banner is needed only when something optional would run: a third-party tag or analytics here. */
export function needsConsent(
  config: { tagIds: Record<string, string>; analyticsKey: string },
  production: boolean,
) {
  return Object.keys(config.tagIds).length > 0 || (production && config.analyticsKey !== '');
}

/** A purpose granted before and refused now: scripts already running cannot be unloaded. */
export function consentWithdrawn(before: Consent | undefined, after: Consent): boolean {
  return !!before && ((before.analytics && !after.analytics) || (before.advertising && !after.advertising));
}
