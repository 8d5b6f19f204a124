import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
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
import { type ConfigPageProps, defineConfigPage } from '../assembler/config-page';
import { aboutConfig, aboutStory } from './about-config';

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

/** The story and mission come after the hero. */
function About({ config, Sections, href }: ConfigPageProps<typeof aboutConfig>) {
  return (
    <>
      <Sections sections={config.sections.slice(0, 1)} href={href} />
      <StoryAndMission />
      <Sections sections={config.sections.slice(1)} href={href} />
    </>
  );
}

export const aboutPage = defineConfigPage({
  config: aboutConfig,
  components: { ctaBanner: CtaBanner, featureGrid: FeatureGrid, hero: Hero, stats: Stats },
  breadcrumbs: [{ nameId: 'pages.common.nav.about', path: LANG_PAGE_PATHS.about }],
  Page: About,
});
export const AboutPage = aboutPage.Page;
