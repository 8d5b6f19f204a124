import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'code',
  'pre',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'hr',
  'br',
];

/** Markdown from content/ as HTML safe to inline: no raw HTML, scripts, images or off-site schemes. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href'], th: ['align'], td: ['align'] },
    allowedSchemes: ['https', 'mailto'],
    allowProtocolRelative: false,
    // Raw HTML in the Markdown is shown as text, never run.
    disallowedTagsMode: 'escape',
  });
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The text of rendered HTML, one space between blocks, for search and snippets. */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(p|h\d|li|td|th|blockquote|pre)>|<br\s*\/?>/g, ' ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}
