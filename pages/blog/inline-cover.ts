import type { PageApi } from '../types';

/** Covers up to this size go into the page itself (the SVG covers are 1–3 KB). */
export const INLINE_COVER_MAX_BYTES = 8 * 1024;

/** Article id → its cover as a data: address. */
export type InlineCovers = Readonly<Record<number, string>>;

/**
 * The covers of the first screen as data: addresses, so its largest paint (a cover, on the blog's pages)
 * needs no request of its own and paints with the first HTML bytes (issue 25). An article without a
 * cover, one the API cannot give, or one too large to inline keeps its address.
 */
export async function inlineCovers(
  api: PageApi,
  cards: readonly { id: number; cover: string }[],
): Promise<InlineCovers> {
  const { blogCover } = api;
  if (!blogCover) return {};
  const found = await Promise.all(
    cards.map(async (card) => {
      if (!card.cover) return undefined;
      const svg = await blogCover(card.id).catch(() => undefined);
      if (!svg || svg.length > INLINE_COVER_MAX_BYTES) return undefined;
      return [card.id, `data:image/svg+xml,${encodeURIComponent(svg)}`] as const;
    }),
  );
  return Object.fromEntries(found.filter((entry) => entry !== undefined));
}

/** The card with its cover from the page when the page has it. */
export function withInlineCover<T extends { id: number; cover: string }>(card: T, covers?: InlineCovers): T {
  const inline = covers?.[card.id];
  return inline ? { ...card, cover: inline } : card;
}
