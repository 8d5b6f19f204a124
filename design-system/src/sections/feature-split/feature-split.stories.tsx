import type { Meta, StoryObj } from '@storybook/react-vite';
import { featureSplitSample, langOf } from '../../../stories-support/sections-samples';
import { FeatureSplit } from './feature-split';

const meta = {
  title: 'Sections/FeatureSplit',
  component: FeatureSplit,
  parameters: { layout: 'fullscreen' },
  args: featureSplitSample('en_US'),
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'surface', 'subtle'] } },
} satisfies Meta<typeof FeatureSplit>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <FeatureSplit {...featureSplitSample(langOf(ctx))} />,
};

export const Playground: Story = {};
