import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bookDemo, vagueWords } from '../../../stories-support/primitives-samples';
import { common, sample } from '../../../stories-support/sample-text';
import { Button } from './button';
import { guidance } from './button.guidance';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { onClick: fn() },
  parameters: { guidance },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, ctx) => <Button {...args}>{sample(common.signUp, ctx)}</Button>,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  args: { children: 'Start free trial', variant: 'primary', size: 'md', loading: false, disabled: false },
};

// Guidance examples (button.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoOnePrimaryAction: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args}>{sample(common.signUp, ctx)}</Button>
      <Button {...args} variant="outline">
        {sample(bookDemo, ctx)}
      </Button>
    </div>
  ),
};

export const DontManyPrimaryActions: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args}>{sample(common.signUp, ctx)}</Button>
      <Button {...args}>{sample(bookDemo, ctx)}</Button>
      <Button {...args}>{sample(common.logIn, ctx)}</Button>
    </div>
  ),
};

export const DoVerbLabel: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => <Button {...args}>{sample(common.signUp, ctx)}</Button>,
};

export const DontVagueLabel: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => <Button {...args}>{sample(vagueWords, ctx).clickHere}</Button>,
};
