/** Builds a `srcset` of width descriptors ("a.jpg 320w, b.jpg 640w"), smallest first, no duplicates. */
export function buildSrcSet(widths: readonly number[], srcFor: (width: number) => string): string {
  return [...new Set(widths)]
    .filter((w) => Number.isFinite(w) && w > 0)
    .sort((a, b) => a - b)
    .map((w) => `${srcFor(w)} ${w}w`)
    .join(', ');
}
