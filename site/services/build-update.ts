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

const isManifest = (value: unknown): value is BuildManifest =>
  typeof (value as BuildManifest | undefined)?.id === 'string';

/**
 * Polls builds/latest.json hourly (a failed check is ignored). On a chunk-loading error
 * (vite:preloadError) the page reloads once a newer build is known — checked again right then —
 * at most once per 10 seconds. Returns the stop function.
 */
export function startBuildUpdate(deps: {
  currentBuildId: string;
  fetchLatest: () => Promise<unknown>;
  target: Window;
  session: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now?: () => number;
}): () => void {
  const now = deps.now ?? Date.now;
  let latest: BuildManifest | undefined;
  const newer = () => isNewerBuild(deps.currentBuildId, latest);
  const check = async () => {
    try {
      const answer = await deps.fetchLatest();
      if (isManifest(answer)) latest = answer;
    } catch {}
    return newer();
  };
  const reloadIfAllowed = () => {
    if (!mayReload(deps.session, now())) return false;
    deps.reload();
    return true;
  };
  const onChunkError = (event: Event) => {
    // Known already: reload now and keep Vite from throwing the error.
    if (newer()) {
      if (reloadIfAllowed()) event.preventDefault();
      return;
    }
    void check().then((found) => found && reloadIfAllowed());
  };
  const timer = setInterval(() => void check(), BUILD_POLL_MS);
  deps.target.addEventListener('vite:preloadError', onChunkError);
  return () => {
    clearInterval(timer);
    deps.target.removeEventListener('vite:preloadError', onChunkError);
  };
}
