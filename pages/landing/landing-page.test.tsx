import type { CsChannel } from '@sellwise/api/contract';
import { render, screen, within } from '@testing-library/react';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor, storyHref } from '../stories-support/with-intl';
import type { PageApi, PageLang } from '../types';
import { LandingPage, landingPage, pickContact, SpxStaticPage, spxStaticPage } from './landing-page';

const line: CsChannel = {
  channel: 'line',
  name: 'LINE',
  value: '@sellwise',
  url: 'https://line.me/R/ti/p/@sellwise',
  hours: 'จันทร์–เสาร์ 09:00–18:00 น.',
  qrcode: 'data:image/svg+xml,',
};
const whatsapp: CsChannel = {
  ...line,
  channel: 'whatsapp',
  name: 'WhatsApp',
  url: 'https://wa.me/6560001234',
};

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

  it('puts the sign-up panel in the hero, with legal links to terms and privacy', () => {
    renderIn(
      'en_US',
      <LandingPage
        data={undefined}
        lang="en_US"
        device="mobile"
        params={{ name: 'staticRg' }}
        href={storyHref('en_US', true)}
      />,
    );
    const panel = document.querySelector<HTMLElement>('[data-slot="hero-form"]');
    expect(panel).not.toBeNull();
    const inPanel = within(panel as HTMLElement);
    expect(inPanel.getByRole('heading', { level: 2 })).toHaveTextContent('Sign up free');
    expect(inPanel.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/m/en_US/register.htm?source=staticRg',
    );
    expect(inPanel.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/m/en_US/terms.htm');
    expect(inPanel.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/m/en_US/privacyPolicy.htm',
    );
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
  it('links the enquiry to customer service and says where', () => {
    renderIn(
      'en_US',
      <SpxStaticPage
        data={{ contact: whatsapp }}
        lang="en_US"
        device="desktop"
        params={{}}
        href={storyHref('en_US')}
      />,
    );
    const panel = within(document.getElementById('enquiry') as HTMLElement);
    expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent('Ask about SPX Express rates');
    expect(panel.getByRole('link', { name: 'Send enquiry' })).toHaveAttribute(
      'href',
      'https://wa.me/6560001234',
    );
    expect(panel.getByText('WhatsApp')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask about SPX rates' })).toHaveAttribute('href', '#enquiry');
  });

  it('offers sign-up when no customer-service channel is known', () => {
    renderIn(
      'en_US',
      <SpxStaticPage
        data={{ contact: null }}
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

  it('loads the channel sellers use in the page language, and survives a failing API', async () => {
    const api = (answer: () => ReturnType<PageApi['customerServiceList']>) =>
      ({ customerServiceList: answer }) as unknown as PageApi;
    const ctx = { device: 'desktop', params: {}, query: new URLSearchParams() } as const;
    const ok = api(async () => ({ code: 0, msg: '', data: { list: [whatsapp, line] } }));
    await expect(spxStaticPage.loader?.({ ...ctx, lang: 'th', api: ok })).resolves.toEqual({ contact: line });
    await expect(spxStaticPage.loader?.({ ...ctx, lang: 'in', api: ok })).resolves.toEqual({
      contact: whatsapp,
    });
    const down = api(async () => Promise.reject(new Error('offline')));
    await expect(spxStaticPage.loader?.({ ...ctx, lang: 'th', api: down })).resolves.toEqual({
      contact: null,
    });
    expect(pickContact([], 'vi')).toBeNull();
  });
});
