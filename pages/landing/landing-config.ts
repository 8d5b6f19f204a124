import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { type MessageRef, msg } from '../assembler/messages';
import { type PageConfig, section } from '../assembler/page-config';
import {
  FALLBACK_LANDING,
  type HeroPicture,
  isLandingName,
  LANDING_NAMES,
  LANDING_SPECS,
  type LandingConfigName,
  type LandingName,
  SECTION_IDS,
} from './landing-pages';

const STEP_COUNT = 3;
const FAQ_COUNT = 3;
const HERO_BULLET_COUNT = 3;

/** Sign-up block in the hero; the real form arrives with the visitor-functions work. */
export type SignUpPanelConfig = {
  kind: 'signUp';
  title: MessageRef;
  subtitle: MessageRef;
  action: { label: MessageRef; href: string };
  /** Rich text with <terms> and <privacy> tags, linked to these pages. */
  legal: MessageRef;
  terms: { href: string };
  privacy: { href: string };
};

/** SPX enquiry block: heading and a contact link (the API's customer-service channel) for now. */
export type EnquiryPanelConfig = {
  kind: 'enquiry';
  title: MessageRef;
  subtitle: MessageRef;
  contactLabel: MessageRef;
  /** Shown when no customer-service channel is known: sign up instead. */
  fallback: { label: MessageRef; href: string };
};

export type LandingPanelConfig = SignUpPanelConfig | EnquiryPanelConfig;

/** A landing page: a config with its name and, beside the hero, an optional panel. */
type LandingShape = PageConfig & {
  name: LandingConfigName;
  /** The hero's aside; its presence switches the hero to the landing variant. */
  panel?: LandingPanelConfig;
};
export type LandingConfig = ReturnType<typeof buildLandingConfig>;

const PICTURE_SIZE = { width: 480, height: 360 } as const;
const pictureSrc = (picture: HeroPicture) => `/illustrations/landing/${picture}.svg`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Builds any landing page from its copy in `pages.landing.<name>` and its spec (landing-pages.ts). */
export function buildLandingConfig(name: LandingConfigName) {
  const spec = LANDING_SPECS[name];
  const t = (id: string) => msg(`pages.landing.${name}.${id}`);
  const signUpHref = `${LANG_PAGE_PATHS.register}?source=${name}`;
  const signUp = (labelId: string) => ({ label: t(labelId), href: signUpHref });
  const benefitCount = spec.benefitIcons.length;

  return {
    id: name,
    name,
    // Each landing page ships its own copy only (locales/<lang>/pages/landing/<name>.json).
    namespaces: [`pages.landing.${name}`, 'pages.common'],
    meta: { title: t('meta.title'), description: t('meta.description') },
    panel: buildPanel(spec.panel, t, signUpHref),
    sections: [
      section('hero', SECTION_IDS.hero, {
        variant: spec.panel ? 'landing' : 'split',
        eyebrow: t('hero.eyebrow'),
        title: t('hero.title'),
        text: t('hero.text'),
        primaryAction: signUp('hero.primaryAction'),
        secondaryAction: { label: t('hero.secondaryAction'), href: spec.secondaryHref },
        bullets: range(HERO_BULLET_COUNT).map((i) => t(`hero.bullets.${i}`)),
        // Decorative: the heading and text beside it say everything the picture shows.
        image:
          spec.picture && !spec.panel
            ? { src: pictureSrc(spec.picture), alt: '', ...PICTURE_SIZE, priority: true }
            : undefined,
      }),
      section('featureGrid', SECTION_IDS.benefits, {
        title: t('benefits.title'),
        // Four cards read best two by two; three in one row.
        columns: benefitCount === 4 ? 2 : 3,
        items: spec.benefitIcons.map((icon, i) => ({
          icon,
          title: t(`benefits.items.${i}.title`),
          text: t(`benefits.items.${i}.text`),
        })),
      }),
      section('steps', SECTION_IDS.howItWorks, {
        title: t('howItWorks.title'),
        tone: 'surface',
        items: range(STEP_COUNT).map((i) => ({
          title: t(`howItWorks.steps.${i}.title`),
          text: t(`howItWorks.steps.${i}.text`),
        })),
        action: signUp('hero.primaryAction'),
      }),
      section('testimonials', SECTION_IDS.proof, {
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
      }),
      section('faq', SECTION_IDS.faq, {
        title: t('faq.title'),
        tone: 'surface',
        items: range(FAQ_COUNT).map((i) => ({
          id: `question-${i + 1}`,
          question: t(`faq.items.${i}.question`),
          answer: t(`faq.items.${i}.answer`),
        })),
      }),
      section('ctaBanner', SECTION_IDS.cta, {
        title: t('cta.title'),
        text: t('cta.text'),
        primaryAction: signUp('cta.action'),
        // The copy's trust line is reassurance (free trial, official connection), not a rating: the
        // hero would frame it with five stars, so it sits under the closing call to action instead.
        note: t('hero.trustLine'),
      }),
    ],
  } satisfies LandingShape;
}

function buildPanel(
  kind: LandingPanelConfig['kind'] | undefined,
  t: (id: string) => MessageRef,
  signUpHref: string,
): LandingPanelConfig | undefined {
  if (kind === 'signUp') {
    return {
      kind,
      title: t('form.title'),
      subtitle: t('form.subtitle'),
      action: { label: t('form.submit'), href: signUpHref },
      legal: t('form.legal'),
      terms: { href: LANG_PAGE_PATHS.terms },
      privacy: { href: LANG_PAGE_PATHS.privacyPolicy },
    };
  }
  if (kind === 'enquiry') {
    return {
      kind,
      title: t('enquiryForm.title'),
      subtitle: t('enquiryForm.subtitle'),
      contactLabel: t('enquiryForm.submit'),
      fallback: { label: t('hero.primaryAction'), href: signUpHref },
    };
  }
  return undefined;
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
