/**
 * Which stories take an image snapshot, and of what. Story parameters: `snapshot: false` skips the image
 * (say why beside it); `snapshot: { target: 'page' }` captures the viewport for overlays that portal out of
 * the story root. Page stories (title under `Pages/`) take none: the e2e visual suite (tests/e2e) owns page
 * images, and one baseline per page is enough; their play functions and axe still run.
 */
export type SnapshotParam = false | { target?: 'root' | 'page' } | undefined;

export const PAGE_TITLE_PREFIX = 'Pages/';

export function snapshotTarget(title: string, param: SnapshotParam): false | 'root' | 'page' {
  if (param === false || title.startsWith(PAGE_TITLE_PREFIX)) return false;
  return param?.target ?? 'root';
}
