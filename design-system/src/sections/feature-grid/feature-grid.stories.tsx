import type { Meta, StoryObj } from '@storybook/react-vite';
import { featureGridSample, langOf } from '../../../stories-support/sections-samples';
import { FeatureGrid } from './feature-grid';

const meta = {
  title: 'Sections/FeatureGrid',
  component: FeatureGrid,
  parameters: { layout: 'fullscreen' },
  args: featureGridSample('en_US'),
  argTypes: {
    variant: { control: 'inline-radio', options: ['cards', 'plain'] },
    tone: { control: 'inline-radio', options: ['default', 'surface', 'subtle'] },
  },
} satisfies Meta<typeof FeatureGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <FeatureGrid {...featureGridSample(langOf(ctx))} />,
};

export const Playground: Story = {};
