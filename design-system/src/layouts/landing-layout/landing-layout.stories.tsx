import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  layoutStoryParameters,
  SAMPLE_ACCENTS,
  type SampleAccent,
  sampleAccents,
  sampleFeatureCards,
  sampleFooter,
  sampleLandingHero,
  sampleNav,
  storyLang,
  storyTag,
} from '../../../stories-support/layouts-samples';
import { LandingLayout } from './landing-layout';

type Args = { accent: SampleAccent; device: 'desktop' | 'mobile' };

const meta = {
  title: 'Layouts/LandingLayout',
  parameters: layoutStoryParameters,
  args: { accent: 'red', device: 'desktop' },
  argTypes: {
    accent: { control: 'select', options: SAMPLE_ACCENTS },
    device: { control: 'inline-radio', options: ['desktop', 'mobile'] },
  },
  render: ({ accent, device }, ctx) => {
    const lang = storyLang(ctx);
    const nav = sampleNav(lang, { mobile: device === 'mobile' });
    const footer = sampleFooter(lang);
    return (
      <LandingLayout
        lang={storyTag(ctx)}
        theme={sampleAccents[accent]}
        device={device}
        logo={nav.logo}
        homeHref={nav.homeHref}
        homeLabel={nav.homeLabel}
        cta={{ ...nav.auth.register, href: `${nav.auth.register.href}?source=landing` }}
        hero={sampleLandingHero(lang)}
        legal={footer.legal}
        copyright={footer.copyright}
      >
        {sampleFeatureCards(lang)}
      </LandingLayout>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Minimal header with the sign-up call to action (the page adds its source to the link). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const cta = within(canvasElement).getAllByRole('link', { name: 'Start free trial' })[0];
    await expect(cta).toHaveAttribute('href', '/en_US/register.htm?source=landing');
  },
};

export const Playground: Story = {};
