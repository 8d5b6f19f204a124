import { defineGuidance } from '../../../stories-support/guidance';
import { common } from '../../../stories-support/sample-text';
import { eachLang, sectionsCopy } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'A coloured band that asks for the sign-up once more, near the end of a page, after the visitor has read the case for it.',
  whenToUse: [
    'Before the footer of the home, feature-area and pricing pages, repeating the hero’s call to action.',
    'Between long runs of sections, when the page has made its case and the next step is to try the product.',
    '`split` on wide pages where the text and buttons read better side by side; `centred` otherwise.',
  ],
  whenNotToUse: [
    { text: 'The first band of the page, where the h1 and the promise belong.', use: 'Sections/Hero' },
    {
      text: 'A short sign-up call after a numbered how-to, where it belongs under the steps.',
      use: 'Sections/Steps',
    },
    {
      text: 'Sending the visitor to a chat or phone line rather than to sign-up.',
      use: 'Sections/ContactCard',
    },
  ],
  examples: [
    {
      do: { story: 'DoVerbFirstAction', caption: 'The button says what happens: the free trial starts.' },
      dont: {
        story: 'DontVagueAction',
        caption: '"Click here" says nothing out of context, and screen-reader link lists read it alone.',
      },
    },
  ],
  content: [
    {
      rule: 'Title: a question or a promise of at most 8 words that follows from the page; no new claims here.',
      examples: eachLang((lang) => sectionsCopy[lang].cta.title),
    },
    {
      rule: 'Primary action verb-first and the same words as the hero’s; the secondary action is the softer choice (a demo, a call).',
      examples: eachLang((lang) => `${common.signUp[lang]} · ${sectionsCopy[lang].cta.secondary}`),
    },
    {
      rule: 'Note: the reassurances that remove doubt about the action (cost, card, cancelling), short phrases joined by " · ".',
      examples: eachLang((lang) => sectionsCopy[lang].cta.note),
    },
  ],
  accessibility: [
    'The title is an h2 by default (`headingLevel`); the decorative circles are hidden from screen readers.',
    'On `brand` (the default) and `inverse` the title, text and buttons switch to their on-dark colours; a page colour of its own would lose that pairing.',
    'The actions are links (they go to a page), not buttons; on phones they stack below 640 px.',
  ],
  related: ['Sections/Hero', 'Sections/Steps', 'Sections/PricingTable', 'Primitives/Button'],
});
