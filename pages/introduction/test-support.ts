import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANG_PAGE_PATHS } from '@sellwise/api/contract';
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { IntlProvider } from 'react-intl';
import type { HrefBuilder, PageLang, PageProps } from '../types';

/** Tests only. A language's messages of the given namespaces, flat (`pages.introduction.order.hero.title`). */
export function catalogue(lang: PageLang, namespaces: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (o: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(o)) {
      if (v && typeof v === 'object') walk(v as Record<string, unknown>, `${prefix}.${k}`);
      else out[`${prefix}.${k}`] = String(v);
    }
  };
  for (const ns of namespaces) {
    const file = join(import.meta.dirname, '../../locales', lang, `${ns.split('.').join('/')}.json`);
    walk(JSON.parse(readFileSync(file, 'utf8')), ns);
  }
  return out;
}

export const englishHref: HrefBuilder = (path, query) =>
  `/en_US/${path}${query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;

/** Renders a page component desktop, in English with the real catalogue. */
export function renderInEnglish(
  Page: (props: PageProps) => React.ReactNode,
  namespaces: readonly string[],
  params: Record<string, string>,
) {
  return render(
    createElement(
      IntlProvider,
      { locale: 'en-US', messages: catalogue('en_US', namespaces) },
      createElement(Page, { data: undefined, lang: 'en_US', device: 'desktop', params, href: englishHref }),
    ),
  );
}

/** The addresses of the rendered sign-up links. */
export const signUpHrefs = () =>
  screen
    .getAllByRole('link')
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => href.includes(LANG_PAGE_PATHS.register));
