import type { Meta, StoryObj } from '@storybook/react-vite';
import { common, sample } from '../../../stories-support/sample-text';
import { heroSample, langOf } from '../../../stories-support/sections-samples';
import { Hero } from './hero';
import { guidance } from './hero.guidance';

const meta = {
  title: 'Sections/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen', guidance },
  args: heroSample('en_US'),
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'surface', 'subtle'] },
    headingLevel: { control: 'inline-radio', options: [1, 2] },
  },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <Hero {...heroSample(langOf(ctx))} />,
};

export const Playground: Story = {};

// Guidance examples (docs page only; their text follows the language toolbar).

export const DoShortHeadline: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => <Hero {...heroSample(langOf(ctx))} bullets={undefined} image={undefined} />,
};

export const DontParagraphHeadline: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <Hero
      {...heroSample(langOf(ctx))}
      title={sample(common.paragraph, ctx)}
      bullets={undefined}
      image={undefined}
    />
  ),
};
