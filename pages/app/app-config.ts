import { APP_STORE_LINKS, LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { msg } from '../assembler/messages';
import type { PageConfig } from '../assembler/page-config';

const t = (id: string) => msg(`pages.app.${id}`);

/** Plain https links, so localizeHrefs leaves them alone. */
export const STORE_LINKS = APP_STORE_LINKS;

const stores = [
  { store: 'appStore', href: STORE_LINKS.appStore, kicker: t('stores.appStoreKicker') },
  { store: 'googlePlay', href: STORE_LINKS.googlePlay, kicker: t('stores.googlePlayKicker') },
] as const;

/** The app page: the app in a phone with the store buttons first, then what it does, set-up, FAQ, sign-up. */
export const appConfig = {
  id: 'app',
  namespaces: ['pages.app', 'pages.common'],
  meta: { title: t('meta.title'), description: t('meta.description') },
  sections: [
    {
      type: 'appDownload',
      id: 'download',
      props: {
        headingLevel: 1,
        eyebrow: t('hero.eyebrow'),
        title: t('hero.title'),
        text: t('hero.text'),
        bullets: [t('hero.bullets.0'), t('hero.bullets.1'), t('hero.bullets.2')],
        stores: [...stores],
        illustrationLabel: t('hero.imageAlt'),
      },
    },
    {
      type: 'featureGrid',
      id: 'features',
      props: {
        title: t('features.title'),
        columns: 4,
        items: (
          [
            ['orders', 'order'],
            ['stock', 'inventory'],
            ['products', 'price'],
            ['numbers', 'data'],
          ] as const
        ).map(([key, icon]) => ({
          icon,
          title: t(`features.items.${key}.title`),
          text: t(`features.items.${key}.text`),
        })),
      },
    },
    {
      type: 'steps',
      id: 'steps',
      props: {
        title: t('steps.title'),
        tone: 'surface',
        items: ['download', 'login', 'notify'].map((k) => ({
          title: t(`steps.items.${k}.title`),
          text: t(`steps.items.${k}.text`),
        })),
      },
    },
    {
      type: 'faq',
      id: 'faq',
      props: {
        title: t('faq.title'),
        items: ['price', 'devices', 'staff'].map((k) => ({
          id: k,
          question: t(`faq.items.${k}.question`),
          answer: t(`faq.items.${k}.answer`),
        })),
      },
    },
    {
      type: 'ctaBanner',
      id: 'cta',
      props: {
        title: t('cta.title'),
        text: t('cta.text'),
        primaryAction: { label: t('cta.action'), href: `${LANG_PAGE_PATHS.register}?source=app` },
      },
    },
  ],
} satisfies PageConfig;

/** /m/qrCodeDownload.htm, where the app's QR code leads: one button per phone type, then sign-up. */
export const qrCodeDownloadConfig = {
  id: 'qrCodeDownload',
  namespaces: ['pages.app', 'pages.common'],
  meta: { title: t('qrCodeDownload.meta.title'), description: t('qrCodeDownload.meta.description') },
  download: {
    title: t('qrCodeDownload.title'),
    text: t('qrCodeDownload.text'),
    platforms: [
      { platform: 'ios' as const, label: t('qrCodeDownload.iosButton'), href: STORE_LINKS.appStore },
      {
        platform: 'android' as const,
        label: t('qrCodeDownload.androidButton'),
        href: STORE_LINKS.googlePlay,
      },
    ],
  },
  sections: [
    {
      type: 'ctaBanner',
      id: 'cta',
      props: {
        title: t('cta.title'),
        text: t('cta.text'),
        primaryAction: { label: t('cta.action'), href: `${LANG_PAGE_PATHS.register}?source=qrCodeDownload` },
      },
    },
  ],
} satisfies PageConfig & { download: object };
