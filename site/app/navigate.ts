/**
 * Every navigation the site's code starts (not a link the visitor clicks): navigation rules 6 and 7.
 * A page of this site is opened as it is; another site only with `external: true` (a full navigation);
 * `javascript:`, `data:`, `vbscript:` … never. A refused target throws with the spec's message
 * (site/rules/navigation.ts ERRORS) and nothing happens.
 */
import { resolveNavigation } from '../rules/navigation';

export type NavigateOptions = {
  /** Allows another site (rule 7: refused by default). */
  external?: boolean;
  /** Replaces the current history entry (a redirect), instead of adding one. */
  replace?: boolean;
};

export function navigate(target: string, options: NavigateOptions = {}, win: Window = window): void {
  const resolved = resolveNavigation(target, win.location.origin, options.external === true);
  const href = resolved.kind === 'internal' ? resolved.path : resolved.url;
  if (options.replace) win.location.replace(href);
  else win.location.assign(href);
}
