import type { Meta, StoryObj } from '@storybook/react-vite';
import { sample } from '../../../stories-support/sample-text';
import { langOf, sectionsGuidanceText, statsSample } from '../../../stories-support/sections-samples';
import { Stats } from './stats';
import { guidance } from './stats.guidance';

const meta = {
  title: 'Sections/Stats',
  component: Stats,
  parameters: { layout: 'fullscreen', guidance },
  args: statsSample('en_US'),
  argTypes: { tone: { control: 'select', options: ['default', 'surface', 'subtle', 'brand', 'inverse'] } },
} satisfies Meta<typeof Stats>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <Stats {...statsSample(langOf(ctx))} />,
};

export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoFiguresWithSource: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <Stats {...statsSample(langOf(ctx))} text={sample(sectionsGuidanceText.statsSource, ctx)} />
  ),
};

export const DontFiguresWithoutSource: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => <Stats {...statsSample(langOf(ctx))} />,
};
