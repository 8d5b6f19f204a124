import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { readMore } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Link } from './link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { href: '#guide' },
  render: (args, ctx) => <Link {...args}>{sample(readMore, ctx)}</Link>,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Read the guide' });
    await expect(link).toHaveAttribute('href', '#guide');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Playground: Story = {
  args: { href: '#pricing', children: 'See pricing', variant: 'default', external: false },
};
