import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, within } from 'storybook/test';
import { loadingText } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Spinner, type SpinnerProps } from './spinner';

type Args = Pick<SpinnerProps, 'className'>;

const meta = {
  title: 'Primitives/Spinner/Features',
  // Typed by the story's args: the label comes from the story's language, never from a control.
  component: Spinner as React.ComponentType<Args>,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args, ctx) => (
    <div className="flex items-center gap-6 text-primary">
      <Spinner {...args} size="sm" label={sample(loadingText, ctx)} />
      <Spinner {...args} size="md" label={sample(loadingText, ctx)} />
      <Spinner {...args} size="lg" label={sample(loadingText, ctx)} />
    </div>
  ),
};

/** Beside visible text the spinner is decorative, so the text is not read twice. */
export const DecorativeBesideText: Story = {
  render: (args, ctx) => (
    <p role="status" className="flex items-center gap-2 text-muted-foreground">
      <Spinner {...args} size="sm" decorative />
      {sample(loadingText, ctx)}
    </p>
  ),
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses).toHaveLength(1);
  },
};

export const InheritsColour: Story = {
  render: (args, ctx) => (
    <div className="flex items-center gap-4 rounded-md bg-inverse p-4 text-inverse-foreground">
      <Spinner {...args} label={sample(loadingText, ctx)} />
    </div>
  ),
};

export const Thai: Story = {
  globals: { locale: 'th' },
  render: (args, ctx) => (
    <p role="status" className="flex items-center gap-2">
      <Spinner {...args} size="sm" decorative />
      {sample(loadingText, ctx)}
    </p>
  ),
};
