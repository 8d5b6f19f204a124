import { Card, Heading, Text } from '@sellwise/design-system/primitives';
import {
  CtaBanner,
  FeatureGrid,
  Hero,
  Section,
  SectionHeader,
  Stats,
} from '@sellwise/design-system/sections';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizeHrefs } from '../assembler/localize-hrefs';
import { PageAssembler, type SectionComponents } from '../assembler/page-assembler';
import type { PageModule, PageProps } from '../types';
import { aboutConfig, aboutStory } from './about-config';

/** The sections this page's configs use (see SectionComponents). */
const SECTIONS = {
  ctaBanner: CtaBanner,
  featureGrid: FeatureGrid,
  hero: Hero,
  stats: Stats,
} satisfies SectionComponents;

/** Story paragraphs beside the mission, the one part of the page that reads as prose. */
function StoryAndMission() {
  const intl = useIntl();
  return (
    <Section id="story" tone="surface" aria-labelledby="story-title">
      <div className="grid items-start gap-10 md:grid-cols-[1.4fr_1fr] md:gap-16">
        <div className="flex flex-col gap-4">
          <SectionHeader
            title={intl.formatMessage({ id: aboutStory.title.$t })}
            titleId="story-title"
            align="start"
          />
          {aboutStory.paragraphs.map((p) => (
            <Text key={p.$t} size="lg" className="text-pretty">
              <FormattedMessage id={p.$t} />
            </Text>
          ))}
        </div>
        <Card padding="lg" className="gap-3 border-s-4 border-primary! shadow-sm">
          <Heading level={3} size="md">
            <FormattedMessage id={aboutStory.mission.title.$t} />
          </Heading>
          <Text size="xl" weight="semibold" className="text-balance">
            <FormattedMessage id={aboutStory.mission.text.$t} />
          </Text>
        </Card>
      </div>
    </Section>
  );
}

export function AboutPage({ href }: PageProps) {
  const sections = localizeHrefs(aboutConfig.sections, href);
  return (
    <>
      <PageAssembler components={SECTIONS} sections={sections.slice(0, 1)} />
      <StoryAndMission />
      <PageAssembler components={SECTIONS} sections={sections.slice(1)} />
    </>
  );
}

export const aboutPage: PageModule = {
  Page: AboutPage,
  namespaces: aboutConfig.namespaces,
  meta: ({ intl }) => ({
    title: intl.formatMessage({ id: aboutConfig.meta.title.$t }),
    description: intl.formatMessage({ id: aboutConfig.meta.description.$t }),
    breadcrumbs: [{ name: intl.formatMessage({ id: 'pages.common.nav.about' }), path: 'aboutUs.htm' }],
  }),
};
