import { defineGuidance } from '../../../stories-support/guidance';
import { featureAreas, pluck } from '../../../stories-support/primitives-samples';

export const guidance = defineGuidance({
  purpose:
    'Switches between peer views of the same subject in one place, such as what Sellwise does for products, orders, inventory and marketing.',
  whenToUse: [
    'Two to six views of equal weight that the seller compares but does not need side by side.',
    '`underline` (default) under a section heading; `pill` for a compact switch, such as monthly or yearly prices.',
  ],
  whenNotToUse: [
    {
      text: 'Explaining steps that happen in order, such as how to get started; tabs can be opened in any order.',
      use: 'Sections/Steps',
    },
    {
      text: 'Questions a seller reads one by one, or content they need to scan all of.',
      use: 'Primitives/Accordion',
    },
    { text: 'Going to another page.', use: 'Primitives/Link' },
  ],
  examples: [
    {
      do: {
        story: 'DoPeerViews',
        caption: 'Peer views named by a noun each: any one can be read first.',
      },
      dont: {
        story: 'DontStepsAsTabs',
        caption: 'Sign-up steps as tabs: the seller can jump to "Choose a plan" before creating an account.',
      },
    },
  ],
  content: [
    {
      rule: 'Name each tab with one or two words, a noun for what the panel holds, in sentence case; no numbers and no verbs.',
      examples: pluck(featureAreas, (areas) => areas.join(' · ')),
    },
  ],
  accessibility: [
    'Radix tabs: a tablist of tabs with aria-selected and aria-controls; only the selected tab is in the tab order.',
    'Left/Right move between tabs (Up/Down when vertical), Home/End jump; `activationMode="manual"` when a panel is slow to show.',
    'When the tabs do not fit, the row scrolls sideways instead of wrapping, and the edge with more tabs behind it fades out; keep labels short so most fit on a phone.',
  ],
  related: ['Primitives/Accordion', 'Sections/FeatureSplit', 'Sections/PricingTable'],
});
