import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { featureAreas, featureAreaText } from '../../../stories-support/primitives-samples';
import { common, sample } from '../../../stories-support/sample-text';
import { Heading } from './heading';
import { guidance } from './heading.guidance';

const meta = {
  title: 'Primitives/Heading',
  parameters: { guidance },
  component: Heading,
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, ctx) => <Heading {...args}>{sample(common.title, ctx)}</Heading>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveAttribute('data-size', 'lg');
  },
};

export const Playground: Story = {
  args: { level: 2, size: 'lg', children: 'Manage every marketplace from one place' },
};

// Guidance examples (heading.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoLevelsInOrder: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <div className="flex flex-col gap-2">
      <Heading level={2}>{sample(common.title, ctx)}</Heading>
      <Heading level={3} size="sm">
        {sample(featureAreas, ctx)[2]}
      </Heading>
      <p>{sample(featureAreaText, ctx)[2]}</p>
    </div>
  ),
};

export const DontSkipLevels: Story = {
  tags: ['guidance', '!autodocs'],
  // The skipped level is the mistake shown: axe's heading-order rule would fail this story by design.
  parameters: { snapshot: false, a11y: { disable: true } },
  render: (_args, ctx) => (
    <div className="flex flex-col gap-2">
      <Heading level={2}>{sample(common.title, ctx)}</Heading>
      <Heading level={4}>{sample(featureAreas, ctx)[2]}</Heading>
      <p>{sample(featureAreaText, ctx)[2]}</p>
    </div>
  ),
};
