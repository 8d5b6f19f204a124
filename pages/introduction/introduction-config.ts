import {
  FEATURE_AREAS,
  INTRODUCTION_PAGES,
  type IntroductionPage,
} from '@sellwise/api/contract/feature-areas';
import { introductionPath, LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { msg } from '../assembler/messages';
import type { PageConfig, SectionEntry } from '../assembler/page-config';
import { AREA_CONTENT, type AreaContent, areaIllustration, signUpHref } from './introduction-areas';
import { faqSection, type Msg, messagesUnder, otherPagesTexts, stepsSection } from './introduction-sections';

/** The overview's own steps and questions (its features are the six areas). */
const INDEX_STEPS = ['connect', 'sync', 'work'] as const;
const INDEX_FAQ = ['allTools', 'languages', 'mobile'] as const;

function hero(t: Msg, name: IntroductionPage): SectionEntry<'hero'> {
  return {
    type: 'hero',
    id: 'hero',
    props: {
      eyebrow: t('hero.eyebrow'),
      title: t('hero.title'),
      text: t('hero.text'),
      primaryAction: { label: t('hero.primaryAction'), href: signUpHref(`introduction-${name}`) },
      secondaryAction: {
        label: t('hero.secondaryAction'),
        href: `${LANG_PAGE_PATHS.train}?source=introduction-${name}`,
      },
      bullets: [t('hero.bullets.0'), t('hero.bullets.1'), t('hero.bullets.2')],
      image: areaIllustration(name === 'index' ? 'overview' : name, true),
    },
  };
}

/** The overview's features: one illustrated row per area, each linking to the area's page. */
function areaRows(t: Msg): SectionEntry<'featureSplit'> {
  return {
    type: 'featureSplit',
    id: 'features',
    props: {
      title: t('features.title'),
      text: t('features.intro'),
      rows: FEATURE_AREAS.map((area) => ({
        title: t(`features.items.${area}.title`),
        text: t(`features.items.${area}.text`),
        image: areaIllustration(area),
        link: { label: msg('pages.common.actions.learnMore'), href: introductionPath(area) },
      })),
    },
  };
}

function featureGrid(t: Msg, features: AreaContent['features']): SectionEntry<'featureGrid'> {
  return {
    type: 'featureGrid',
    id: 'features',
    props: {
      title: t('features.title'),
      text: t('features.intro'),
      columns: 2,
      items: Object.entries(features).map(([key, icon]) => ({
        icon,
        title: t(`features.items.${key}.title`),
        text: t(`features.items.${key}.text`),
      })),
    },
  };
}

function ctaBanner(t: Msg, name: IntroductionPage): SectionEntry<'ctaBanner'> {
  return {
    type: 'ctaBanner',
    id: 'cta',
    props: {
      title: t('cta.title'),
      text: t('cta.text'),
      primaryAction: { label: t('cta.action'), href: signUpHref(`introduction-${name}`) },
      secondaryAction: { label: msg('pages.common.actions.seePricing'), href: LANG_PAGE_PATHS.pricing },
    },
  };
}

function introductionConfigOf(name: IntroductionPage) {
  const t = messagesUnder(`pages.introduction.${name}`);
  const content = name === 'index' ? undefined : AREA_CONTENT[name];
  return {
    id: `introduction-${name}`,
    namespaces: ['pages.introduction', 'pages.common'],
    serverOnlyNamespaces: otherPagesTexts([`pages.introduction.${name}`]),
    meta: { title: t('meta.title'), description: t('meta.description') },
    sections: [
      hero(t, name),
      content ? featureGrid(t, content.features) : areaRows(t),
      stepsSection(t, content?.steps ?? INDEX_STEPS),
      faqSection(t, content?.faq ?? INDEX_FAQ),
      ctaBanner(t, name),
    ],
  } satisfies PageConfig;
}
export type IntroductionConfig = ReturnType<typeof introductionConfigOf>;

/** The seven /introduction/{name}.htm pages as data. */
export const introductionConfigs = Object.fromEntries(
  INTRODUCTION_PAGES.map((name) => [name, introductionConfigOf(name)]),
) as Record<IntroductionPage, IntroductionConfig>;

/** An unknown name (a stale or mistyped link) shows the overview rather than failing. */
export function introductionName(value: string | undefined): IntroductionPage {
  return (INTRODUCTION_PAGES as readonly string[]).includes(value ?? '')
    ? (value as IntroductionPage)
    : 'index';
}
