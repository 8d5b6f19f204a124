import { defineGuidance } from '../../../stories-support/guidance';
import { categoryTreeText } from '../../../stories-support/navigation-samples';
import { pluck } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'The category navigation of the help centre and blog: nested links with the current category marked and its branch open on desktop, and the same tree in a bottom sheet behind one button on phones.',
  whenToUse: [
    'Beside help articles and blog lists, so a seller can move to a sibling or parent category.',
    "Always with `currentId` set to the page's category, so the tree opens where the seller is.",
    'Categories up to three levels deep, with `count` when the number of articles helps choose.',
  ],
  whenNotToUse: [
    { text: 'Showing only the way back up from the current page.', use: 'Primitives/Breadcrumbs' },
    { text: 'Switching between views on one page.', use: 'Primitives/Tabs' },
    { text: 'Finding an article by its words rather than its place.', use: 'Navigation/SearchDialog' },
  ],
  examples: [
    {
      do: {
        story: 'DoMarkTheCurrentCategory',
        caption:
          "With `currentId`: the page's category is marked and its branch open; the seller sees where they are.",
      },
      dont: {
        story: 'DontLeaveOutCurrent',
        caption:
          'Without `currentId` every branch is closed and nothing is marked: the tree no longer says where the seller is.',
      },
    },
  ],
  content: [
    {
      rule: 'Name each category with the same short noun phrase as its page title, in sentence case; no "All about…" and no articles or verbs.',
      examples: pluck(categoryTreeText, (t) => t.names.slice(0, 3).join(' › ')),
    },
  ],
  accessibility: [
    'Desktop: a <nav> landmark named by `label`, with nested lists of real links; the current one has aria-current="page".',
    'Collapsed branches are in the HTML but hidden; their toggle buttons carry aria-expanded and are named by `labels.toggle` (required: a name apart from the link beside it).',
    'Every entry is a link in the server HTML, so the tree works before and without JavaScript.',
    "Phones: the button shows the current category's name and opens the tree in a dialog with a close button named by `labels.closeSheet`.",
  ],
  related: ['Primitives/Breadcrumbs', 'Navigation/SearchDialog', 'Layouts/ContentLayout'],
});
