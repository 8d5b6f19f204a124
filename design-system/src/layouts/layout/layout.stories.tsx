import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  layoutStoryParameters,
  SAMPLE_ACCENTS,
  type SampleAccent,
  sampleAccents,
  sampleLayoutSlots,
  sampleLoginCard,
  samplePromo,
  sampleSkipLabels,
  storyLang,
  storyTag,
} from '../../../stories-support/layouts-samples';
import { Layout, type LayoutProps } from './layout';
import { guidance } from './layout.guidance';

type Args = Pick<LayoutProps, 'kind' | 'device' | 'content' | 'footerVariant'> & {
  /** landing: a sample theme. */
  accent?: SampleAccent;
  /** auth: the banner above the card. */
  promo?: boolean;
};

const meta = {
  title: 'Layouts/Layout',
  parameters: { ...layoutStoryParameters, guidance },
  args: { kind: 'default', device: 'desktop', content: 'plain', footerVariant: 'full' },
  argTypes: {
    kind: { control: 'inline-radio', options: ['default', 'custom', 'empty', 'auth', 'landing'] },
    device: { control: 'inline-radio', options: ['desktop', 'mobile'] },
    content: { control: 'inline-radio', options: ['plain', 'article', 'help', 'blog'] },
    footerVariant: { control: 'inline-radio', options: ['full', 'compact', 'none'] },
    accent: { control: 'select', options: SAMPLE_ACCENTS },
  },
  render: ({ accent, promo, ...choice }, ctx) => {
    const lang = storyLang(ctx);
    return (
      <Layout
        {...choice}
        theme={accent ? sampleAccents[accent] : undefined}
        lang={storyTag(ctx)}
        promo={promo ? samplePromo(lang) : undefined}
        {...sampleLayoutSlots(lang, choice)}
      />
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `default`: header with the feature menu, the page, the footer. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { skipToContent, skipLinks } = sampleSkipLabels(storyLang({ globals }));
    const skipNav = canvas.getByRole('navigation', { name: skipLinks });
    await expect(within(skipNav).getByRole('link', { name: skipToContent })).toBeInTheDocument();
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

/** Every kind, device, content frame and footer. */
export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoAuthFrameForLogIn: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  args: { kind: 'auth' },
};

export const DontLogInInDefaultFrame: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const lang = storyLang(ctx);
    return (
      <Layout lang={storyTag(ctx)} {...sampleLayoutSlots(lang, {})}>
        <div className="mx-auto flex max-w-md flex-col gap-5 px-6 py-10">{sampleLoginCard(lang)}</div>
      </Layout>
    );
  },
};
