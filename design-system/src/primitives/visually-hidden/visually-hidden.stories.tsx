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

// Guidance examples (visually-hidden.guidance.ts): shown in pairs on the docs page, no image baselines.
const example = { tags: ['guidance', '!autodocs'], parameters: { snapshot: false } } satisfies Story;

export const DoNameIconButton: Story = {
  ...example,
  render: (args, ctx) => (
    <button type="button" className="rounded-md border border-input p-2">
      <Search aria-hidden="true" className="size-5" />
      <VisuallyHidden {...args}>{sample(searchDialogText, ctx).search}</VisuallyHidden>
    </button>
  ),
};

export const DontUnnamedIconButton: Story = {
  ...example,
  // The missing name is the mistake shown: axe's button-name rule would fail this story by design.
  parameters: { ...example.parameters, a11y: { disable: true } },
  render: () => (
    <button type="button" className="rounded-md border border-input p-2">
      <Search aria-hidden="true" className="size-5" />
    </button>
  ),
};
