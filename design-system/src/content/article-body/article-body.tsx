import type * as React from 'react';
import { cn } from '../../lib/cn';

/**
 * Article typography, applied to the trusted HTML's descendants. One class per property and selector
 * (cn() joins, it does not merge); font-size comes before line-height so neither overrides the other.
 */
const articleTypography = [
  // The block itself: body text, long URLs and words wrap instead of widening the page.
  // `leading-*` sets --tw-leading, which the desktop font size keeps (it only falls back to its own line height).
  'min-w-0 text-base leading-[1.75] text-foreground [overflow-wrap:anywhere] desktop:text-lg',
  // Vertical rhythm: every block but the first gets space above it.
  '[&>*+*]:mt-5',
  // Headings: anchor targets clear a sticky header; a heading sits closer to what follows than to what precedes.
  '[&_:is(h2,h3,h4)]:scroll-mt-24 [&_:is(h2,h3,h4)]:font-bold [&_:is(h2,h3,h4)]:tracking-tight [&_:is(h2,h3,h4)]:text-balance [&_:is(h2,h3,h4)]:text-foreground',
  '[&>:is(h2,h3,h4)+*]:mt-3',
  '[&_h2]:text-2xl [&_h2]:leading-tight [&>h2]:mt-12 desktop:[&_h2]:text-3xl',
  '[&_h3]:text-xl [&_h3]:leading-snug [&>h3]:mt-9 desktop:[&_h3]:text-2xl',
  '[&_h4]:text-lg [&_h4]:leading-snug [&>h4]:mt-7',
  '[&>:is(h2,h3,h4):first-child]:mt-0',
  // Lists.
  '[&_ul]:list-disc [&_ol]:list-decimal [&_:is(ul,ol)]:ps-6 [&_li+li]:mt-2 [&_li>:is(ul,ol)]:mt-2 [&_li]:ps-1 [&_li::marker]:text-muted-foreground',
  // Links: always underlined, a visible focus ring.
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a]:decoration-1 [&_a:hover]:decoration-2 [&_a]:rounded-sm [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-ring',
  '[&_:is(strong,b)]:font-semibold [&_:is(strong,b)]:text-foreground',
  // Quotes.
  '[&_blockquote]:border-s-4 [&_blockquote]:border-primary [&_blockquote]:bg-surface [&_blockquote]:rounded-e-md [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:text-surface-foreground [&_blockquote>*+*]:mt-3',
  // Code: inline chips; blocks scroll sideways instead of overflowing the page.
  '[&_code]:font-mono [&_code]:text-[0.875em] [&_code]:rounded-sm [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:[overflow-wrap:anywhere]',
  '[&_pre]:overflow-x-auto [&_pre:focus-visible]:outline-2 [&_pre:focus-visible]:outline-offset-2 [&_pre:focus-visible]:outline-ring [&_pre]:rounded-lg [&_pre]:bg-inverse [&_pre]:text-inverse-foreground [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-relaxed [&_pre]:[overflow-wrap:normal]',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-[1em] [&_pre_code]:[overflow-wrap:normal] [&_pre_code]:whitespace-pre',
  // Tables sit in a wrapper (see wrapTables) that scrolls sideways, so a wide table never widens the page.
  '[&_[data-slot=article-table]]:max-w-full [&_[data-slot=article-table]]:overflow-x-auto [&_[data-slot=article-table]]:rounded-sm [&_[data-slot=article-table]:focus-visible]:outline-2 [&_[data-slot=article-table]:focus-visible]:outline-offset-2 [&_[data-slot=article-table]:focus-visible]:outline-ring',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_table]:leading-normal',
  '[&_:is(th,td)]:border [&_:is(th,td)]:border-border [&_:is(th,td)]:px-3 [&_:is(th,td)]:py-2 [&_:is(th,td)]:text-start [&_:is(th,td)]:align-top [&_:is(th,td)]:[overflow-wrap:normal] [&_:is(th,td)]:min-w-28',
  '[&_th]:bg-surface [&_th]:font-semibold [&_caption]:pb-2 [&_caption]:text-start [&_caption]:text-muted-foreground',
  // Media: never wider than the column, keep the aspect ratio.
  '[&_:is(img,video,iframe)]:max-w-full [&_:is(img,video)]:h-auto [&_img]:rounded-lg',
  '[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:leading-normal [&_figcaption]:text-muted-foreground',
  '[&_hr]:my-10 [&_hr]:border-border',
  // Search highlight.
  '[&_mark]:rounded-sm [&_mark]:bg-warning-subtle [&_mark]:px-0.5 [&_mark]:text-warning-subtle-foreground',
  // Thai: tall vowels and tone marks need room; Thai is never letter-spaced.
  '[&:lang(th)]:leading-[1.9] [&_*:lang(th)]:tracking-normal [&_:is(h2,h3,h4):lang(th)]:leading-[1.5]',
  // Chinese: strict line breaking (no line starts with 。，), no faux italics (emphasis by weight), more air.
  '[&:lang(zh)]:[line-break:strict] [&:lang(zh)]:leading-[1.85] [&_*:lang(zh)]:[line-break:strict] [&_:is(h2,h3,h4):lang(zh)]:leading-[1.4]',
  '[&_:is(em,i,cite):lang(zh)]:not-italic [&_:is(em,i):lang(zh)]:font-semibold [&_:is(h2,h3,h4):lang(zh)]:tracking-normal',
].join(' ');

export type ArticleBodyProps = Omit<React.ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /**
   * Trusted, already sanitised article HTML (the design system does not sanitise). `null` while hydrating a
   * page whose server already rendered the body: the HTML in the page stays, and need not be sent twice.
   */
  html: string | null;
  /** BCP 47 tag of the text, e.g. "th-TH" or "zh-CN": picks hyphenation, fonts and the script rules. */
  lang?: string;
};

const TABLE = /<table\b[\s\S]*?<\/table>/gi;

/**
 * Puts every table in a wrapper that scrolls sideways. It is focusable so keyboard users can scroll it
 * (browsers without focusable scroll containers); the table inside keeps its own semantics.
 */
export function wrapTables(html: string): string {
  return html.replace(TABLE, (table) => `<div data-slot="article-table" tabindex="0">${table}</div>`);
}

/** A code block scrolls sideways too: it takes keyboard focus so it can be scrolled without a mouse. */
export function focusableCode(html: string): string {
  return html.replace(/<pre(?![^>]*\stabindex=)(?=[\s>])/gi, '<pre tabindex="0"');
}

/**
 * The body of a blog or help article: renders trusted HTML with full article typography (headings with
 * anchor offsets, lists, quotes, code, tables, images, highlights) and script-aware rules for Thai and Chinese.
 */
export function ArticleBody({ html, lang, className, ...props }: ArticleBodyProps) {
  return (
    <div
      data-slot="article-body"
      lang={lang}
      className={cn(articleTypography, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the caller hands in sanitised, trusted HTML (documented above).
      dangerouslySetInnerHTML={{ __html: html === null ? '' : focusableCode(wrapTables(html)) }}
      // An empty inner HTML at hydration keeps what the server rendered inside.
      suppressHydrationWarning={html === null}
      {...props}
    />
  );
}
