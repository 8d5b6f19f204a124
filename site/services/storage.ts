/**
 * Local-storage keys of spec §3 and safe access to them: storage may be missing or refuse (private
 * mode, quota, blocked cookies), and a visitor's page must work all the same.
 */
import { parseCookies } from '../intl/cookies';
import type { SourceChannel, TrackingEntry } from './tracking';

export const STORAGE_KEYS = {
  sourceChannel: 'sw:sourceChannel',
  gclid: 'sw:gclid',
  affid: 'sw:affid',
  siteSwitchSuppressedUntil: 'sw:suggestNewSiteEnd',
  tracking: 'sw:tracking',
  consent: 'sw:consent',
  analyticsSession: 'sw:analyticsSession',
} as const;

export type Store = Pick<Storage, 'getItem' | 'setItem'>;

function store(): Store | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Session storage (the reload guard), or a no-op store where it is refused. */
export function sessionStore(): Store {
  try {
    if (typeof window !== 'undefined' && window.sessionStorage) return window.sessionStorage;
  } catch {}
  return { getItem: () => null, setItem: () => {} };
}

/** A first-party cookie of the whole site: path /, SameSite=Lax, Secure under https. */
export function writeCookie(doc: Document, name: string, value: string, maxAgeDays: number): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeDays * 86_400}; Path=/; SameSite=Lax${secure}`;
}

export function readCookie(doc: Document, name: string): string | undefined {
  return parseCookies(doc.cookie)[name];
}

export function readText(key: string, storage: Store | undefined = store()): string | undefined {
  try {
    return storage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeText(key: string, value: string, storage: Store | undefined = store()): void {
  try {
    storage?.setItem(key, value);
  } catch {}
}

export function readJson<T>(key: string, storage: Store | undefined = store()): T | undefined {
  const text = readText(key, storage);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown, storage: Store | undefined = store()): void {
  writeText(key, JSON.stringify(value), storage);
}

/** What sign-up reports: the stored source channel and the affiliate id (the invitation code). */
export function readAttribution(storage: Store | undefined = store()): {
  sourceChannelId?: number;
  affid?: string;
} {
  const channel = readJson<SourceChannel>(STORAGE_KEYS.sourceChannel, storage);
  const affid = readText(STORAGE_KEYS.affid, storage);
  return {
    ...(typeof channel?.sourceChannelId === 'number' ? { sourceChannelId: channel.sourceChannelId } : {}),
    ...(affid ? { affid } : {}),
  };
}

export function readTrackingEntries(storage: Store | undefined = store()): TrackingEntry[] {
  const list = readJson<unknown>(STORAGE_KEYS.tracking, storage);
  return Array.isArray(list) ? (list as TrackingEntry[]) : [];
}
