import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS } from '@sellwise/api/contract/languages';
import { MOBILE_PREFIX } from '@sellwise/api/contract/paths';
import type { Decorator } from '@storybook/react-vite';
import { createElement } from 'react';
import { createIntl, IntlProvider, type IntlShape } from 'react-intl';
import { isPhoneStory } from '../../design-system/stories-support/layouts-samples';
import type { HrefBuilder, PageDevice, PageLang, PageProps } from '../types';

// Storybook only: every catalogue, eagerly, so the language toolbar switches page copy instantly.
const files = import.meta.glob<Record<string, unknown>>('../../locales/**/*.json', {
  eager: true,
  import: 'default',
});

function flatten(obj: Record<string, unknown>, prefix: string, out: Record<string, string>) {
  for (const [k, v] of Object.entries(obj)) {
    const id = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v as Record<string, unknown>, id, out);
    else out[id] = String(v);
  }
  return out;
}

export function messagesFor(lang: PageLang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, catalogue] of Object.entries(files)) {
    const m = /locales\/([^/]+?)(?:\.json|\/(.+)\.json)$/.exec(path);
    if (!m || m[1] !== lang) continue;
    flatten(catalogue, m[2] ? m[2].split('/').join('.') : '', out);
  }
  return out;
}

export function storyLang(globals: Record<string, unknown>): PageLang {
  return isLanguage(globals.locale) ? globals.locale : DEFAULT_LANGUAGE;
}

function intlConfig(lang: PageLang) {
  return { locale: LANGUAGE_TAGS[lang], messages: messagesFor(lang) };
}

/** Provides react-intl with the toolbar language's real catalogues. */
export const withIntl: Decorator = (Story, context) => {
  const lang = storyLang(context.globals);
  return createElement(IntlProvider, { ...intlConfig(lang), key: lang }, createElement(Story));
};

/**
 * The catalogue the story renders, for play functions: `storyIntl(ctx).formatMessage({ id })` is the
 * text the page shows in the toolbar's language.
 */
export function storyIntl(ctx: { globals: Record<string, unknown> }): IntlShape {
  return createIntl(intlConfig(storyLang(ctx.globals)));
}

/**
 * Shorthand: the story's visible text for a message id. Rich-text tags (`<login>…</login>`) read as
 * their content, as the page shows them.
 */
export function storyText(ctx: {
  globals: Record<string, unknown>;
}): (id: string, values?: Record<string, string | number>) => string {
  const intl = storyIntl(ctx);
  return (id, values) => {
    const tags = [...String(intl.messages[id] ?? '').matchAll(/<(\w+)>/g)].map((m) => m[1]);
    const asText = (chunks: unknown[]) => chunks.join('');
    const text = intl.formatMessage(
      { id },
      { ...values, ...Object.fromEntries(tags.map((tag) => [tag, asText])) },
    );
    return Array.isArray(text) ? text.join('') : String(text);
  };
}

/** The text inside one rich-text tag of a message: a link's name in a sentence. */
export function storyTagText(ctx: { globals: Record<string, unknown> }, id: string, tag: string): string {
  const message = String(storyIntl(ctx).messages[id] ?? '');
  const inner = new RegExp(`<${tag}>(.*?)</${tag}>`).exec(message)?.[1];
  if (inner === undefined) throw new Error(`${id} has no <${tag}>`);
  return inner;
}

/** A stand-in for the site's localized-address builder. */
export const storyHref =
  (lang: PageLang, mobile = false): HrefBuilder =>
  (path, query) => {
    const search = query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : '';
    return `${mobile ? MOBILE_PREFIX : ''}/${lang}/${path.replace(/^\//, '')}${search}`;
  };

/** The story's device: the phone viewport (toolbar or the story's own globals) renders the phone site. */
export function storyDevice(globals: Record<string, unknown>): PageDevice {
  return isPhoneStory({ globals }) ? 'mobile' : 'desktop';
}

/**
 * The links a page story renders for its globals (language and device): plays build the hrefs they
 * expect with it, e.g. `storyLinks({ globals })('login.htm')` is `/m/th/login.htm` on a Thai phone.
 */
export function storyLinks(ctx: { globals: Record<string, unknown> }): HrefBuilder {
  return storyHref(storyLang(ctx.globals), storyDevice(ctx.globals) === 'mobile');
}

/** The props a page story renders with: the toolbar language, mobile on the phone viewport, stand-in links. */
export function storyPageProps<D = undefined>(
  ctx: { globals: Record<string, unknown> },
  extra: { data?: D; params?: Record<string, string> } = {},
): PageProps<D> {
  return {
    data: extra.data as D,
    lang: storyLang(ctx.globals),
    device: storyDevice(ctx.globals),
    params: extra.params ?? {},
    href: storyLinks(ctx),
  };
}

/** Default args of a page story (the render function replaces them with `storyPageProps`). */
export const PAGE_STORY_ARGS = {
  data: undefined,
  lang: DEFAULT_LANGUAGE,
  device: 'desktop',
  params: {},
  href: storyHref(DEFAULT_LANGUAGE),
} as const;

/** Matches a name or label that begins with `text` (a field label followed by its required mark). */
export const startsWith =
  (text: string) =>
  (name: string): boolean =>
    name.startsWith(text);

/** Matches a name or text that contains `text`. */
export const contains =
  (text: string) =>
  (name: string): boolean =>
    name.includes(text);
