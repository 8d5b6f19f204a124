import type { Meta, StoryObj } from '@storybook/react-vite';
import { featureGridSample, langOf } from '../../../stories-support/sections-samples';
import { FeatureGrid } from './feature-grid';
import { guidance } from './feature-grid.guidance';

const meta = {
  title: 'Sections/FeatureGrid',
  component: FeatureGrid,
  parameters: { layout: 'fullscreen', guidance },
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

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoShortNames: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const props = featureGridSample(langOf(ctx));
    return <FeatureGrid {...props} items={props.items.slice(0, 3)} />;
  },
};

export const DontSentenceNames: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const props = featureGridSample(langOf(ctx));
    return (
      <FeatureGrid
        {...props}
        items={props.items.slice(0, 3).map((item) => ({ ...item, title: item.text }))}
      />
    );
  },
};
