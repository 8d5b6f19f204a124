/**
 * Which stories take an image snapshot, and of what. Story parameters:
 * - `snapshot: false` skips the image (say why beside it);
 * - `snapshot: { target: 'page' }` captures the viewport for overlays that portal out of the story root;
 * - `snapshot: { e2e: 'pricing' }` says the e2e visual suite owns this page's image (its baselines in
 *   tests/e2e/__screenshots__ are named `pricing-…`): a page is kept once, in e2e, not again as a story.
 *   The story's play function and axe still run. tests/unit/image-snapshot.test.ts fails when a named e2e
 *   baseline is missing or a story baseline of such a page is still committed.
 * Page stories no e2e test photographs (blog index, help categories, legal, partners …) keep their images.
 */
export type SnapshotParam = false | { target?: 'root' | 'page'; e2e?: string } | undefined;

export function snapshotTarget(param: SnapshotParam): false | 'root' | 'page' {
  if (param === false || param?.e2e) return false;
  return param?.target ?? 'root';
}
