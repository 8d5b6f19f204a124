import { LANGUAGE_NATIVE_NAMES } from '@sellwise/api/contract/languages';
import { defineGuidance } from '../../../stories-support/guidance';
import { navText } from '../../../stories-support/layouts-samples';
import { eachLang } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'Links to the same page in each of the site’s six languages, each named in its own script. `menu` is a button opening the list (headers); `list` shows it inline (the phone drawer).',
  whenToUse: [
    '`menu` in the desktop header and the slim headers of the log-in and landing frames: the button shows the current language’s name.',
    '`list` where there is room for all six at once: the phone header’s drawer.',
    'Every item links to the same page in that language (the site builds the hrefs); never to the home page of the language.',
  ],
  whenNotToUse: [
    {
      text: 'Offering the visitor the site of their country after a geo check.',
      use: 'Overlays/SiteSwitchDialog',
    },
    { text: 'Choosing a value in a form, such as a store’s language.', use: 'Forms/Select' },
    { text: 'Switching content inside a page (e.g. between tabs).', use: 'Primitives/Tabs' },
  ],
  examples: [
    {
      do: {
        story: 'DoNativeNames',
        caption: 'Each language in its own script: a Thai reader finds "ไทย" on an English page.',
      },
      dont: {
        story: 'DontTranslatedNames',
        caption:
          'Names translated into the page’s language: a visitor who cannot read this page cannot find their language either.',
      },
    },
  ],
  content: [
    {
      rule: 'Language names: the language’s own name in its own script, never translated, the same on every page (from the contract’s native names).',
      examples: eachLang((lang) => LANGUAGE_NATIVE_NAMES[lang]),
    },
    {
      rule: 'Switcher label (the button’s hidden prefix and the list’s landmark name): one word, translated.',
      examples: eachLang((lang) => navText[lang].language),
    },
  ],
  accessibility: [
    'Each item carries `lang` and `hreflang` with the language’s BCP 47 tag, so screen readers switch voice to read "ไทย" or "中文" correctly.',
    'The current language is marked `aria-current="true"` and with a check mark (hidden from screen readers).',
    '`menu` follows the disclosure pattern: the button has `aria-expanded`; Escape closes the list and returns focus to the button, and leaving it closes it. `list` is a `<nav>` named by the label.',
    'The button reads "<label>: <current language>" with the name in its own `lang`.',
  ],
  related: ['Layouts/Header', 'Layouts/PhoneHeader', 'Overlays/SiteSwitchDialog', 'Layouts/AuthLayout'],
});
