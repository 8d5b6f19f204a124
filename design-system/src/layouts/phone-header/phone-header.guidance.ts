import { defineGuidance } from '../../../stories-support/guidance';
import { navText } from '../../../stories-support/layouts-samples';
import { eachLang } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'The phone header: the logo and a menu button opening a side drawer with the features, the links, the languages and log-in/sign-up. It takes the same `nav` data as the desktop header.',
  whenToUse: [
    'On every phone page (the `/m/{lang}/` twins): Layout renders it for `device="mobile"` in the `default` frame.',
    'With `contact` for a header-sized contact button: on a phone a floating one would cover the page’s text.',
    'With `search` for the site search trigger, beside the menu button.',
  ],
  whenNotToUse: [
    { text: 'Desktop pages, where the links fit in a row.', use: 'Layouts/Header' },
    { text: 'Phone log-in and sign-up pages (`m-login`), which need no menu.', use: 'Layouts/AuthLayout' },
    {
      text: 'Phone landing pages, which keep one sign-up button instead of a menu.',
      use: 'Layouts/LandingLayout',
    },
  ],
  examples: [
    {
      do: {
        story: 'DoPhoneHeaderOnPhones',
        caption: 'On a phone: the logo and one menu button; everything else waits in the drawer.',
      },
      dont: {
        story: 'DontDesktopHeaderOnPhones',
        caption:
          'The desktop header on a phone: its row is far wider than the screen, so links and buttons collide or fall off the edge.',
      },
    },
  ],
  content: [
    {
      rule: 'Menu button’s name: the action ("Open menu"), translated; the icon alone carries no text.',
      examples: eachLang((lang) => navText[lang].openMenu),
    },
    {
      rule: 'Drawer title: one word naming the panel.',
      examples: eachLang((lang) => navText[lang].menu),
    },
  ],
  accessibility: [
    'The menu button is named by `labels.openMenu` and controls the drawer, a modal dialog titled by `labels.menu` with its own close button (`labels.closeMenu`).',
    'Escape or the close button closes the drawer and focus returns to the menu button; following a link inside closes it too.',
    'The drawer’s code loads on first open and is warmed when a finger or focus reaches the button, so the first tap does not wait.',
    'Inside, the languages are a list named by their switcher label, each in its own script with its own `lang`.',
  ],
  related: ['Layouts/Header', 'Layouts/LanguageSwitcher', 'Overlays/Dialog', 'Layouts/Layout'],
});
