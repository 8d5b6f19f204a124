// Browsers drop tabs and newlines anywhere in a URL, and read `\` as `/` in http(s) paths.
const isControl = (ch: string) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f;

/**
 * Where `?redirect=` may send a visitor after log-in: a path on this site, never another host
 * (absolute or protocol-relative `//x`), never a script protocol (`javascript:`, `data:` …), and never
 * the log-in page itself (the server sends a signed-in visitor away from it, so that would loop).
 * Returns the path with its query and hash, or undefined. The site's navigation rule uses it too.
 */
export function returnPath(target: string | null | undefined, origin: string): string | undefined {
  if (!target) return undefined;
  const cleaned = [...target]
    .filter((ch) => !isControl(ch))
    .join('')
    .replaceAll('\\', '/')
    .trim();
  // Only paths: an absolute URL to this site is not needed, and it is the usual disguise of an attack.
  if (!cleaned.startsWith('/') || cleaned.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(cleaned, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  // `/.//evil.example` resolves to the path `//evil.example`: a protocol-relative address once returned.
  if (url.pathname.startsWith('//') || /\/login\.htm$/.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
