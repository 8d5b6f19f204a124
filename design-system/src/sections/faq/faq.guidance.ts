import { defineGuidance } from '../../../stories-support/guidance';
import { eachLang, sectionsCopy } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'Questions sellers ask before they sign up, each opening to its answer, with a line to support for the rest. The same items can feed the page’s FAQPage JSON-LD.',
  whenToUse: [
    'Near the end of the pricing, home and landing pages, with the five to eight questions that hold sign-ups back (trial, cost, setup, data, cancelling).',
    '`single` (one answer open at a time) for short lists; `multiple` when visitors compare answers.',
    'With `footer` linking to contact or the help centre for questions not listed.',
  ],
  whenNotToUse: [
    {
      text: 'How-to help for sellers already using the product; that is the help centre.',
      use: 'Sections/CategoryCard',
    },
    { text: 'Expandable content that is not questions and answers.', use: 'Primitives/Accordion' },
    { text: 'Ways to reach a person.', use: 'Sections/ContactCard' },
  ],
  examples: [
    {
      do: {
        story: 'DoClosedQuestions',
        caption: 'Questions closed: the visitor scans them and opens the one they have.',
      },
      dont: {
        story: 'DontEveryAnswerOpen',
        caption: 'Every answer open: a wall of text where the questions no longer stand out.',
      },
    },
  ],
  content: [
    {
      rule: 'Question: in the seller’s words and voice ("Can I…?", "Do I need…?"), one question per item, ending with its question mark.',
      examples: eachLang((lang) => sectionsCopy[lang].faq.items[1].question),
    },
    {
      rule: 'Answer: the answer first (yes, no, the number), then the detail, in at most three sentences; a blank line starts a new paragraph.',
      examples: eachLang((lang) => sectionsCopy[lang].faq.items[0].answer),
    },
    {
      rule: 'Footer: a short question and a link whose label says where it goes.',
      examples: eachLang((lang) => `${sectionsCopy[lang].faq.more} ${sectionsCopy[lang].faq.moreLink}`),
    },
  ],
  accessibility: [
    'Each question is a heading containing a button with `aria-expanded` and `aria-controls`; the answer is a region named by its question and is `hidden` while closed.',
    'Questions are one level below the section title (h3 under an h2); the chevron is decorative.',
    'Give items an `id` so other pages can link to one answer (`#faq-2`) and `defaultOpen` can open it.',
  ],
  related: ['Primitives/Accordion', 'Sections/PricingTable', 'Sections/ContactCard', 'Sections/CtaBanner'],
});
