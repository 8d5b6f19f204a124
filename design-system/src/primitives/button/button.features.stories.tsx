import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { common, sample } from '../../../stories-support/sample-text';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button/Features',
  component: Button,
  args: { onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const variants = ['primary', 'accent', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const;

export const Variants: Story = {
  render: (args, ctx) => (
    <div className="flex flex-wrap gap-3">
      {variants.map((v) => (
        <Button key={v} {...args} variant={v}>
          {sample(common.signUp, ctx)}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args, ctx) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        {sample(common.logIn, ctx)}
      </Button>
      <Button {...args} size="md">
        {sample(common.logIn, ctx)}
      </Button>
      <Button {...args} size="lg">
        {sample(common.logIn, ctx)}
      </Button>
      <Button {...args} size="icon" aria-label="Next">
        <ArrowRight />
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  render: (args, ctx) => (
    <Button {...args}>
      {sample(common.signUp, ctx)}
      <ArrowRight aria-hidden="true" />
    </Button>
  ),
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Sending', onClick: fn() },
  render: (args, ctx) => <Button {...args}>{sample(common.save, ctx)}</Button>,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Sending');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args, ctx) => <Button {...args}>{sample(common.save, ctx)}</Button>,
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  render: (args, ctx) => <Button {...args}>{sample(common.signUp, ctx)}</Button>,
};

export const AsChildLink: Story = {
  render: (args, ctx) => (
    <Button {...args} asChild variant="accent">
      <a href="#register">{sample(common.signUp, ctx)}</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('data-slot', 'button');
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  render: (args, ctx) => (
    <div className="flex gap-3">
      <Button {...args}>{sample(common.signUp, ctx)}</Button>
      <Button {...args} variant="outline">
        {sample(common.logIn, ctx)}
      </Button>
    </div>
  ),
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { fullWidth: true, size: 'lg' },
  render: (args, ctx) => <Button {...args}>{sample(common.signUp, ctx)}</Button>,
};
