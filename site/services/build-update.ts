/** New-build detection (spec §4, §9): poll the manifest hourly; reload on a chunk error once a new build exists. */

export const BUILD_POLL_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'sw:last-reload';

export type BuildManifest = { id: string; timestamp: number };

export function isNewerBuild(current: string, latest: BuildManifest | undefined): boolean {
  return !!latest?.id && latest.id !== current;
}

/** At most one automatic reload per 10 seconds (session storage), so a broken build cannot loop. */
export function mayReload(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(now));
  return true;
}

/** Spec §9: payload prefetch is skipped on slow-2g and otherwise starts after 1 second. */
export function prefetchDelay(effectiveType: string | undefined): number | undefined {
  return effectiveType === 'slow-2g' ? undefined : 1000;
}
