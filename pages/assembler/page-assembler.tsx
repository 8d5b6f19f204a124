import type { RenderLink } from '@sellwise/design-system/sections';
import {
  AppDownload,
  ArticleList,
  CategoryGrid,
  ContactCard,
  CtaBanner,
  Faq,
  FeatureGrid,
  FeatureSplit,
  Hero,
  LogoCloud,
  PricingTable,
  Stats,
  Steps,
  Testimonials,
  VideoBlock,
} from '@sellwise/design-system/sections';
import { useIntl } from 'react-intl';
import { resolveMessages, type Translate } from './messages';
import type { ResolvedSection, SectionEntry } from './page-config';

export type PageAssemblerProps = {
  sections: readonly SectionEntry[];
  /** The site's router link, handed to every section. */
  renderLink?: RenderLink;
};

/** Renders a page config's sections in order, texts in the page language. */
export function PageAssembler({ sections, renderLink }: PageAssemblerProps) {
  const intl = useIntl();
  const translate: Translate = (ref) => intl.formatMessage({ id: ref.$t }, ref.values);
  return (
    <>
      {sections.map((entry) => (
        <SectionView
          key={entry.id}
          section={resolveMessages<ResolvedSection>(entry as never, translate)}
          renderLink={renderLink}
        />
      ))}
    </>
  );
}

function SectionView({ section, renderLink }: { section: ResolvedSection; renderLink?: RenderLink }) {
  const common = { id: section.id, renderLink };
  switch (section.type) {
    case 'hero':
      return <Hero {...section.props} {...common} />;
    case 'logoCloud':
      return <LogoCloud {...section.props} {...common} />;
    case 'featureGrid':
      return <FeatureGrid {...section.props} {...common} />;
    case 'featureSplit':
      return <FeatureSplit {...section.props} {...common} />;
    case 'stats':
      return <Stats {...section.props} {...common} />;
    case 'steps':
      return <Steps {...section.props} {...common} />;
    case 'videoBlock':
      return <VideoBlock {...section.props} {...common} />;
    case 'testimonials':
      return <Testimonials {...section.props} {...common} />;
    case 'pricingTable':
      return <PricingTable {...section.props} {...common} />;
    case 'faq':
      return <Faq {...section.props} {...common} />;
    case 'articleList':
      return <ArticleList {...section.props} {...common} />;
    case 'categoryGrid':
      return <CategoryGrid {...section.props} {...common} />;
    case 'contactCard':
      return <ContactCard {...section.props} {...common} />;
    case 'appDownload':
      return <AppDownload {...section.props} {...common} />;
    case 'ctaBanner':
      return <CtaBanner {...section.props} {...common} />;
    default:
      return section satisfies never;
  }
}
