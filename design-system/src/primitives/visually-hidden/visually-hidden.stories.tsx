import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { searchDialogText } from '../../../stories-support/navigation-samples';
import { sample } from '../../../stories-support/sample-text';
import { VisuallyHidden } from './visually-hidden';
import { guidance } from './visually-hidden.guidance';

const meta = {
  title: 'Primitives/VisuallyHidden',
  parameters: { guidance },
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

// Guidance examples (visually-hidden.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoNameIconButton: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <button type="button" className="rounded-md border border-input p-2">
      <Search aria-hidden="true" className="size-5" />
      <VisuallyHidden {...args}>{sample(searchDialogText, ctx).search}</VisuallyHidden>
    </button>
  ),
};

export const DontUnnamedIconButton: Story = {
  tags: ['guidance', '!autodocs'],
  // The missing name is the mistake shown: axe's button-name rule would fail this story by design.
  parameters: { snapshot: false, a11y: { disable: true } },
  render: () => (
    <button type="button" className="rounded-md border border-input p-2">
      <Search aria-hidden="true" className="size-5" />
    </button>
  ),
};
