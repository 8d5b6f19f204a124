export type HighlightPart = { text: string; match: boolean };

/**
 * Splits `text` around every case-insensitive occurrence of `query`, so the typed part can be marked.
 * Plain substring search: it also works for Thai and Chinese, which have no spaces between words.
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [{ text, match: false }];
  const haystack = text.toLocaleLowerCase();
  // Lower-casing can change a string's length (e.g. "İ"); then fall back to no highlight.
  if (haystack.length !== text.length) return [{ text, match: false }];
  const parts: HighlightPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
