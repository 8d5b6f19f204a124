import { defineGuidance } from '../../../stories-support/guidance';
import { pluck, searchText } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'A search box within one part of the site (the help centre, the blog) with optional suggestions that the caller fetches, a clear button and a live status of the search.',
  whenToUse: [
    "Searching one area from its own page, such as the help centre's home.",
    'With `suggestions` (plain strings) or `suggestionGroups` (link-like options by kind) when results can be shown while typing.',
    'Without `onSubmit` it submits a real GET form (`action`, `name="q"`), so search works before JavaScript loads.',
  ],
  whenNotToUse: [
    { text: 'Site-wide search opened from the header.', use: 'Navigation/SearchDialog' },
    { text: 'A form field that is not a search, such as a store name.', use: 'Forms/TextField' },
  ],
  examples: [
    {
      do: {
        story: 'DoSayWhatIsSearched',
        caption: 'The placeholder says what can be found here: the seller knows the scope before typing.',
      },
      dont: {
        story: 'DontTypeHere',
        caption: '"Type here…" repeats what the box already shows and says nothing about what it finds.',
      },
    },
  ],
  content: [
    {
      rule: 'Placeholder: "Search" plus the area searched, without a full stop. It is a hint, not the label: the box keeps its accessible name from `labels.search`.',
      examples: pluck(searchText, (t) => t.placeholder),
    },
  ],
  accessibility: [
    'With suggestions it is a combobox: arrow keys move through the options, Enter chooses, Escape closes the list, then clears the text.',
    'The number of suggestions, loading and "no results" are announced in a polite live region; pass `labels` in the page\'s language (the defaults are English).',
    'Text is at least 16px, so phones do not zoom in on focus.',
    'The clear button is named by `labels.clear` and returns focus to the box.',
  ],
  related: ['Navigation/SearchDialog', 'Navigation/SearchTrigger', 'Forms/TextField'],
});
