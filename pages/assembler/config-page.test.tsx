import { CtaBanner, Faq, Hero, Stats } from '@sellwise/design-system/sections';
import { render, screen } from '@testing-library/react';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { defineConfigPage } from './config-page';
import { msg } from './messages';
import { type PageConfig, section } from './page-config';

const messages = {
  'pages.t.title': 'Sell on every marketplace',
  'pages.t.text': 'One home for your shops',
  'pages.t.cta': 'Start free',
  'pages.t.q': 'Is it free?',
  'pages.t.a': 'For two shops.',
  'pages.t.crumb': 'Tools',
};
const config = (id: string) =>
  ({
    id,
    namespaces: [`pages.${id}`],
    meta: { title: msg('pages.t.title'), description: msg('pages.t.text') },
    sections: [
      section('hero', 'hero', { title: msg('pages.t.title') }),
      section('faq', 'faq', {
        items: [{ id: 'free', question: msg('pages.t.q'), answer: msg('pages.t.a') }],
      }),
      section('ctaBanner', 'cta', {
        title: msg('pages.t.title'),
        primaryAction: { label: msg('pages.t.cta'), href: 'register.htm?source=t' },
      }),
    ],
  }) satisfies PageConfig;
const CONFIGS = { one: config('one'), two: config('two') };
const components = { hero: Hero, faq: Faq, ctaBanner: CtaBanner };
const intl = createIntl({ locale: 'en', messages });
const href = (path: string, query?: Record<string, string>) =>
  `/en_US/${path}${query ? `?${new URLSearchParams(query)}` : ''}`;

describe('defineConfigPage', () => {
  it('renders the config’s sections with localized links', () => {
    const { Page } = defineConfigPage({ config: CONFIGS.one, components });
    render(
      <IntlProvider locale="en" messages={messages}>
        <Page data={undefined} lang="en_US" device="desktop" params={{}} href={href} />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sell on every marketplace');
    expect(screen.getByRole('link', { name: 'Start free' })).toHaveAttribute(
      'href',
      '/en_US/register.htm?source=t',
    );
  });

  it('gives head meta: title, description, crumbs and, when asked, the questions as FAQPage', () => {
    const page = defineConfigPage({
      configs: CONFIGS,
      pick: (params) => (params.name === 'two' ? 'two' : 'one'),
      components,
      breadcrumbs: (params) => [{ nameId: 'pages.t.crumb', path: `${params.name}.htm` }],
      faqJsonLd: true,
    });
    const meta = page.meta({ data: undefined, intl, params: { name: 'two' } });
    expect(meta).toMatchObject({
      title: 'Sell on every marketplace',
      description: 'One home for your shops',
      breadcrumbs: [{ name: 'Tools', path: 'two.htm' }],
      jsonLd: [{ '@type': 'FAQPage', mainEntity: [expect.objectContaining({ name: 'Is it free?' })] }],
    });
    expect(page.namespacesFor?.({ name: 'two' })).toEqual(['pages.two']);
    expect(page.namespaces).toEqual(['pages.one']);
    const plain = defineConfigPage({ config: CONFIGS.one, components }).meta({
      data: undefined,
      intl,
      params: {},
    });
    expect(plain).toEqual({ title: 'Sell on every marketplace', description: 'One home for your shops' });
  });

  it('needs a component for each section type of the config, and no other (checked by the compiler)', () => {
    // @ts-expect-error the config has a ctaBanner section and no component is given for it
    defineConfigPage({ config: CONFIGS.one, components: { hero: Hero, faq: Faq } });
    // @ts-expect-error no section of the config is a stats section: its code would ship for nothing
    defineConfigPage({ config: CONFIGS.one, components: { ...components, stats: Stats } });
  });
});
