import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  sampleSearchGroups,
  searchDialogLabels,
  searchDialogText,
} from '../../../stories-support/navigation-samples';
import { searchQuery, searchText } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { SearchInput, type SearchInputProps } from './search-input';

const meta = {
  title: 'Primitives/SearchInput/Features',
  component: SearchInput,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="min-h-72 max-w-md">
        <Story />
      </div>
    ),
  ],
  render: (args: SearchInputProps, ctx) => (
    <SearchInput {...args} placeholder={sample(searchText, ctx).placeholder} />
  ),
} satisfies Meta<typeof SearchInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Suggestions for the typed text, with the typed part in bold; the list opens on typing. */
const withSuggestions: Story['render'] = (args, ctx) => {
  const text = sample(searchText, ctx);
  return (
    <SearchInput
      {...args}
      placeholder={text.placeholder}
      defaultValue={sample(searchQuery, ctx)}
      suggestions={text.suggestions}
    />
  );
};

/** No suggestions: a plain search box that submits on Enter. */
export const Plain: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(input, '  shipping labels {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('shipping labels');
    await expect(canvas.getByRole('search')).toBeInTheDocument();
  },
};

/** ArrowDown opens the list and moves the highlight; aria-activedescendant follows. */
export const SuggestionsOpen: Story = {
  render: withSuggestions,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = canvas.getAllByRole('option');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    // The mark keeps the suggestion's case ("Print" for "print").
    const mark = options[0]!.querySelector('mark');
    await expect(mark?.textContent?.toLocaleLowerCase()).toBe(sample(searchQuery, { globals }));
  },
};

/** Escape closes the list first, then a second Escape clears the text. */
export const EscapeAndClear: Story = {
  render: withSuggestions,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue(sample(searchQuery, { globals }));
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

/** The clear button has a name, empties the box and returns focus to it. */
export const ClearButton: Story = {
  args: { defaultValue: 'shipping labels', labels: { clear: 'Clear search' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    const input = canvas.getByRole('searchbox');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

/** Clicking a suggestion chooses it (onSuggestionSelect, e.g. to open the article). */
export const ChooseWithMouse: Story = {
  args: { onSuggestionSelect: fn() },
  render: withSuggestions,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(canvas.getAllByRole('option')[2]!);
    await expect(args.onSuggestionSelect).toHaveBeenCalledWith(
      sample(searchText, { globals }).suggestions[2],
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: { size: 'lg' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'labels' },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  render: withSuggestions,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('option')[0]!.querySelector('mark')).toHaveTextContent('พิมพ์');
  },
};

/** On phones the box and its list take the full width; text stays 16 px so iOS does not zoom. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'zh_CN' },
  render: withSuggestions,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await expect(Number.parseFloat(getComputedStyle(input).fontSize)).toBeGreaterThanOrEqual(16);
  },
};

/** Grouped, link-like options (help articles, blog posts): the arrow keys run across the groups. */
const withGroups =
  (status: SearchInputProps['status'], empty = false): Story['render'] =>
  (args, ctx) => {
    const t = sample(searchDialogText, ctx);
    const query = sample(searchQuery, ctx);
    return (
      <SearchInput
        {...args}
        placeholder={t.placeholder}
        defaultValue={query}
        suggestionGroups={empty ? [] : sampleSearchGroups(t, query)}
        status={status}
        labels={searchDialogLabels(t)}
      />
    );
  };

export const Grouped: Story = {
  args: { onSuggestionSelect: fn() },
  render: withGroups('ready'),
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const t = sample(searchDialogText, { globals });
    await userEvent.click(canvas.getByRole('combobox'));
    // Every language's query matches its three help articles and two blog posts.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const blog = canvas.getByRole('group', { name: t.blog });
    await expect(within(blog).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(searchDialogLabels(t).resultsCount(5));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSuggestionSelect).toHaveBeenCalledWith('blog-0');
  },
};

/** Loading: a note under the box, and the same words in the polite live region. */
export const GroupedLoading: Story = {
  render: withGroups('loading', true),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 's');
    await expect(canvas.getByRole('status')).toHaveTextContent(sample(searchDialogText, { globals }).loading);
  },
};

export const GroupedNoResults: Story = {
  render: withGroups('ready', true),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 's');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      sample(searchDialogText, { globals }).noResults,
    );
  },
};
