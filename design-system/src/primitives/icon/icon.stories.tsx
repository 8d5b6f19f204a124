import type { Meta, StoryObj } from '@storybook/react-vite';
import { Package } from 'lucide-react';
import { expect } from 'storybook/test';
import { Icon } from './icon';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { icon: Package },
  argTypes: {
    icon: { control: false },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-slot="icon"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = {
  args: { size: 'lg', label: 'Products', className: 'text-primary' },
};
