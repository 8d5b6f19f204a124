import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { searchQuery, searchText, vagueWords } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { SearchInput } from './search-input';
import { guidance } from './search-input.guidance';

const meta = {
  title: 'Primitives/SearchInput',
  parameters: { guidance },
  component: SearchInput,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      // Room below for the suggestion list, which floats over the content.
      <div className="min-h-72 max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Suggestions come from the caller, filtered here by what was typed. */
export const Default: Story = {
  render: function Render(args, ctx) {
    const text = sample(searchText, ctx);
    const [query, setQuery] = useState('');
    const q = query.trim().toLocaleLowerCase();
    const suggestions = q ? text.suggestions.filter((s) => s.toLocaleLowerCase().includes(q)) : [];
    return (
      <SearchInput
        {...args}
        placeholder={text.placeholder}
        value={query}
        onValueChange={setQuery}
        suggestions={suggestions}
      />
    );
  },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const { suggestions } = sample(searchText, { globals });
    const input = canvas.getByRole('combobox', { name: 'Search' });
    // Every language's query is part of all three of its suggestions.
    await userEvent.type(input, sample(searchQuery, { globals }));
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(suggestions[0]);
  },
};

export const Playground: Story = {
  args: { size: 'md', placeholder: 'Search the help centre', disabled: false },
};

// Guidance examples (search-input.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoSayWhatIsSearched: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => <SearchInput {...args} placeholder={sample(searchText, ctx).placeholder} />,
};

export const DontTypeHere: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => <SearchInput {...args} placeholder={sample(vagueWords, ctx).typeHere} />,
};
