import { FEATURE_AREAS, LANGUAGES } from '@sellwise/api/contract';
import { screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { collectMessageIds } from '../assembler/messages';
import { productIntroduceConfigs } from './product-introduce-config';
import { ProductIntroducePage, productIntroducePage } from './product-introduce-page';
import { catalogue, renderInEnglish, signUpHrefs } from './test-support';

const en = catalogue('en_US', productIntroducePage.namespaces);
const renderPage = (area: string) =>
  renderInEnglish(ProductIntroducePage, productIntroducePage.namespaces, { area });

describe('productIntroduce configs', () => {
  it('has one config per feature area', () => {
    expect(Object.keys(productIntroduceConfigs)).toEqual([...FEATURE_AREAS]);
  });

  it.each(FEATURE_AREAS)('%s: every message id exists in all six languages', (area) => {
    const config = productIntroduceConfigs[area];
    const ids = collectMessageIds(config);
    expect(ids.size).toBeGreaterThan(20);
    for (const lang of LANGUAGES) {
      const messages = catalogue(lang, config.namespaces);
      for (const id of ids) expect(messages[id], `${lang} ${id}`).toBeTruthy();
    }
  });

  it.each(FEATURE_AREAS)('%s: hero, points, steps, questions and banner; the hero is the only h1', (area) => {
    const { sections } = productIntroduceConfigs[area];
    expect(sections.map((s) => s.type)).toEqual(['hero', 'featureGrid', 'steps', 'faq', 'ctaBanner']);
    expect(sections.every((s) => s.props.headingLevel === undefined)).toBe(true);
    renderPage(area);
    const [h1, ...more] = screen.getAllByRole('heading', { level: 1 });
    expect(more).toHaveLength(0);
    expect(h1).toHaveTextContent(en[`pages.introduction.introduce.${area}.hero.title`] ?? '');
  });

  it.each(FEATURE_AREAS)('%s: every sign-up link carries the page as source', (area) => {
    renderPage(area);
    const signUps = signUpHrefs();
    expect(signUps).toHaveLength(2);
    for (const href of signUps) expect(href).toBe(`/en_US/register.htm?source=${area}Introduce`);
    expect(screen.getByRole('link', { name: en['pages.common.actions.learnMore'] })).toHaveAttribute(
      'href',
      `/en_US/introduction/${area}.htm`,
    );
  });

  it('an unknown area shows the product page instead of failing', () => {
    renderPage('nope');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      en['pages.introduction.introduce.product.hero.title'] ?? '',
    );
  });
});

describe('productIntroducePage.meta', () => {
  const intl = createIntl({ locale: 'en-US', messages: en });
  const meta = (area: string) => productIntroducePage.meta({ data: undefined, intl, params: { area } });

  it('gives the ads page title, one crumb and the area questions as JSON-LD', () => {
    const data = meta('data');
    expect(data.title).toBe(en['pages.introduction.introduce.data.meta.title']);
    expect(data.breadcrumbs).toEqual([
      { name: en['pages.common.nav.areas.data.label'], path: 'dataIntroduce.htm' },
    ]);
    expect(data.jsonLd).toHaveLength(1);
  });

  it('falls back to the product page for an unknown area', () => {
    expect(meta('nope')).toEqual(meta('product'));
  });
});
