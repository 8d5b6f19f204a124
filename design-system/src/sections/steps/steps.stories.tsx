import type { Meta, StoryObj } from '@storybook/react-vite';
import { featureGridSample, langOf, stepsSample } from '../../../stories-support/sections-samples';
import { Steps } from './steps';
import { guidance } from './steps.guidance';

const meta = {
  title: 'Sections/Steps',
  component: Steps,
  parameters: { layout: 'fullscreen', guidance },
  args: stepsSample('en_US'),
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'surface', 'subtle'] } },
} satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <Steps {...stepsSample(langOf(ctx))} />,
};

export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoActionSteps: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => <Steps {...stepsSample(langOf(ctx))} />,
};

export const DontFeatureNamesAsSteps: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const features = featureGridSample(langOf(ctx)).items.slice(0, 3);
    return (
      <Steps
        {...stepsSample(langOf(ctx))}
        items={features.map((feature) => ({ title: feature.title, text: feature.text }))}
      />
    );
  },
};
