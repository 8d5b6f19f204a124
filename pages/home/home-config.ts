import { FEATURE_AREAS } from '@sellwise/api/contract/feature-areas';
import { introductionPath, LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { STORE_LINKS } from '../app/app-config';
import { msg } from '../assembler/messages';
import { type PageConfig, section } from '../assembler/page-config';
import type { PageDevice } from '../types';

const t = (id: string) => msg(`pages.home.${id}`);
const SIGN_UP = `${LANG_PAGE_PATHS.register}?source=home`;
const illustration = (name: string, alt: string) => ({
  src: `/illustrations/introduction/${name}.svg`,
  alt: t(alt),
  width: 480,
  height: 360,
});
/** The four feature cards of the spec (ProductCard, OrderCard, InventoryCard, DataBoardCard) as split rows. */
const CARDS = [
  { key: 'productCard', area: 'product' },
  { key: 'orderCard', area: 'order' },
  { key: 'inventoryCard', area: 'inventory' },
  { key: 'dataBoardCard', area: 'data' },
] as const;

const firstBanner = section('hero', 'first-banner', {
  eyebrow: t('firstBanner.eyebrow'),
  title: t('firstBanner.title'),
  text: t('firstBanner.text'),
  primaryAction: { label: t('firstBanner.primaryAction'), href: SIGN_UP },
  secondaryAction: { label: t('firstBanner.secondaryAction'), href: `${LANG_PAGE_PATHS.train}?source=home` },
  bullets: [t('firstBanner.bullets.0'), t('firstBanner.bullets.1'), t('firstBanner.bullets.2')],
  trustLine: t('firstBanner.trustLine'),
  image: { ...illustration('overview', 'firstBanner.imageAlt'), priority: true },
});

const marketplaces = section('logoCloud', 'marketplaces', {
  title: t('marketplaces.title'),
  text: t('marketplaces.text'),
  items: ['shopee', 'lazada', 'tiktokShop', 'shopify', 'tokopedia'],
});

const features = section('featureGrid', 'features', {
  title: t('features.title'),
  text: t('features.intro'),
  columns: 3,
  items: FEATURE_AREAS.map((area) => ({
    icon: area,
    title: t(`features.items.${area}.title`),
    text: t(`features.items.${area}.text`),
    link: { label: t('cardButton.details'), href: introductionPath(area) },
  })),
});

const cards = section('featureSplit', 'cards', {
  rows: CARDS.map(({ key, area }) => ({
    eyebrow: t(`${key}.eyebrow`),
    title: t(`${key}.title`),
    text: t(`${key}.text`),
    bullets: [t(`${key}.bullets.0`), t(`${key}.bullets.1`), t(`${key}.bullets.2`)],
    image: illustration(area, `${key}.imageAlt`),
    link: { label: t('cardButton.details'), href: introductionPath(area) },
  })),
});

const boardAnalysis = section('featureGrid', 'board-analysis', {
  eyebrow: t('boardAnalysis.eyebrow'),
  title: t('boardAnalysis.title'),
  text: t('boardAnalysis.text'),
  columns: 3,
  variant: 'plain',
  tone: 'surface',
  items: (
    [
      ['profit', 'wallet'],
      ['bestSellers', 'growth'],
      ['shopComparison', 'dashboard'],
    ] as const
  ).map(([k, icon]) => ({
    icon,
    title: t(`boardAnalysis.rows.${k}.title`),
    text: t(`boardAnalysis.rows.${k}.text`),
  })),
});

const wmStore = section('featureGrid', 'warehouses-and-stores', {
  eyebrow: t('wmStore.eyebrow'),
  title: t('wmStore.title'),
  text: t('wmStore.text'),
  columns: 3,
  items: (
    [
      ['warehouses', 'warehouse'],
      ['storeLinks', 'store'],
      ['transfers', 'sync'],
    ] as const
  ).map(([k, icon]) => ({
    icon,
    title: t(`wmStore.items.${k}.title`),
    text: t(`wmStore.items.${k}.text`),
  })),
});

const appOrder = section('appDownload', 'app-order', {
  eyebrow: t('appOrder.eyebrow'),
  title: t('appOrder.title'),
  text: t('appOrder.text'),
  bullets: [t('appOrder.bullets.0'), t('appOrder.bullets.1'), t('appOrder.bullets.2')],
  stores: [
    { store: 'appStore', href: STORE_LINKS.appStore, kicker: msg('pages.app.stores.appStoreKicker') },
    { store: 'googlePlay', href: STORE_LINKS.googlePlay, kicker: msg('pages.app.stores.googlePlayKicker') },
  ],
});

const stats = section('stats', 'stats', {
  title: t('stats.title'),
  tone: 'brand',
  items: ['channels', 'tools', 'languages', 'dashboard'].map((k) => ({
    value: t(`stats.items.${k}.value`),
    label: t(`stats.items.${k}.label`),
  })),
});

const testimonials = section('testimonials', 'testimonials', {
  title: t('testimonials.title'),
  text: t('testimonials.intro'),
  items: ['thailand', 'vietnam', 'indonesia'].map((k) => ({
    quote: t(`testimonials.items.${k}.quote`),
    name: t(`testimonials.items.${k}.name`),
    role: t(`testimonials.items.${k}.role`),
    store: t(`testimonials.items.${k}.store`),
  })),
});

const faq = section('faq', 'faq', {
  title: t('faq.title'),
  items: ['channels', 'trial', 'overselling', 'team', 'security', 'start'].map((k) => ({
    id: k,
    question: t(`faq.items.${k}.question`),
    answer: t(`faq.items.${k}.answer`),
  })),
});

const cta = section('ctaBanner', 'cta', {
  title: t('cta.title'),
  text: t('cta.text'),
  primaryAction: { label: t('cta.action'), href: SIGN_UP },
  secondaryAction: { label: t('cta.secondaryAction'), href: LANG_PAGE_PATHS.pricing },
});

/** The phone home page's cards (MCard), each opening its detail (MCardDetail: the area's page). */
const mCard = section('featureGrid', 'm-card', {
  title: t('mCard.title'),
  columns: 2,
  items: (['product', 'order', 'inventory', 'data'] as const).map((area) => ({
    icon: area,
    title: t(`mCard.items.${area}.title`),
    text: t(`mCard.items.${area}.text`),
    link: { label: t('cardButton.details'), href: introductionPath(area) },
  })),
});

const DESKTOP = [
  firstBanner,
  marketplaces,
  features,
  cards,
  boardAnalysis,
  wmStore,
  stats,
  appOrder,
  testimonials,
  faq,
  cta,
];
// Phones get the short path to sign-up: the cards instead of the long feature rows.
const MOBILE = [firstBanner, mCard, marketplaces, appOrder, testimonials, faq, cta];

export function homeSections(device: PageDevice) {
  return device === 'mobile' ? MOBILE : DESKTOP;
}

/** The home page: every part the spec names, as sections. Hrefs are site paths, localized by the page. */
export const homeConfig = {
  id: 'home',
  namespaces: ['pages.home', 'pages.app', 'pages.common'],
  // The app-download section (static) is the home page's only user of pages.app.
  serverOnlyNamespaces: ['pages.app'],
  meta: { title: t('meta.title'), description: t('meta.description') },
  sections: DESKTOP,
} satisfies PageConfig;
