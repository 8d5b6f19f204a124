import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, within } from 'storybook/test';
import { loadingText } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Spinner, type SpinnerProps } from './spinner';
import { guidance } from './spinner.guidance';

// The label always comes from the story's language: a Spinner has no text of its own.
type Args = Pick<SpinnerProps, 'size' | 'className'> & { decorative?: boolean };

const meta = {
  title: 'Primitives/Spinner',
  parameters: { guidance },
  // Typed by the story's args: the label comes from the story's language, never from a control.
  component: Spinner as React.ComponentType<Args>,
  args: { size: 'md', decorative: false },
  render: ({ decorative, ...args }, ctx) =>
    decorative ? <Spinner {...args} decorative /> : <Spinner {...args} label={sample(loadingText, ctx)} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      sample(loadingText, { globals }),
    );
  },
};

export const Playground: Story = {};

// Guidance examples (spinner.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoSayWhatLoads: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <p className="flex items-center gap-2 text-muted-foreground">
      <Spinner size="sm" decorative />
      {sample(loadingText, ctx)}
    </p>
  ),
};

export const DontSpinnerForLayout: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <div className="grid h-64 max-w-md place-items-center rounded-md border border-border">
      <Spinner size="lg" label={sample(loadingText, ctx)} />
    </div>
  ),
};
