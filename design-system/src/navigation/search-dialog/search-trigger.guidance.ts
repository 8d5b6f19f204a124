import { defineGuidance } from '../../../stories-support/guidance';
import { searchDialogText } from '../../../stories-support/navigation-samples';
import { pluck } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'The header\'s search button: icon and label on desktop, the icon alone on phones. While mounted it also opens search on "/", Ctrl+K and ⌘K, and it does not load the dialog, so pages can load that on demand.',
  whenToUse: [
    'Once per page, in the header, to open the site-wide SearchDialog.',
    'With `shortcutHint="/"` on desktop, so keyboard users learn the shortcut.',
  ],
  whenNotToUse: [
    {
      text: "A search box that is always open on the page, such as on the help centre's home.",
      use: 'Primitives/SearchInput',
    },
    { text: 'Any other action in the header.', use: 'Primitives/Button' },
  ],
  examples: [
    {
      do: {
        story: 'DoOneWordLabel',
        caption: 'One word and the shortcut: it fits the header in every language.',
      },
      dont: {
        story: 'DontLongLabel',
        caption:
          'A sentence as the label crowds the header and wraps in Thai and Vietnamese; the dialog explains the scope.',
      },
    },
  ],
  content: [
    {
      rule: 'Label: the one word for "Search" in the page\'s language; it is also the button\'s accessible name on phones, where only the icon shows.',
      examples: pluck(searchDialogText, (t) => t.search),
    },
  ],
  accessibility: [
    'A real <button> named by `label` everywhere; on phones the label is visually hidden, not removed.',
    'The shortcuts are ignored while the visitor types in a text field, so "/" still types a slash.',
    'aria-haspopup="dialog" says a dialog opens, and aria-keyshortcuts names the shortcuts; the visible <kbd> hint is hidden from screen readers so it is not read twice.',
  ],
  related: ['Navigation/SearchDialog', 'Layouts/Header', 'Primitives/SearchInput'],
});
