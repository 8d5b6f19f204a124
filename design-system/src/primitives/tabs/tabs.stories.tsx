import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { featureAreas, featureAreaText, signUpSteps } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { guidance } from './tabs.guidance';

const meta = {
  title: 'Primitives/Tabs',
  parameters: { guidance },
  component: Tabs,
  args: { defaultValue: 'tab-0' },
  render: (args, ctx) => {
    const names = sample(featureAreas, ctx);
    const texts = sample(featureAreaText, ctx);
    return (
      <Tabs {...args}>
        <TabsList>
          {names.map((name, i) => (
            <TabsTrigger key={name} value={`tab-${i}`}>
              {name}
            </TabsTrigger>
          ))}
        </TabsList>
        {texts.map((text, i) => (
          <TabsContent key={text} value={`tab-${i}`}>
            {text}
          </TabsContent>
        ))}
      </Tabs>
    );
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const orders = sample(featureAreas, { globals })[1]!;
    await userEvent.click(canvas.getByRole('tab', { name: orders }));
    await expect(canvas.getByRole('tab', { name: orders })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(sample(featureAreaText, { globals })[1]!);
  },
};

export const Playground: Story = {
  args: { variant: 'pill', defaultValue: 'tab-1', orientation: 'horizontal', activationMode: 'automatic' },
};

// Guidance examples (tabs.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoPeerViews: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
};

export const DontStepsAsTabs: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => {
    const steps = sample(signUpSteps, ctx);
    return (
      <Tabs {...args}>
        <TabsList>
          {steps.map((step, i) => (
            <TabsTrigger key={step} value={`tab-${i}`}>
              {`${i + 1}. ${step}`}
            </TabsTrigger>
          ))}
        </TabsList>
        {steps.map((step, i) => (
          <TabsContent key={step} value={`tab-${i}`}>
            {step}
          </TabsContent>
        ))}
      </Tabs>
    );
  },
};
