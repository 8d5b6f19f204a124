// @vitest-environment jsdom
import { ACCEPT_ALL, REJECT_ALL } from '@sellwise/design-system/overlays';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  consentCookieValue,
  consentWithdrawn,
  needsConsent,
  parseConsentCookie,
  readConsent,
  storeConsent,
} from './consent';
import { fakeStorage } from './fake-storage';

const NOW = Date.UTC(2026, 10, 21, 12);
const DAY = 86_400_000;
const analyticsOnly = { necessary: true, analytics: true, advertising: false } as const;

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears what the code under test wrote.
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('consent storage', () => {
  it('writes the choice to storage and a cookie the server can read', () => {
    const storage = fakeStorage();
    storeConsent(document, analyticsOnly, NOW, storage);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=analytics`);
    expect(readConsent(document, NOW, storage)).toEqual(analyticsOnly);
  });

  it('asks again after 365 days', () => {
    const storage = fakeStorage();
    storeConsent(document, ACCEPT_ALL, NOW, storage);
    expect(readConsent(document, NOW + 365 * DAY, storage)).toEqual(ACCEPT_ALL);
    expect(readConsent(document, NOW + 365 * DAY + 1, storage)).toBeUndefined();
  });

  it('falls back to the cookie when storage is empty; no choice means undefined', () => {
    expect(readConsent(document, NOW, fakeStorage())).toBeUndefined();
    storeConsent(document, REJECT_ALL, NOW, fakeStorage());
    expect(readConsent(document, NOW, fakeStorage())).toEqual(REJECT_ALL);
  });

  it('encodes the cookie without commas and rejects unknown values', () => {
    expect(consentCookieValue(ACCEPT_ALL)).toBe('analytics.advertising');
    expect(consentCookieValue(REJECT_ALL)).toBe('none');
    expect(parseConsentCookie('advertising')).toEqual({
      necessary: true,
      analytics: false,
      advertising: true,
    });
    expect(parseConsentCookie('everything')).toBeUndefined();
    expect(parseConsentCookie(undefined)).toBeUndefined();
  });
});

describe('consent rules', () => {
  it('needs a banner only when a tag or analytics would run', () => {
    expect(needsConsent({ tagIds: {}, analyticsKey: 'k' }, false)).toBe(false);
    expect(needsConsent({ tagIds: {}, analyticsKey: 'k' }, true)).toBe(true);
    expect(needsConsent({ tagIds: {}, analyticsKey: '' }, true)).toBe(false);
    expect(needsConsent({ tagIds: { gtag: 'AW-1' }, analyticsKey: '' }, false)).toBe(true);
  });

  it('knows when a purpose was withdrawn', () => {
    expect(consentWithdrawn(undefined, REJECT_ALL)).toBe(false);
    expect(consentWithdrawn(ACCEPT_ALL, analyticsOnly)).toBe(true);
    expect(consentWithdrawn(analyticsOnly, ACCEPT_ALL)).toBe(false);
  });
});
