import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { lines: 3 },
  render: (args) => (
    <div className="max-w-md">
      <Skeleton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.querySelectorAll('[data-slot="skeleton-line"]')).toHaveLength(3);
  },
};

export const Playground: Story = {
  args: { shape: 'rect', lines: 1, className: 'h-40! max-w-sm' },
};
