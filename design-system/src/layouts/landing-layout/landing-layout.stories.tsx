import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  expectTranslatedChrome,
  layoutStoryParameters,
  SAMPLE_ACCENTS,
  type SampleAccent,
  sampleAccents,
  sampleFeatureCards,
  sampleFooter,
  sampleLandingHero,
  sampleNav,
  sampleSkipLabels,
  storyLang,
  storyTag,
} from '../../../stories-support/layouts-samples';
import { LandingLayout, type LandingTheme } from './landing-layout';
import { guidance } from './landing-layout.guidance';

type Args = { accent: SampleAccent; device: 'desktop' | 'mobile' };

function renderLanding(
  theme: LandingTheme,
  device: Args['device'],
  ctx: { globals?: Record<string, unknown> },
) {
  const lang = storyLang(ctx);
  const nav = sampleNav(lang, { mobile: device === 'mobile' });
  const footer = sampleFooter(lang);
  return (
    <LandingLayout
      lang={storyTag(ctx)}
      theme={theme}
      device={device}
      logo={nav.logo}
      homeHref={nav.homeHref}
      homeLabel={nav.homeLabel}
      cta={{ ...nav.auth.register, href: `${nav.auth.register.href}?source=landing` }}
      hero={sampleLandingHero(lang)}
      legal={footer.legal}
      copyright={footer.copyright}
      labels={{ ...sampleSkipLabels(lang), ...footer.labels }}
    >
      {sampleFeatureCards(lang)}
    </LandingLayout>
  );
}

const meta = {
  title: 'Layouts/LandingLayout',
  parameters: { ...layoutStoryParameters, guidance },
  args: { accent: 'red', device: 'desktop' },
  argTypes: {
    accent: { control: 'select', options: SAMPLE_ACCENTS },
    device: { control: 'inline-radio', options: ['desktop', 'mobile'] },
  },
  render: ({ accent, device }, ctx) => renderLanding(sampleAccents[accent], device, ctx),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Minimal header with the sign-up call to action (the page adds its source to the link). */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const lang = storyLang({ globals });
    const canvas = within(canvasElement);
    const { register } = sampleNav(lang).auth;
    const cta = canvas.getAllByRole('link', { name: register.label })[0];
    await expect(cta).toHaveAttribute('href', `/${lang}/register.htm?source=landing`);
    await expectTranslatedChrome(canvasElement, lang);
  },
};

export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoAccessibleAccent: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  args: { accent: 'teal' },
};

export const DontPaleAccent: Story = {
  tags: ['guidance', '!autodocs'],
  // The failure shown is colour contrast (white on pale yellow), so axe is off for this story.
  parameters: { snapshot: false, a11y: { disable: true } },
  render: ({ device }, ctx) =>
    renderLanding({ accent: '#facc15', accentHover: '#eab308', tint: '#fefce8' }, device, ctx),
};
