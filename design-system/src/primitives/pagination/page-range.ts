export type PageRangeItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers to show: always the first and last `boundaries` pages, `siblings` pages either side
 * of the current one, and an ellipsis where pages are left out. An ellipsis never stands for a single
 * page (that page is shown instead), so the list has a constant length once pages run out.
 */
export function pageRange(page: number, pageCount: number, siblings = 1, boundaries = 1): PageRangeItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  // First, last, current, siblings either side and two ellipses (or the pages they would hide).
  const slots = boundaries * 2 + siblings * 2 + 3;
  if (count <= slots) return range(1, count);

  const start = Math.max(Math.min(current - siblings, count - boundaries - siblings * 2 - 1), boundaries + 2);
  const end = Math.min(Math.max(current + siblings, boundaries + siblings * 2 + 2), count - boundaries - 1);
  return [
    ...range(1, boundaries),
    start > boundaries + 2 ? ('ellipsis-start' as const) : boundaries + 1,
    ...range(start, end),
    end < count - boundaries - 1 ? ('ellipsis-end' as const) : count - boundaries,
    ...range(count - boundaries + 1, count),
  ];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
