import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { searchDialogText } from '../../../stories-support/navigation-samples';
import { sample } from '../../../stories-support/sample-text';
import { SearchTrigger, type SearchTriggerProps } from './search-trigger';

const meta = {
  title: 'Navigation/SearchTrigger/Features',
  component: SearchTrigger,
  args: { label: 'Search', shortcutHint: '/', onOpen: fn() },
  render: (args: SearchTriggerProps, ctx) => (
    <div className="flex items-center gap-4">
      <SearchTrigger {...args} label={sample(searchDialogText, ctx).search} />
      <input aria-label="Note" className="rounded-md border border-input px-2 py-1" />
    </div>
  ),
} satisfies Meta<typeof SearchTrigger>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "/" typed in a text field stays text; Ctrl+K still opens the search. */
export const SlashInTextField: Story = {
  play: async ({ canvasElement, args }) => {
    const note = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await userEvent.type(note, 'a/b');
    await expect(note).toHaveValue('a/b');
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** Phones: the icon alone, named by the label for screen readers. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const { search } = sample(searchDialogText, { globals });
    const button = within(canvasElement).getByRole('button', { name: search });
    await expect(button.querySelector('[data-slot="search-trigger-shortcut"]')).not.toBeVisible();
  },
};

export const WithoutHint: Story = {
  args: { shortcutHint: undefined },
};

export const Thai: Story = {
  globals: { locale: 'th' },
};
