/** One entry of a table of contents: a heading's id, its plain text and its level (h2 or h3). */
export type TocItem = { id: string; text: string; level: 2 | 3 };

const HEADING = /<h([23])(\s[^>]*)?>([\s\S]*?)<\/h\1\s*>/gi;
const ID_ATTR = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const ANY_ID = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
const MAX_SLUG_LENGTH = 80;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** The text a reader sees in a piece of heading HTML: tags dropped, entities decoded, spaces collapsed. */
export function headingText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A URL-safe anchor for a heading text: lower case, words joined by hyphens. Letters of every script are
 * kept as they are (Thai with its vowel and tone marks, Chinese characters), so the id stays readable;
 * links percent-encode it (`hrefForId`). Returns '' when the text has no letters or digits.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const chars = Array.from(slug);
  return chars.length > MAX_SLUG_LENGTH ? chars.slice(0, MAX_SLUG_LENGTH).join('').replace(/-+$/, '') : slug;
}

/** The link to a heading: its id percent-encoded, so Thai and Chinese ids survive copying and sharing. */
export function hrefForId(id: string): string {
  return `#${encodeURIComponent(id)}`;
}

function attrValue(match: RegExpExecArray | RegExpMatchArray | null): string | undefined {
  if (!match) return undefined;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
}

/**
 * Gives every h2 and h3 in trusted article HTML a stable, unique id and lists them for a table of contents.
 * String based, so it runs on the server. An id the author gave is kept; otherwise the id is the slug of the
 * heading's text (`section-N` for the Nth heading when the text has no letters), with `-2`, `-3`… added when
 * it is already taken by an earlier heading or by any other element in the HTML. Headings without text are
 * left out of the list.
 */
export function headingsFromHtml(html: string): { html: string; items: TocItem[] } {
  const taken = new Set<string>();
  for (const match of html.matchAll(ANY_ID)) {
    const id = attrValue(match);
    if (id) taken.add(id);
  }
  const items: TocItem[] = [];
  let index = 0;
  const unique = (base: string) => {
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };

  const out = html.replace(HEADING, (whole, levelText: string, attrs: string | undefined, inner: string) => {
    index += 1;
    const level = levelText === '2' ? 2 : 3;
    const text = headingText(inner);
    const idMatch = attrs ? ID_ATTR.exec(attrs) : null;
    const existing = attrValue(idMatch);
    if (existing) {
      if (text) items.push({ id: existing, text, level });
      return whole;
    }
    const id = unique(slugify(text) || `section-${index}`);
    if (text) items.push({ id, text, level });
    // An empty id="" is replaced, not repeated.
    const rest = idMatch && attrs ? attrs.replace(ID_ATTR, '') : (attrs ?? '');
    return `<h${levelText}${rest} id="${id}">${inner}</h${levelText}>`;
  });
  return { html: out, items };
}
