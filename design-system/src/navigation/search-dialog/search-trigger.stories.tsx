import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { searchDialogText, vagueSearchText } from '../../../stories-support/navigation-samples';
import { sample, sampleOrEdited } from '../../../stories-support/sample-text';
import { SearchTrigger, type SearchTriggerProps } from './search-trigger';
import { guidance } from './search-trigger.guidance';

const meta = {
  title: 'Navigation/SearchTrigger',
  parameters: { guidance },
  component: SearchTrigger,
  args: { label: 'Search', shortcutHint: '/', onOpen: fn() },
  render: (args: SearchTriggerProps, ctx) => (
    <SearchTrigger
      {...args}
      {...sampleOrEdited({ label: sample(searchDialogText, ctx).search }, args, ctx)}
    />
  ),
} satisfies Meta<typeof SearchTrigger>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click, "/" and Ctrl+K all ask to open the search. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { search } = sample(searchDialogText, { globals });
    await userEvent.click(within(canvasElement).getByRole('button', { name: search }));
    await userEvent.keyboard('/');
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(args.onOpen).toHaveBeenCalledTimes(3);
  },
};

export const Playground: Story = {};

// Guidance examples (search-trigger.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoOneWordLabel: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
};

export const DontLongLabel: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args: SearchTriggerProps, ctx) => (
    <SearchTrigger {...args} label={sample(vagueSearchText, ctx).trigger} />
  ),
};
