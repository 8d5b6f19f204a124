import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import type { MarketplaceId } from '@sellwise/design-system/assets';
import { type MessageRef, msg } from '../assembler/messages';
import { type PageConfig, section } from '../assembler/page-config';
import { REGISTER_NAMESPACES } from '../auth/register/namespaces';
import type { AccountChannel } from '../visitor/account';
import {
  CONNECTED_MARKETPLACES,
  FALLBACK_LANDING,
  type HeroPicture,
  isLandingName,
  LANDING_FIGURES,
  LANDING_NAMES,
  LANDING_SPECS,
  type LandingBlock,
  type LandingConfigName,
  type LandingLead,
  type LandingName,
  SECTION_IDS,
  STEP_COUNT,
} from './landing-pages';

const FAQ_COUNT = 3;
const HERO_BULLET_COUNT = 3;

/** Copy every landing page shares: the marketplace proof, the figures and the marketplaces row. */
export const LANDING_SHARED_NAMESPACE = 'pages.landing.shared';
const shared = (id: string, values?: Record<string, string | number>) =>
  msg(`${LANDING_SHARED_NAMESPACE}.${id}`, values);

/** The real sign-up form (the one of register.htm) with the page's own heading and button. */
export type SignUpFormLead = {
  kind: 'signUpForm';
  title: MessageRef;
  subtitle: MessageRef;
  submit: MessageRef;
  channels?: readonly AccountChannel[];
};

/** The marketplace's proof beside the offer: its wordmark, figures and the steps to connect it. */
export type MarketplaceLead = {
  kind: 'marketplace';
  marketplace: MarketplaceId;
  /** The page whose copy the panel shows (marketplaceProof). */
  page: LandingConfigName;
  action: { label: MessageRef; href: string };
};

/** SPX enquiry block: heading and a contact link (the API's customer-service channel). */
export type EnquiryPanelConfig = {
  kind: 'enquiry';
  title: MessageRef;
  subtitle: MessageRef;
  /** Shown when the SPX API gave no regions to enquire about: sign up instead. */
  fallback: { label: MessageRef; href: string };
};

export type LandingPanelConfig = SignUpFormLead | MarketplaceLead | EnquiryPanelConfig;

/** A landing page: a config with its name and, beside the hero, an optional panel. */
type LandingShape = PageConfig & {
  name: LandingConfigName;
  /** What the first screen leads with (landing-pages.ts). */
  lead: LandingLead['kind'];
  /** The hero's aside; its presence switches the hero to the landing variant. */
  panel?: LandingPanelConfig;
};
export type LandingConfig = ReturnType<typeof buildLandingConfig>;

const PICTURE_SIZE = { width: 480, height: 360 } as const;
const pictureSrc = (picture: HeroPicture) => `/illustrations/landing/${picture}.svg`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

type T = (id: string) => MessageRef;

/** Each block after the hero: a design-system section made of the page's copy. */
function blockSection(block: LandingBlock, name: LandingConfigName, t: T, signUp: (id: string) => Action) {
  const spec = LANDING_SPECS[name];
  switch (block) {
    case 'benefits': {
      const count = spec.benefitIcons.length;
      return section('featureGrid', SECTION_IDS.benefits, {
        title: t('benefits.title'),
        // Four cards read best two by two; three in one row.
        columns: count === 4 ? 2 : 3,
        items: spec.benefitIcons.map((icon, i) => ({
          icon,
          title: t(`benefits.items.${i}.title`),
          text: t(`benefits.items.${i}.text`),
        })),
      });
    }
    case 'howItWorks':
      return section('steps', SECTION_IDS.howItWorks, {
        title: t('howItWorks.title'),
        tone: 'surface',
        items: stepItems(t),
        action: signUp('hero.primaryAction'),
      });
    case 'proof':
      return section('testimonials', SECTION_IDS.proof, {
        tone: 'default',
        // One quote: centred at reading width instead of the first cell of a three-column grid.
        className:
          '[&_[data-slot=testimonials]]:mx-auto [&_[data-slot=testimonials]]:max-w-3xl [&_[data-slot=testimonials]]:grid-cols-1',
        items: [
          {
            quote: t('proof.quote'),
            name: t('proof.name'),
            role: t('proof.role'),
            store: t('proof.store'),
          },
        ],
      });
    case 'faq':
      return section('faq', SECTION_IDS.faq, {
        title: t('faq.title'),
        tone: 'surface',
        items: range(FAQ_COUNT).map((i) => ({
          id: `question-${i + 1}`,
          question: t(`faq.items.${i}.question`),
          answer: t(`faq.items.${i}.answer`),
        })),
      });
    case 'cta':
      return section('ctaBanner', SECTION_IDS.cta, {
        title: t('cta.title'),
        text: t('cta.text'),
        primaryAction: signUp('cta.action'),
        // The copy's trust line is reassurance (free trial, official connection), not a rating: the
        // hero would frame it with five stars, so it sits under the closing call to action instead.
        note: t('hero.trustLine'),
      });
    case 'marketplaces':
      return section('logoCloud', SECTION_IDS.marketplaces, {
        title: shared('marketplaces.title'),
        tone: 'surface',
        items: [...CONNECTED_MARKETPLACES],
      });
    case 'figures':
      return section('stats', SECTION_IDS.figures, {
        title: shared('figures.title'),
        tone: 'brand',
        items: (['channels', 'tools', 'languages'] as const).map((key) => ({
          value: shared('figures.value', { count: LANDING_FIGURES[key] }),
          label: shared(`figures.${key}`),
        })),
      });
  }
}

type Action = { label: MessageRef; href: string };

const stepItems = (t: T) =>
  range(STEP_COUNT).map((i) => ({
    title: t(`howItWorks.steps.${i}.title`),
    text: t(`howItWorks.steps.${i}.text`),
  }));

/**
 * What a marketplace page's proof panel shows besides its link: texts taking `{marketplace}`, the figures
 * and the page's steps. Only the server renders the panel (marketplace-proof-panel.tsx), so only it builds this.
 */
export function marketplaceProof(name: LandingConfigName) {
  const t = (id: string) => msg(`pages.landing.${name}.${id}`);
  return {
    title: shared('marketplace.title'),
    figures: [
      { value: LANDING_FIGURES.channels, label: shared('marketplace.channels') },
      { value: LANDING_FIGURES.tools, label: shared('marketplace.tools') },
      { value: LANDING_FIGURES.steps, label: shared('marketplace.steps') },
    ],
    stepsTitle: t('howItWorks.title'),
    steps: stepItems(t),
  };
}

/** Builds any landing page from its copy in `pages.landing.<name>` and its spec (landing-pages.ts). */
export function buildLandingConfig(name: LandingConfigName) {
  const spec = LANDING_SPECS[name];
  const { lead } = spec;
  const t = (id: string) => msg(`pages.landing.${name}.${id}`);
  const signUpHref = `${LANG_PAGE_PATHS.register}?source=${name}`;
  const signUp = (labelId: string) => ({ label: t(labelId), href: signUpHref });
  const capture = lead.kind === 'signUpForm';
  const image =
    lead.kind === 'picture'
      ? // Decorative: the heading and text beside it say everything the picture shows.
        { src: pictureSrc(lead.picture), alt: '', ...PICTURE_SIZE, priority: true }
      : undefined;

  return {
    id: name,
    name,
    lead: lead.kind,
    // Each landing page ships its own copy, the shared landing copy and, with the form, the sign-up's.
    namespaces: [
      `pages.landing.${name}`,
      ...(lead.kind === 'marketplace' || spec.order.includes('figures') || spec.order.includes('marketplaces')
        ? [LANDING_SHARED_NAMESPACE]
        : []),
      ...(capture ? REGISTER_NAMESPACES.filter((ns) => ns !== 'pages.common') : []),
      'pages.common',
    ],
    meta: { title: t('meta.title'), description: t('meta.description') },
    panel: buildPanel(name, lead, t, signUpHref),
    sections: [
      section('hero', SECTION_IDS.hero, {
        variant: lead.kind === 'picture' ? (lead.centred ? 'centred' : 'split') : 'landing',
        eyebrow: t('hero.eyebrow'),
        title: t('hero.title'),
        text: t('hero.text'),
        // On a capture page the form is the call to action; on a phone the eyebrow, the bullets and the
        // top padding would push it out of the first screen.
        ...(capture
          ? {
              className:
                'max-lg:pt-6 max-lg:[&_[data-slot=hero-bullets]]:hidden max-lg:[&_[data-slot=hero-eyebrow]]:hidden',
            }
          : {
              primaryAction: signUp('hero.primaryAction'),
              ...(spec.secondaryHref && {
                secondaryAction: { label: t('hero.secondaryAction'), href: spec.secondaryHref },
              }),
            }),
        bullets: range(HERO_BULLET_COUNT).map((i) => t(`hero.bullets.${i}`)),
        image,
      }),
      ...spec.order.map((block) => blockSection(block, name, t, signUp)),
    ],
  } satisfies LandingShape;
}

function buildPanel(
  name: LandingConfigName,
  lead: LandingLead,
  t: T,
  signUpHref: string,
): LandingPanelConfig | undefined {
  const signUp = (labelId: string) => ({ label: t(labelId), href: signUpHref });
  switch (lead.kind) {
    case 'signUpForm':
      return {
        kind: 'signUpForm',
        ...(lead.channels && { channels: lead.channels }),
        title: t('form.title'),
        subtitle: t('form.subtitle'),
        submit: t('form.submit'),
      };
    case 'marketplace':
      // The rest of the panel is the server's alone (marketplaceProof): the browser keeps its HTML.
      return {
        kind: 'marketplace',
        marketplace: lead.marketplace,
        page: name,
        action: signUp('hero.primaryAction'),
      };
    case 'enquiry':
      return {
        kind: 'enquiry',
        title: t('enquiryForm.title'),
        subtitle: t('enquiryForm.subtitle'),
        fallback: { label: t('hero.primaryAction'), href: signUpHref },
      };
    case 'picture':
      return undefined;
  }
}

/** Every landing page's config, built once. */
export const landingConfigs = Object.fromEntries(
  [...LANDING_NAMES, 'spxStaticPage' as const].map((name) => [name, buildLandingConfig(name)]),
) as Record<LandingConfigName, LandingConfig>;

/** The landing page a route's `params.name` names; an unknown name gets the general brand page. */
export function landingName(name: string | undefined): LandingName {
  return isLandingName(name) ? name : FALLBACK_LANDING;
}

export function landingConfigFor(name: string | undefined): LandingConfig {
  return landingConfigs[landingName(name)];
}
