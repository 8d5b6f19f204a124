/** New-build detection (spec §4, §9): poll the manifest hourly; reload on a chunk error once a new build exists. */

export const BUILD_POLL_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'sw:last-reload';

export type BuildManifest = { id: string; timestamp: number };

/** A route rule of builds/meta (site/server/build-meta.ts): prerendered, or redirected elsewhere. */
export type RouteRule = { prerender?: boolean; redirect?: string };
export type RouteMatcher = { static: Record<string, RouteRule>; wildcard: Record<string, RouteRule> };

/** The rule of a path: its exact entry, else the longest `/prefix/**` it falls under. */
export function ruleFor(matcher: RouteMatcher, pathname: string): { rule?: RouteRule; rest?: string } {
  const exact = matcher.static[pathname];
  if (exact) return { rule: exact };
  let best: { rule: RouteRule; rest: string; length: number } | undefined;
  for (const [key, rule] of Object.entries(matcher.wildcard)) {
    const prefix = key.replace(/\/\*\*$/, '');
    if (!pathname.startsWith(`${prefix}/`) || (best && best.length >= prefix.length)) continue;
    best = { rule, rest: pathname.slice(prefix.length + 1), length: prefix.length };
  }
  return best ? { rule: best.rule, rest: best.rest } : {};
}

/**
 * Where a reload into the new build goes (spec §4): the same address, unless the new build's route
 * rules redirect that path (`/…/**` keeps the rest of the path); query and fragment kept.
 */
export function reloadTarget(
  matcher: RouteMatcher | undefined,
  here: { pathname: string; search: string; hash: string },
): string {
  const { rule, rest } = matcher ? ruleFor(matcher, here.pathname) : {};
  const redirect = rule?.redirect;
  const path = !redirect ? here.pathname : rest === undefined ? redirect : redirect.replace(/\*\*$/, rest);
  return `${path}${here.search}${here.hash}`;
}

const isMatcher = (value: unknown): value is { matcher: RouteMatcher } => {
  const matcher = (value as { matcher?: RouteMatcher } | undefined)?.matcher;
  return typeof matcher?.static === 'object' && typeof matcher?.wildcard === 'object';
};
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

const isManifest = (value: unknown): value is BuildManifest =>
  typeof (value as BuildManifest | undefined)?.id === 'string';

/**
 * Polls builds/latest.json hourly (a failed check is ignored); a newer build's route rules
 * (builds/meta/{id}.json) are fetched once. On a chunk-loading error (vite:preloadError) the page
 * reloads — to the address those rules decide — once a newer build is known (checked again right
 * then), at most once per 10 seconds. Returns the stop function.
 */
export function startBuildUpdate(deps: {
  currentBuildId: string;
  fetchLatest: () => Promise<unknown>;
  fetchMeta: (buildId: string) => Promise<unknown>;
  target: Window;
  session: Pick<Storage, 'getItem' | 'setItem'>;
  here: () => { pathname: string; search: string; hash: string };
  /** Loads `to` (a path with query): a reload when it is the current address. */
  reload: (to: string) => void;
  now?: () => number;
}): () => void {
  const now = deps.now ?? Date.now;
  let latest: BuildManifest | undefined;
  let matcher: { id: string; value: RouteMatcher | undefined } | undefined;
  const newer = () => isNewerBuild(deps.currentBuildId, latest);
  const check = async () => {
    try {
      const answer = await deps.fetchLatest();
      if (isManifest(answer)) latest = answer;
    } catch {}
    if (newer() && latest && matcher?.id !== latest.id) {
      const id = latest.id;
      const meta = await deps.fetchMeta(id).catch(() => undefined);
      matcher = { id, value: isMatcher(meta) ? meta.matcher : undefined };
    }
    return newer();
  };
  const reloadIfAllowed = () => {
    if (!mayReload(deps.session, now())) return false;
    deps.reload(reloadTarget(matcher?.value, deps.here()));
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
