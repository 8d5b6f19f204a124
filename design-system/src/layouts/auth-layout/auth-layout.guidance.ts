import { defineGuidance } from '../../../stories-support/guidance';
import { pageText } from '../../../stories-support/layouts-samples';
import { eachLang } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'The frame of the visitor functions (log in, sign up, reset the password): a slim header with the logo and languages, the form card centred on a tinted backdrop, a brand panel beside it on desktop and a compact footer.',
  whenToUse: [
    '`login.htm`, `register.htm`, `forgetPwd.htm`, `phoneForgetPassword.htm` and `check/pass/result.htm` (the `login` layout); `device="mobile"` for their phone twins (`m-login`).',
    '`brandPanel` on desktop: one headline and up to three benefits that remind the visitor why they are signing up. It is dropped on phones.',
    '`promo` on the Thai phone sign-up page (`m-thlogin`), for the offer above the card.',
  ],
  whenNotToUse: [
    { text: 'Any page that is not a form the visitor came to complete.', use: 'Layouts/Layout' },
    {
      text: 'A sign-up form beside a campaign’s pitch on an advertising page.',
      use: 'Layouts/LandingLayout',
    },
    { text: 'A short form inside a page (a newsletter, a callback).', use: 'Forms/Form' },
  ],
  examples: [
    {
      do: {
        story: 'DoBrandPanelOnly',
        caption: 'Desktop: the brand panel beside the card, one message and the form.',
      },
      dont: {
        story: 'DontPromoBesideBrandPanel',
        caption:
          'The promo banner on top of the card beside the brand panel: two sales messages compete with the form. The banner is for the phone sign-up page, which has no panel.',
      },
    },
  ],
  content: [
    {
      rule: 'Card title: the action and the product, as the page’s h1 (the card is the page).',
      examples: eachLang((lang) => pageText[lang].loginTitle),
    },
    {
      rule: 'Brand panel headline: the benefit in at most seven words; its points are short noun phrases without full stops.',
      examples: eachLang(
        (lang) => `${pageText[lang].loginBrandTitle}: ${pageText[lang].loginBrandPoints[0]}`,
      ),
    },
    {
      rule: 'Recovery link: the visitor’s question, as they would ask it.',
      examples: eachLang((lang) => pageText[lang].forgot),
    },
  ],
  accessibility: [
    'The form card is `<main>`’s content: make its title the page’s h1, and give the brand panel’s headline an h2 (the panel comes first in the row, but it is not the page’s subject).',
    'The header keeps the language switcher, so a visitor who lands in the wrong language can switch before typing.',
    'The brand panel is shown only from the desktop breakpoint; nothing the visitor needs may live only there.',
    '`contact` on phones goes in the header, since a floating button would cover the form’s fields.',
  ],
  related: [
    'Forms/Form',
    'Forms/PasswordField',
    'Layouts/Layout',
    'Layouts/LanguageSwitcher',
    'Layouts/LandingLayout',
  ],
});
