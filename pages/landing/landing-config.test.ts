import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AD_LANDING_PAGES, LANGUAGES } from '@sellwise/api/contract';
import { describe, expect, it } from 'vitest';
import { collectMessageIds } from '../assembler/messages';
import {
  buildLandingConfig,
  LANDING_SHARED_NAMESPACE,
  landingConfigFor,
  landingConfigs,
} from './landing-config';
import { FALLBACK_LANDING, LANDING_SPECS, type LandingConfigName } from './landing-pages';

const NAMES = Object.keys(LANDING_SPECS) as LandingConfigName[];

const cache = new Map<string, Record<string, string>>();
function catalogue(lang: string, ns: string): Record<string, string> {
  const key = `${lang}/${ns}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const out: Record<string, string> = {};
  const walk = (o: Record<string, unknown>, p: string) => {
    for (const [k, v] of Object.entries(o)) {
      if (v && typeof v === 'object') walk(v as Record<string, unknown>, `${p}.${k}`);
      else out[`${p}.${k}`] = String(v);
    }
  };
  const file = join(import.meta.dirname, '../../locales', lang, `${ns.split('.').join('/')}.json`);
  walk(JSON.parse(readFileSync(file, 'utf8')), ns);
  cache.set(key, out);
  return out;
}

/** Every `href` in a config, wherever it sits (sections and the hero panel). */
function hrefs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) hrefs(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'href' && typeof v === 'string') out.push(v);
      else hrefs(v, out);
    }
  return out;
}

describe('landing configs', () => {
  it('cover the ad pages of the contract plus staticRg, thRegister and spxStaticPage', () => {
    expect([...NAMES].sort()).toEqual(
      [...AD_LANDING_PAGES, 'staticRg', 'thRegister', 'spxStaticPage'].sort(),
    );
    expect(Object.keys(landingConfigs).sort()).toEqual([...NAMES].sort());
  });

  it.each(NAMES)('%s: every message id exists in all six languages', (name) => {
    const config = landingConfigs[name];
    const ids = collectMessageIds(config);
    expect(ids.size).toBeGreaterThan(20);
    for (const id of ids)
      expect(
        id.startsWith(`pages.landing.${name}.`) || id.startsWith(`${LANDING_SHARED_NAMESPACE}.`),
        id,
      ).toBe(true);
    for (const lang of LANGUAGES) {
      const messages = Object.assign({}, ...config.namespaces.map((ns) => catalogue(lang, ns)));
      for (const id of ids) expect(messages[id], `${lang} ${id}`).toBeTruthy();
    }
  });

  it.each(NAMES)('%s: uses every benefit of its copy, no more and no fewer', (name) => {
    const benefits = catalogue('en_US', `pages.landing.${name}`);
    const count = Object.keys(benefits).filter((id) =>
      new RegExp(`^pages\\.landing\\.${name}\\.benefits\\.items\\.\\d+\\.title$`).test(id),
    ).length;
    const grid = landingConfigs[name].sections.find((s) => s.type === 'featureGrid');
    expect(grid?.props.items).toHaveLength(count);
  });

  it.each(NAMES)('%s: one hero first, and every sign-up link carries the page as source', (name) => {
    const config = landingConfigs[name];
    expect(config.sections.filter((s) => s.type === 'hero')).toHaveLength(1);
    expect(config.sections[0]?.type).toBe('hero');
    const signUps = hrefs(config).filter((h) => h.startsWith('register.htm'));
    // The closing call to action at least; capture pages have their form instead of more links.
    expect(signUps.length).toBeGreaterThanOrEqual(1);
    for (const h of signUps) expect(h).toBe(`register.htm?source=${name}`);
  });

  it.each(NAMES)('%s: in-page links point at a section or the panel of the page', (name) => {
    const config = landingConfigs[name];
    const ids = new Set(config.sections.map((s) => s.id));
    if (config.panel?.kind === 'enquiry') ids.add('enquiry');
    for (const h of hrefs(config).filter((x) => x.startsWith('#'))) expect(ids.has(h.slice(1)), h).toBe(true);
  });

  it('puts the sign-up form on the pages whose copy has a form block, and the enquiry panel on SPX', () => {
    for (const name of NAMES) {
      const panel = landingConfigs[name].panel?.kind;
      const hasForm = `pages.landing.${name}.form.title` in catalogue('en_US', `pages.landing.${name}`);
      expect(panel === 'signUpForm', name).toBe(hasForm);
    }
    expect(landingConfigs.spxStaticPage.panel?.kind).toBe('enquiry');
  });

  /** A page's composition: what its first screen leads with and the section types after it, in order. */
  const composition = (name: LandingConfigName) => {
    const config = landingConfigs[name];
    const lead =
      config.panel?.kind === 'marketplace' ? `marketplace:${config.panel.marketplace}` : config.lead;
    return [lead, ...config.sections.map((s) => s.type)].join(' > ');
  };

  it('gives each advertising landing page its own composition', () => {
    const seen = new Map<string, string>();
    for (const name of AD_LANDING_PAGES) {
      // The section order alone differs too, not only the lead.
      const order = landingConfigs[name].sections.map((s) => s.type).join(' > ');
      expect(seen.get(order), `${name} has the composition of ${seen.get(order)}`).toBeUndefined();
      seen.set(order, name);
    }
    expect(new Set(AD_LANDING_PAGES.map(composition)).size).toBe(AD_LANDING_PAGES.length);
  });

  it('leads the capture pages with the sign-up form and the marketplace pages with that marketplace', () => {
    for (const name of ['captureAdsPage', 'captureAdsPage1', 'staticRg', 'thRegister'] as const)
      expect(landingConfigs[name].panel?.kind, name).toBe('signUpForm');
    const marketplaces = {
      shopeeSellerAdsPage: 'shopee',
      shopeeSellerAdsPage1: 'shopee',
      lazadaSellerAdsPage: 'lazada',
      lazadaSellerCenterAdsPage: 'lazada',
      tikTokSellerCentreAdsPage: 'tiktokShop',
      shopifySellerCentreAdsPage: 'shopify',
    } as const;
    for (const [name, marketplace] of Object.entries(marketplaces)) {
      const panel = landingConfigs[name as keyof typeof marketplaces].panel;
      expect(panel?.kind === 'marketplace' && panel.marketplace, name).toBe(marketplace);
    }
  });

  it('builds the same config every time (data, not state)', () => {
    expect(buildLandingConfig('shopeeSellerAdsPage')).toEqual(landingConfigs.shopeeSellerAdsPage);
  });

  it('falls back to the brand page for an unknown or missing name', () => {
    expect(landingConfigFor('noSuchPage').id).toBe(FALLBACK_LANDING);
    expect(landingConfigFor(undefined).id).toBe(FALLBACK_LANDING);
    expect(landingConfigFor('__proto__').id).toBe(FALLBACK_LANDING);
    expect(landingConfigFor('lazadaSellerAdsPage').id).toBe('lazadaSellerAdsPage');
    // The SPX page has its own route and module; the name route does not serve it.
    expect(landingConfigFor('spxStaticPage').id).toBe(FALLBACK_LANDING);
  });
});
