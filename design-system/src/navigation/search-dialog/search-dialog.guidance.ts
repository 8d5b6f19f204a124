import { defineGuidance } from '../../../stories-support/guidance';
import { searchDialogText } from '../../../stories-support/navigation-samples';
import { pluck } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'Site-wide search of help articles and blog posts in a dialog: suggestions grouped by kind while the seller types, and Enter on the text alone opens the full results page.',
  whenToUse: [
    "Opened from the header's SearchTrigger (or its shortcuts) on every page.",
    'With suggestions fetched by the page (for example with `useSuggestions`), grouped as help articles, blog posts and videos.',
    'With a `footer` of popular searches or a contact link, for when nothing matches.',
  ],
  whenNotToUse: [
    { text: 'A search box that stays on the page, scoped to one area.', use: 'Primitives/SearchInput' },
    { text: 'Browsing by category rather than by words.', use: 'Navigation/CategoryTree' },
  ],
  examples: [
    {
      do: {
        story: 'DoSayWhatCanBeFound',
        caption:
          'The placeholder names what is searched, so the seller knows the dialog finds help and blog posts, not orders.',
      },
      dont: {
        story: 'DontGenericPlaceholder',
        caption: '"Enter keyword" is jargon and says nothing about what the search covers.',
      },
    },
  ],
  content: [
    {
      rule: 'Placeholder: "Search" plus what can be found, without a full stop. Keep the status texts plain ("Searching…", "No results") and the count with the language\'s own plural form.',
      examples: pluck(searchDialogText, (t) => t.placeholder),
    },
  ],
  accessibility: [
    'A modal dialog named by `title`: focus moves to the search box on open and returns to the trigger on close.',
    'The box is a combobox; arrow keys move through the grouped options (each group labelled), Enter opens one; Escape clears the text, then closes.',
    "Loading, the number of suggestions, no results and errors are announced in a polite live region; pass `labels` in the page's language.",
    'Enter without a chosen option submits a real GET form to `action`, so the results page also works as a link.',
  ],
  related: ['Navigation/SearchTrigger', 'Primitives/SearchInput', 'Layouts/Header'],
});
