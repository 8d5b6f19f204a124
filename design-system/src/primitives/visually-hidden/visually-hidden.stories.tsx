import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button named by hidden text. */
export const Default: Story = {
  render: (args) => (
    <button type="button" className="rounded-md border border-input p-2">
      <Search aria-hidden="true" className="size-5" />
      <VisuallyHidden {...args}>Search</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Search' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { children: 'Search', focusable: false },
  render: (args) => (
    <button type="button" className="rounded-md border border-input p-2">
      <Search aria-hidden="true" className="size-5" />
      <VisuallyHidden {...args} />
    </button>
  ),
};
