import { FEATURE_AREAS, type FeatureArea } from '@sellwise/api/contract/feature-areas';
import { introductionPath } from '@sellwise/api/contract/paths';
import type { SectionIconName } from '@sellwise/design-system/sections';
import { msg } from '../assembler/messages';
import { type PageConfig, section } from '../assembler/page-config';
import { AREA_CONTENT, areaIllustration, signUpHref } from './introduction-areas';
import { faqSection, messagesUnder, otherPagesTexts, stepsSection } from './introduction-sections';

/** Icons of each ads page's three "why sellers switch" points, in catalogue order. */
const POINT_ICONS: Record<FeatureArea, readonly [SectionIconName, SectionIconName, SectionIconName]> = {
  product: ['time', 'price', 'check'],
  order: ['order', 'print', 'shipping'],
  inventory: ['security', 'warehouse', 'alerts'],
  marketing: ['store', 'growth', 'data'],
  data: ['wallet', 'growth', 'data'],
  crawl: ['automation', 'price', 'store'],
};

/**
 * A short page for ads traffic: its own hero, points and closing banner; the steps and questions are
 * those of the area's full introduction page, so both pages answer alike.
 */
function productIntroduceConfigOf(area: FeatureArea) {
  const t = messagesUnder(`pages.introduction.introduce.${area}`);
  const full = messagesUnder(`pages.introduction.${area}`);
  const source = `${area}Introduce`;
  return {
    id: source,
    namespaces: ['pages.introduction', 'pages.common'],
    serverOnlyNamespaces: otherPagesTexts([
      `pages.introduction.introduce.${area}`,
      `pages.introduction.${area}`,
    ]),
    meta: { title: t('meta.title'), description: t('meta.description') },
    sections: [
      section('hero', 'hero', {
        eyebrow: t('hero.eyebrow'),
        title: t('hero.title'),
        text: t('hero.text'),
        primaryAction: { label: t('hero.primaryAction'), href: signUpHref(source) },
        // The hero's trust line draws a star rating; this line names the audience, so it is a bullet.
        bullets: [t('hero.trustLine')],
        image: areaIllustration(area, true),
      }),
      section('featureGrid', 'points', {
        title: t('points.title'),
        columns: 3,
        items: POINT_ICONS[area].map((icon, index) => ({
          icon,
          title: t(`points.items.${index}.title`),
          text: t(`points.items.${index}.text`),
        })),
      }),
      stepsSection(full, AREA_CONTENT[area].steps),
      faqSection(full, AREA_CONTENT[area].faq),
      section('ctaBanner', 'cta', {
        title: t('cta.title'),
        primaryAction: { label: t('cta.action'), href: signUpHref(source) },
        secondaryAction: { label: msg('pages.common.actions.learnMore'), href: introductionPath(area) },
      }),
    ],
  } satisfies PageConfig;
}
export type ProductIntroduceConfig = ReturnType<typeof productIntroduceConfigOf>;

/** The six /{area}Introduce.htm pages as data. */
export const productIntroduceConfigs = Object.fromEntries(
  FEATURE_AREAS.map((area) => [area, productIntroduceConfigOf(area)]),
) as Record<FeatureArea, ProductIntroduceConfig>;
