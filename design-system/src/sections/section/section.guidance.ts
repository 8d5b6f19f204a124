import { defineGuidance } from '../../../stories-support/guidance';
import { common } from '../../../stories-support/sample-text';
import { eachLang, sectionsCopy } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'The band every section sits in (tone, vertical spacing, centred container) and its parts: `SectionHeader` (eyebrow, title, text), `ActionLink` (a link styled as the call to action) and `SectionImg`.',
  whenToUse: [
    'Building a new section component, so it shares the page rhythm and the tone colours of the others.',
    'A one-off band on a page whose content fits no existing section: a heading, a paragraph and one action.',
    '`brand` and `inverse` for a band that must stand out; `surface` and `subtle` to set off alternate bands. Sections holding white cards take only the light tones.',
  ],
  whenNotToUse: [
    { text: 'A first band with the page’s h1 and sign-up.', use: 'Sections/Hero' },
    { text: 'A closing call to action.', use: 'Sections/CtaBanner' },
    { text: 'A width-limited wrapper without a band, inside a page or card.', use: 'Primitives/Container' },
  ],
  examples: [
    {
      do: { story: 'DoOnePrimaryAction', caption: 'One primary action: the band asks for one thing.' },
      dont: {
        story: 'DontTwoPrimaryActions',
        caption:
          'Two primary-styled actions side by side: neither reads as the next step. Make the second `secondary` or a text link.',
      },
    },
  ],
  content: [
    {
      rule: 'Eyebrow: two to four words naming the topic, above the title; it is not a second headline.',
      examples: eachLang((lang) => sectionsCopy[lang].features.eyebrow),
    },
    {
      rule: 'Title: one message per section, at most 10 words; the text under it gives the proof in one or two sentences.',
      examples: common.title,
    },
    {
      rule: 'Action label: verb first, at most four words, saying what happens.',
      examples: common.signUp,
    },
  ],
  accessibility: [
    'The band is a `<section>`; give it an accessible name (`aria-labelledby` the title via `SectionHeader`’s `titleId`) when it should be a landmark.',
    'The title is an h2 unless `level` says otherwise: keep one h1 per page and no skipped levels.',
    'On `brand` and `inverse`, pass the same `tone` to `SectionHeader` and `ActionLink` so text and buttons switch to the on-dark colours.',
    '`ActionLink` is always a link (`<a>`): use a Button for actions that do not navigate.',
  ],
  related: [
    'Primitives/Container',
    'Primitives/Heading',
    'Primitives/Button',
    'Sections/Hero',
    'Sections/CtaBanner',
  ],
});
