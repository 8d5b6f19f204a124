import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { type MessageRef, msg } from '../assembler/messages';
import type { PageConfig } from '../assembler/page-config';

const t = (id: string) => msg(`pages.about.${id}`);
const VALUE_ICONS = {
  sellerFirst: 'store',
  honestNumbers: 'wallet',
  local: 'global',
  simple: 'speed',
} as const;
/** The company address the help centre and privacy policy give. */
export const CONTACT_EMAIL = 'mailto:support@sellwise.com';
const OFFICES = ['bangkok', 'hoChiMinhCity', 'jakarta', 'kualaLumpur'] as const;

/** The about page: hero, story and mission, values, numbers, offices, careers and the sign-up call to action. */
export const aboutConfig = {
  id: 'about',
  namespaces: ['pages.about', 'pages.common'],
  meta: { title: t('meta.title'), description: t('meta.description') },
  sections: [
    {
      type: 'hero',
      id: 'hero',
      props: {
        eyebrow: t('hero.eyebrow'),
        title: t('hero.title'),
        text: t('hero.text'),
        primaryAction: { label: t('cta.action'), href: `${LANG_PAGE_PATHS.register}?source=about` },
        secondaryAction: { label: t('cta.secondaryAction'), href: `${LANG_PAGE_PATHS.train}?source=about` },
        image: {
          src: '/illustrations/company/about-hero.svg',
          alt: '',
          width: 560,
          height: 420,
          priority: true,
        },
      },
    },
    {
      type: 'featureGrid',
      id: 'values',
      props: {
        title: t('values.title'),
        columns: 4,
        items: (Object.keys(VALUE_ICONS) as (keyof typeof VALUE_ICONS)[]).map((value) => ({
          icon: VALUE_ICONS[value],
          title: t(`values.items.${value}.title`),
          text: t(`values.items.${value}.text`),
        })),
      },
    },
    {
      type: 'stats',
      id: 'numbers',
      props: {
        title: t('numbers.title'),
        tone: 'brand',
        items: ['channels', 'tools', 'languages', 'offices'].map((k) => ({
          value: t(`numbers.items.${k}.value`),
          label: t(`numbers.items.${k}.label`),
        })),
      },
    },
    {
      type: 'featureGrid',
      id: 'offices',
      props: {
        title: t('offices.title'),
        text: t('offices.intro'),
        columns: 4,
        variant: 'plain',
        items: OFFICES.map((office) => ({
          icon: 'store',
          title: t(`offices.items.${office}.city`),
          text: t(`offices.items.${office}.text`),
        })),
      },
    },
    {
      type: 'ctaBanner',
      id: 'careers',
      props: {
        title: t('careers.title'),
        text: t('careers.text'),
        layout: 'split',
        tone: 'surface',
        // No careers page exists yet: the roles are sent on request from the support address.
        primaryAction: { label: t('careers.action'), href: CONTACT_EMAIL },
      },
    },
    {
      type: 'ctaBanner',
      id: 'cta',
      props: {
        title: t('cta.title'),
        text: t('cta.text'),
        primaryAction: { label: t('cta.action'), href: `${LANG_PAGE_PATHS.register}?source=about` },
        secondaryAction: { label: t('cta.secondaryAction'), href: `${LANG_PAGE_PATHS.train}?source=about` },
      },
    },
  ],
} satisfies PageConfig;

/** The story and mission read as prose, which no section renders; the page shows them after the hero. */
export const aboutStory: {
  title: MessageRef;
  paragraphs: MessageRef[];
  mission: { title: MessageRef; text: MessageRef };
} = {
  title: t('story.title'),
  paragraphs: [0, 1, 2].map((i) => t(`story.paragraphs.${i}`)),
  mission: { title: t('mission.title'), text: t('mission.text') },
};
