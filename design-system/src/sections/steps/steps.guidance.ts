import { defineGuidance } from '../../../stories-support/guidance';
import { eachLang, sectionsCopy } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'A short numbered sequence showing how little it takes to start, ending in the call to action that begins step one.',
  whenToUse: [
    'On the home, app and landing pages, to answer "is it hard to set up?" in three or four steps.',
    'With `action` under the steps, usually the sign-up, so the visitor can take step one at once.',
  ],
  whenNotToUse: [
    { text: 'Features that do not happen in an order.', use: 'Sections/FeatureGrid' },
    { text: 'A full how-to with screenshots; that is a help article.', use: 'Sections/ArticleList' },
    { text: 'A closing sign-up band without steps.', use: 'Sections/CtaBanner' },
  ],
  examples: [
    {
      do: {
        story: 'DoActionSteps',
        caption: 'Each step is something the seller does, in the order they do it.',
      },
      dont: {
        story: 'DontFeatureNamesAsSteps',
        caption:
          'Feature names numbered 1-2-3: they are not done in order, so the numbers promise a sequence that is not there.',
      },
    },
  ],
  content: [
    {
      rule: 'Section title: how quick it is, with the number of steps; keep it true to the items below.',
      examples: eachLang((lang) => sectionsCopy[lang].steps.title),
    },
    {
      rule: 'Step title: starts with the verb of what the seller does, at most five words.',
      examples: eachLang((lang) => sectionsCopy[lang].steps.items[1].title),
    },
    {
      rule: 'Step text: one sentence removing a worry (cost, time, skills) about that step.',
      examples: eachLang((lang) => sectionsCopy[lang].steps.items[0].text),
    },
  ],
  accessibility: [
    'The steps are an ordered list, so screen readers announce how many there are and each one’s place; the drawn numbers and connecting line are hidden from them.',
    'Step titles are headings one level below the section title.',
    'On phones the steps run down the page with the line on the start side; from 768 px they sit in one row.',
  ],
  related: ['Sections/FeatureGrid', 'Sections/CtaBanner', 'Sections/Hero'],
});
