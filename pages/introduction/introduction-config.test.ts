import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FEATURE_AREAS, INTRODUCTION_PAGES, LANGUAGES } from '@sellwise/api/contract';
import { screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { collectMessageIds } from '../assembler/messages';
import type { PageConfig } from '../assembler/page-config';
import { introductionConfigs } from './introduction-config';
import { IntroductionPage, introductionPage } from './introduction-page';
import { catalogue, renderInEnglish, signUpHrefs } from './test-support';

const en = catalogue('en_US', introductionPage.namespaces);
const renderPage = (name: string) => renderInEnglish(IntroductionPage, introductionPage.namespaces, { name });

/** Every image a config shows. */
function imageSources(config: PageConfig): string[] {
  return JSON.stringify(config.sections).match(/\/illustrations\/[^"]+/g) ?? [];
}

describe('introduction configs', () => {
  it('has one config per route name', () => {
    expect(Object.keys(introductionConfigs).sort()).toEqual([...INTRODUCTION_PAGES].sort());
  });

  it.each(INTRODUCTION_PAGES)('%s: every message id exists in all six languages', (name) => {
    const config = introductionConfigs[name];
    const ids = collectMessageIds(config);
    expect(ids.size).toBeGreaterThan(25);
    for (const lang of LANGUAGES) {
      const messages = catalogue(lang, config.namespaces);
      for (const id of ids) expect(messages[id], `${lang} ${id}`).toBeTruthy();
    }
  });

  it.each(INTRODUCTION_PAGES)('%s: one hero, first, and it is the only h1', (name) => {
    const { sections } = introductionConfigs[name];
    expect(sections.filter((s) => s.type === 'hero')).toHaveLength(1);
    expect(sections[0]?.type).toBe('hero');
    expect(sections.every((s) => s.props.headingLevel === undefined)).toBe(true);
    renderPage(name);
    const [h1, ...more] = screen.getAllByRole('heading', { level: 1 });
    expect(more).toHaveLength(0);
    expect(h1).toHaveTextContent(en[`pages.introduction.${name}.hero.title`] ?? '');
  });

  it.each(INTRODUCTION_PAGES)('%s: every sign-up link carries the page as source', (name) => {
    renderPage(name);
    const signUps = signUpHrefs();
    expect(signUps.length).toBeGreaterThanOrEqual(2);
    for (const h of signUps) expect(h).toBe(`/en_US/register.htm?source=introduction-${name}`);
  });

  it('the overview links each area to its introduction page', () => {
    renderPage('index');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const area of FEATURE_AREAS) expect(hrefs).toContain(`/en_US/introduction/${area}.htm`);
  });

  it('an unknown name shows the overview instead of failing', () => {
    renderPage('nope');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      en['pages.introduction.index.hero.title'] ?? '',
    );
  });

  it.each(INTRODUCTION_PAGES)('%s: illustrations exist, are small and carry no text', (name) => {
    const sources = imageSources(introductionConfigs[name]);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) {
      const svg = readFileSync(join(import.meta.dirname, '../../site/public', src), 'utf8');
      expect(svg.length, src).toBeLessThan(4096);
      expect(svg, src).toMatch(/<svg[^>]* width="\d+" height="\d+"/);
      expect(svg, src).not.toMatch(/<text/);
    }
  });
});

describe('introductionPage.meta', () => {
  const intl = createIntl({ locale: 'en-US', messages: en });
  const meta = (name: string) => introductionPage.meta({ data: undefined, intl, params: { name } });

  it('gives the area title, crumbs up to the overview and the questions as JSON-LD', () => {
    const order = meta('order');
    expect(order.title).toBe(en['pages.introduction.order.meta.title']);
    expect(order.description).toBe(en['pages.introduction.order.meta.description']);
    expect(order.breadcrumbs).toEqual([
      { name: en['pages.common.nav.areas.overview.label'], path: 'introduction/index.htm' },
      { name: en['pages.common.nav.areas.order.label'], path: 'introduction/order.htm' },
    ]);
    expect(order.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'FAQPage',
        mainEntity: expect.arrayContaining([
          expect.objectContaining({ name: en['pages.introduction.order.faq.items.printer.question'] }),
        ]),
      }),
    ]);
  });

  it('falls back to the overview for an unknown name', () => {
    expect(meta('nope')).toEqual(meta('index'));
    expect(meta('index').breadcrumbs).toHaveLength(1);
  });
});
