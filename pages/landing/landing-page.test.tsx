import { AD_LANDING_PAGES } from '@sellwise/api/contract';
import { render, screen, within } from '@testing-library/react';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fixtureVisitorApi } from '../stories-support/visitor-fixtures';
import { messagesFor, storyHref } from '../stories-support/with-intl';
import type { PageApi, PageLang } from '../types';
import { VisitorApiContext } from '../visitor/visitor-api';
import { LandingPage, landingPage, SpxStaticPage, spxStaticPage } from './landing-page';

const REGIONS = [
  { country: 'TH', name: 'Thailand', pickupDays: 'Mon–Sat', codAvailable: true },
  { country: 'SG', name: 'Singapore', pickupDays: 'Mon–Fri', codAvailable: false },
];

function renderIn(lang: PageLang, node: React.ReactNode) {
  return render(
    <IntlProvider locale="en" messages={messagesFor(lang)}>
      {node}
    </IntlProvider>,
  );
}

const intlFor = (lang: PageLang) => createIntl({ locale: 'en', messages: messagesFor(lang) });

describe('LandingPage', () => {
  it('renders the named page with one h1 and its source on every sign-up link', () => {
    renderIn(
      'th',
      <LandingPage
        data={undefined}
        lang="th"
        device="desktop"
        params={{ name: 'lazadaSellerCenterAdsPage' }}
        href={storyHref('th')}
      />,
    );
    const th = messagesFor('th');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      th['pages.landing.lazadaSellerCenterAdsPage.hero.title'] ?? '',
    );
    const signUps = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.includes('register.htm'));
    expect(signUps).toHaveLength(3);
    for (const a of signUps)
      expect(a).toHaveAttribute('href', '/th/register.htm?source=lazadaSellerCenterAdsPage');
    expect(
      screen.getByRole('link', { name: th['pages.landing.lazadaSellerCenterAdsPage.hero.secondaryAction'] }),
    ).toHaveAttribute('href', '#faq');
  });

  /** Renders a landing page as the site does, with the visitor API its sign-up form calls. */
  const renderPage = (name: string, lang: PageLang = 'en_US', device: 'desktop' | 'mobile' = 'desktop') =>
    renderIn(
      lang,
      <VisitorApiContext value={fixtureVisitorApi()}>
        <LandingPage
          data={undefined}
          lang={lang}
          device={device}
          params={{ name }}
          href={storyHref(lang, device === 'mobile')}
        />
      </VisitorApiContext>,
    );

  /** What the rendered page is made of: the hero's aside, then its sections in order. */
  const renderedComposition = (container: HTMLElement) => {
    const aside = container.querySelector('[data-slot="hero-form"] > [data-slot]')?.getAttribute('data-slot');
    const sections = [...container.querySelectorAll('[data-section]')].map((el) =>
      el.getAttribute('data-section'),
    );
    return [aside ?? 'picture', ...sections].join(' > ');
  };

  it('renders each advertising landing page with a composition of its own', async () => {
    const seen = new Map<string, string>();
    for (const name of AD_LANDING_PAGES) {
      const { container, unmount } = renderPage(name);
      // The capture pages' form code is a lazy chunk; its first import in a run is slow.
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      const composition = renderedComposition(container);
      expect(seen.get(composition), `${name} is built like ${seen.get(composition)}`).toBeUndefined();
      seen.set(composition, name);
      unmount();
    }
  });

  it.each(['captureAdsPage', 'captureAdsPage1', 'staticRg'])(
    '%s: the real sign-up form is in the first screen (the hero), on desktop and phone',
    async (name) => {
      for (const device of ['desktop', 'mobile'] as const) {
        const { container, unmount } = renderPage(name, 'en_US', device);
        const form = await screen.findByRole('form', {}, { timeout: 10_000 });
        const hero = container.querySelector<HTMLElement>('[data-section]');
        expect(hero).toHaveAttribute('data-section', 'hero');
        expect(hero).toContainElement(form);
        expect(within(form).getByRole('button', { name: 'Send code' })).toBeInTheDocument();
        // The hero's call to action is the form itself; every other sign-up link scrolls to it.
        for (const a of screen
          .getAllByRole('link')
          .filter((l) => l.getAttribute('href')?.includes('register')))
          expect(a.getAttribute('href')).toBe('#sign-up');
        expect(screen.getAllByRole('link').some((l) => l.getAttribute('href') === '#sign-up')).toBe(true);
        unmount();
      }
    },
  );

  it.each([
    ['shopeeSellerAdsPage', 'Shopee'],
    ['shopeeSellerAdsPage1', 'Shopee'],
    ['lazadaSellerAdsPage', 'Lazada'],
    ['lazadaSellerCenterAdsPage', 'Lazada'],
    ['tikTokSellerCentreAdsPage', 'TikTok Shop'],
    ['shopifySellerCentreAdsPage', 'Shopify'],
  ])('%s: leads with %s proof, its figures and steps, in the hero', (name, marketplace) => {
    const { container } = renderPage(name);
    const heroElement = container.querySelector('[data-section="hero"]') as HTMLElement;
    const hero = within(heroElement);
    expect(hero.getByRole('heading', { level: 2 })).toHaveTextContent(`Sellwise for ${marketplace} sellers`);
    expect(heroElement.querySelector('[data-slot="marketplace-wordmark"]')).toHaveTextContent(marketplace);
    expect(hero.getAllByRole('definition').map((d) => d.textContent)).toEqual(['5', '6', '3']);
    expect(heroElement.querySelectorAll('ol > li')).toHaveLength(3);
  });

  it('shows the brand page for an unknown name instead of failing', () => {
    renderIn(
      'en_US',
      <LandingPage
        data={undefined}
        lang="en_US"
        device="desktop"
        params={{ name: 'nope' }}
        href={storyHref('en_US')}
      />,
    );
    expect(screen.getAllByRole('link', { name: 'Start free trial' })[0]).toHaveAttribute(
      'href',
      '/en_US/register.htm?source=brandAdsPage',
    );
  });

  it('gives the page title, description and FAQ structured data in the page language', () => {
    const meta = landingPage.meta({
      data: undefined,
      intl: intlFor('zh_CN'),
      params: { name: 'tikTokSellerCentreAdsPage' },
    });
    const zh = messagesFor('zh_CN');
    expect(meta.title).toBe(zh['pages.landing.tikTokSellerCentreAdsPage.meta.title']);
    expect(meta.description).toBe(zh['pages.landing.tikTokSellerCentreAdsPage.meta.description']);
    expect(meta.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'FAQPage',
        mainEntity: expect.arrayContaining([
          expect.objectContaining({
            name: zh['pages.landing.tikTokSellerCentreAdsPage.faq.items.0.question'],
          }),
        ]),
      }),
    ]);
  });
});

describe('SpxStaticPage', () => {
  it('puts the enquiry form, with the regions the API named, beside the hero', async () => {
    renderIn(
      'en_US',
      <VisitorApiContext value={fixtureVisitorApi()}>
        <SpxStaticPage
          data={{ regions: REGIONS }}
          lang="en_US"
          device="desktop"
          params={{}}
          href={storyHref('en_US')}
        />
      </VisitorApiContext>,
    );
    // The form's code loads on its own (lazy), so the page shows once it has.
    const country = await screen.findByRole(
      'combobox',
      { name: /Country you ship from/ },
      { timeout: 10_000 },
    );
    const panel = within(document.getElementById('enquiry') as HTMLElement);
    expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent('Ask about SPX Express rates');
    expect(panel.getByRole('combobox', { name: /Country you ship from/ })).toBe(country);
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['TH', 'SG']);
    expect(panel.getByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask about SPX rates' })).toHaveAttribute('href', '#enquiry');
  });

  it('offers sign-up when the API named no regions', () => {
    renderIn(
      'en_US',
      <SpxStaticPage
        data={{ regions: [] }}
        lang="en_US"
        device="desktop"
        params={{}}
        href={storyHref('en_US')}
      />,
    );
    const panel = within(document.getElementById('enquiry') as HTMLElement);
    expect(panel.getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/en_US/register.htm?source=spxStaticPage',
    );
  });

  it('loads the regions from GET spxData, and survives a failing API', async () => {
    const ctx = { device: 'desktop', params: {}, query: new URLSearchParams(), lang: 'th' } as const;
    const spxData = vi.fn(async () => ({ code: 0, msg: '', data: { regions: REGIONS, enquiries: 3 } }));
    await expect(spxStaticPage.loader?.({ ...ctx, api: { spxData } as unknown as PageApi })).resolves.toEqual(
      {
        regions: REGIONS,
      },
    );
    expect(spxData).toHaveBeenCalledTimes(1);
    const down = { spxData: async () => Promise.reject(new Error('offline')) } as unknown as PageApi;
    await expect(spxStaticPage.loader?.({ ...ctx, api: down })).resolves.toEqual({ regions: [] });
    const refused = {
      spxData: async () => ({ code: 500, msg: 'error.server', data: null }),
    } as unknown as PageApi;
    await expect(spxStaticPage.loader?.({ ...ctx, api: refused })).resolves.toEqual({ regions: [] });
  });
});
