import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import type { SectionIconName } from '@sellwise/design-system/sections';
import { msg } from '../assembler/messages';
import type { PageConfig } from '../assembler/page-config';

const t = (id: string) => msg(`pages.partners.${id}`);

/** Partner kinds in the order the directory groups them (the API's `kind` values). */
export const PARTNER_KINDS = ['marketplace', 'logistics', 'payment', 'agency'] as const;
const TYPE_ICONS = {
  marketplaces: 'store',
  logistics: 'shipping',
  payment: 'wallet',
  agencies: 'team',
} as const;
const BENEFIT_ICONS = {
  reach: 'growth',
  rewards: 'price',
  coMarketing: 'marketing',
  support: 'support',
} as const;
const BECOME_PARTNER = LANG_PAGE_PATHS.partnersConfig;

const grid = <K extends string>(prefix: string, icons: Record<K, SectionIconName>) =>
  (Object.keys(icons) as K[]).map((k) => ({
    icon: icons[k],
    title: t(`${prefix}.items.${k}.title`),
    text: t(`${prefix}.items.${k}.text`),
  }));

/** The partner programme page; the partner directory (API data) is rendered after `DIRECTORY_AFTER`. */
export const partnersConfig = {
  id: 'partners',
  namespaces: ['pages.partners', 'pages.common'],
  meta: { title: t('meta.title'), description: t('meta.description') },
  sections: [
    {
      type: 'hero',
      id: 'hero',
      props: {
        variant: 'centred',
        eyebrow: t('hero.eyebrow'),
        title: t('hero.title'),
        text: t('hero.text'),
        primaryAction: { label: t('hero.primaryAction'), href: BECOME_PARTNER },
        secondaryAction: { label: t('hero.secondaryAction'), href: '#directory' },
      },
    },
    {
      type: 'featureGrid',
      id: 'types',
      props: {
        title: t('types.title'),
        text: t('types.intro'),
        columns: 4,
        items: grid('types', TYPE_ICONS),
      },
    },
    {
      type: 'featureGrid',
      id: 'benefits',
      props: {
        title: t('benefits.title'),
        columns: 4,
        variant: 'plain',
        items: grid('benefits', BENEFIT_ICONS),
      },
    },
    {
      type: 'steps',
      id: 'how-to-apply',
      props: {
        title: t('steps.title'),
        tone: 'surface',
        items: ['apply', 'talk', 'launch'].map((k) => ({
          title: t(`steps.items.${k}.title`),
          text: t(`steps.items.${k}.text`),
        })),
        action: { label: t('cta.action'), href: BECOME_PARTNER },
      },
    },
    {
      type: 'faq',
      id: 'faq',
      props: {
        title: t('faq.title'),
        items: ['cost', 'who', 'agencies'].map((k) => ({
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
        primaryAction: { label: t('cta.action'), href: BECOME_PARTNER },
        secondaryAction: {
          label: msg('pages.common.actions.startFreeTrial'),
          href: `${LANG_PAGE_PATHS.register}?source=partners`,
        },
      },
    },
  ],
} satisfies PageConfig;
export const DIRECTORY_AFTER = 'types';
