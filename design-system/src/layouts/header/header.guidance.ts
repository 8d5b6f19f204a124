import { defineGuidance } from '../../../stories-support/guidance';
import { navText, sampleNav } from '../../../stories-support/layouts-samples';
import { eachLang } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'The desktop site header: the logo linking home, the feature menu (each feature area with an icon and a one-line description), the top-level links, the search entry, the language switcher and log-in/sign-up, or the account and dashboard when logged in.',
  whenToUse: [
    'On desktop pages of the `default` frame; Layout renders it from `nav` when `device` is `desktop`.',
    'With `search` (the site search trigger) on every page, beside the language switcher.',
    'With `auth.account` when the visitor is logged in: their store name and a Dashboard button replace log-in and sign-up.',
  ],
  whenNotToUse: [
    { text: 'Phone pages (below 600 px the site serves the `/m/` twin).', use: 'Layouts/PhoneHeader' },
    { text: 'Log-in and sign-up pages, which keep only the logo and languages.', use: 'Layouts/AuthLayout' },
    {
      text: 'Advertising landing pages, which keep only the logo and one sign-up button.',
      use: 'Layouts/LandingLayout',
    },
  ],
  examples: [
    {
      do: {
        story: 'DoShortLinks',
        caption: 'Links named after their pages: the row scans in a glance and fits beside the actions.',
      },
      dont: {
        story: 'DontSentenceLinks',
        caption:
          'Links written as sentences: the row crowds the search and actions, and "Click here" means nothing in a screen reader’s link list.',
      },
    },
  ],
  content: [
    {
      rule: 'Links: the page’s name in one or two words, the same word the page’s h1 and the footer use.',
      examples: eachLang((lang) =>
        [navText[lang].pricing, navText[lang].blog, navText[lang].help].join(' · '),
      ),
    },
    {
      rule: 'Feature menu entries: the area’s name, then a description of at most about six words saying what it does.',
      examples: eachLang((lang) => {
        const item = sampleNav(lang).features.items[2]!;
        return `${item.label}: ${item.description}`;
      }),
    },
    {
      rule: 'Sign-up button: the site’s sign-up words, verb-first, short enough for the header.',
      examples: eachLang((lang) => navText[lang].register),
    },
  ],
  accessibility: [
    'The links sit in a `<nav>` named by `labels.navigation` ("Main"); the logo link is named by `homeLabel`.',
    'The feature menu is a disclosure: a button with `aria-expanded` and `aria-controls`; Enter or Space opens it, Escape closes it and returns focus to the button, and focus or a click leaving it closes it.',
    'When logged in, a visually hidden "Signed in as" (`labels.account`) precedes the store name.',
    'The header is sticky, so in-page anchors need a scroll margin to land below it.',
  ],
  related: [
    'Layouts/PhoneHeader',
    'Layouts/LanguageSwitcher',
    'Layouts/Footer',
    'Navigation/SearchTrigger',
    'Layouts/Layout',
  ],
});
