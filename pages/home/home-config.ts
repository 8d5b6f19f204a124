import { msg } from '../assembler/messages';
import { type PageConfig, section } from '../assembler/page-config';

const t = (id: string) => msg(`pages.home.${id}`);
const AREAS = ['product', 'order', 'inventory', 'marketing', 'data', 'crawl'] as const;

/** The home page: every part the spec names, as sections. Hrefs are site paths, localized by the page. */
export const homeConfig = {
  id: 'home',
  namespaces: ['pages.home', 'pages.common'],
  meta: { title: t('meta.title'), description: t('meta.description') },
  sections: [
    section('hero', 'first-banner', {
      eyebrow: t('firstBanner.eyebrow'),
      title: t('firstBanner.title'),
      text: t('firstBanner.text'),
      primaryAction: { label: t('firstBanner.primaryAction'), href: 'register.htm?source=home' },
      secondaryAction: { label: t('firstBanner.secondaryAction'), href: 'handlerTrain.htm?source=home' },
      bullets: [t('firstBanner.bullets.0'), t('firstBanner.bullets.1'), t('firstBanner.bullets.2')],
      trustLine: t('firstBanner.trustLine'),
    }),
    section('logoCloud', 'marketplaces', {
      title: t('marketplaces.title'),
      text: t('marketplaces.text'),
      items: ['shopee', 'lazada', 'tiktokShop', 'shopify', 'tokopedia'],
    }),
    section('featureGrid', 'features', {
      title: t('features.title'),
      text: t('features.intro'),
      columns: 3,
      items: AREAS.map((area) => ({
        icon: area,
        title: t(`features.items.${area}.title`),
        text: t(`features.items.${area}.text`),
        link: { label: t('cardButton.details'), href: `introduction/${area}.htm` },
      })),
    }),
    section('stats', 'stats', {
      title: t('stats.title'),
      tone: 'brand',
      items: ['channels', 'tools', 'languages', 'dashboard'].map((k) => ({
        value: t(`stats.items.${k}.value`),
        label: t(`stats.items.${k}.label`),
      })),
    }),
    section('testimonials', 'testimonials', {
      title: t('testimonials.title'),
      text: t('testimonials.intro'),
      items: ['thailand', 'vietnam', 'indonesia'].map((k) => ({
        quote: t(`testimonials.items.${k}.quote`),
        name: t(`testimonials.items.${k}.name`),
        role: t(`testimonials.items.${k}.role`),
        store: t(`testimonials.items.${k}.store`),
      })),
    }),
    section('faq', 'faq', {
      title: t('faq.title'),
      items: ['channels', 'trial', 'overselling', 'team', 'security', 'start'].map((k) => ({
        id: k,
        question: t(`faq.items.${k}.question`),
        answer: t(`faq.items.${k}.answer`),
      })),
    }),
    section('ctaBanner', 'cta', {
      title: t('cta.title'),
      text: t('cta.text'),
      primaryAction: { label: t('cta.action'), href: 'register.htm?source=home' },
      secondaryAction: { label: t('cta.secondaryAction'), href: 'goods/price.htm' },
    }),
  ],
} satisfies PageConfig;
