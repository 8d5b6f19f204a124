import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { common, sample } from '../../../stories-support/sample-text';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { onClick: fn() },
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
