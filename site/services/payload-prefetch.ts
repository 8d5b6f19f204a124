/**
 * Payload prefetch (spec §7, §9): one second after start (never on slow-2g), the payloads of the
 * prerendered pages that same-site links lead to are fetched — when a link comes into view or the
 * pointer or focus reaches it — so the next page's data is in the HTTP cache (its address names the
 * build, so it is kept for good). Which pages have one comes from this build's route rules (builds/meta).
 */

/** Spec §9: payload prefetch is skipped on slow-2g and otherwise starts after 1 second. */
export function prefetchDelay(effectiveType: string | undefined): number | undefined {
  return effectiveType === 'slow-2g' ? undefined : 1000;
}

export const PAYLOAD_FILE = '_payload.json';

/** The payload address of a prerendered page for this build. */
export function payloadUrl(pathname: string, buildId: string): string {
  return `${pathname.replace(/\/$/, '')}/${PAYLOAD_FILE}?${encodeURIComponent(buildId)}`;
}

type Connection = { effectiveType?: string };

export function startPayloadPrefetch(deps: {
  win: Window;
  buildId: string;
  /** The prerendered paths of this build (builds/meta/{buildId}.json), or undefined when unknown. */
  loadPrerendered: () => Promise<string[] | undefined>;
  fetch: typeof fetch;
}): () => void {
  const { win } = deps;
  const doc = win.document;
  const connection = (win.navigator as Navigator & { connection?: Connection }).connection;
  const delay = prefetchDelay(connection?.effectiveType);
  if (delay === undefined) return () => {};
  const done = new Set<string>([win.location.pathname]);
  let prerendered: Set<string> | undefined;
  let observer: IntersectionObserver | undefined;
  const pathOf = (link: Element | null): string | undefined => {
    const href = link?.getAttribute('href');
    if (!href || link?.hasAttribute('download')) return undefined;
    try {
      const url = new URL(href, win.location.href);
      return url.origin === win.location.origin ? url.pathname : undefined;
    } catch {
      return undefined;
    }
  };
  const prefetch = (link: Element | null) => {
    const path = pathOf(link);
    if (!path || !prerendered?.has(path) || done.has(path)) return;
    done.add(path);
    void deps.fetch(payloadUrl(path, deps.buildId), { credentials: 'same-origin' }).catch(() => undefined);
  };
  const onPointer = (event: Event) =>
    prefetch((event.target as Element | null)?.closest?.('a[href]') ?? null);
  const timer = setTimeout(() => {
    void deps
      .loadPrerendered()
      .catch(() => undefined)
      .then((paths) => {
        if (!paths) return;
        prerendered = new Set(paths);
        doc.addEventListener('pointerover', onPointer, { passive: true });
        doc.addEventListener('focusin', onPointer);
        if (typeof IntersectionObserver === 'undefined') return;
        observer = new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            prefetch(entry.target);
          }
        });
        for (const link of doc.querySelectorAll('a[href]'))
          if (prerendered.has(pathOf(link) ?? '')) observer.observe(link);
      });
  }, delay);
  return () => {
    clearTimeout(timer);
    observer?.disconnect();
    doc.removeEventListener('pointerover', onPointer);
    doc.removeEventListener('focusin', onPointer);
  };
}
