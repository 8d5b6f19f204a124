import type { HrefBuilder } from '../types';

/** Turns the site-relative `href`s of a config (e.g. `register.htm?source=home`) into localized addresses. */
export function localizeHrefs<T>(value: T, href: HrefBuilder): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [
          k,
          k === 'href' && typeof x === 'string' && !/^[a-z]+:|^\/\/|^#/.test(x) ? localize(x, href) : walk(x),
        ]),
      );
    }
    return v;
  };
  return walk(value) as T;
}

function localize(path: string, href: HrefBuilder): string {
  const [pathname = '', search = ''] = path.split('?');
  return href(pathname, Object.fromEntries(new URLSearchParams(search)));
}
