import { defineGuidance } from '../../../stories-support/guidance';
import { eachLang, sectionsCopy } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'Sends visitors to the Sellwise phone app: what it does for them, the store buttons, a QR code for desktop visitors and a phone frame showing the app.',
  whenToUse: [
    'On the app page (`app.htm`) and once, low on the home page.',
    'With `qrCode` on desktop pages: it is hidden on phones, where the store buttons are the way.',
    'With a `screenshot` of the real app when there is one; the drawn dashboard (described by `illustrationLabel`) stands in otherwise.',
  ],
  whenNotToUse: [
    { text: 'The footer’s small app QR code on every page.', use: 'Layouts/Footer' },
    { text: 'Signing up for the web product.', use: 'Sections/CtaBanner' },
    { text: 'Chat channels with their QR codes.', use: 'Sections/ContactCard' },
  ],
  examples: [
    {
      do: { story: 'DoQrWithCaption', caption: 'The QR code says what to do with it and what it opens.' },
      dont: {
        story: 'DontQrWithoutCaption',
        caption:
          'A bare QR code: visitors cannot tell what it opens, and many do not know the camera reads it.',
      },
    },
  ],
  content: [
    {
      rule: 'Title: what the app lets the seller do away from the desk, in at most six words.',
      examples: eachLang((lang) => sectionsCopy[lang].app.title),
    },
    {
      rule: 'Store kicker: the store’s own wording in the page’s language, as on its official badge; the store name stays in English.',
      examples: eachLang((lang) => `${sectionsCopy[lang].app.googlePlay} Google Play`),
    },
    {
      rule: 'QR caption: the action and the result, starting with the verb.',
      examples: eachLang((lang) => sectionsCopy[lang].app.qrCaption),
    },
  ],
  accessibility: [
    'Store buttons are links whose names are the kicker and the store name; their icons are hidden.',
    'The QR code needs an `alt` saying what it opens; the phone frame is decorative and the drawing inside is described by `illustrationLabel` (or the screenshot’s `alt`).',
    'Bullets are a real list with decorative ticks; the title is an h2 by default.',
    'Below 768 px the phone frame moves under the text, and on phones the QR code is not shown.',
  ],
  related: [
    'Layouts/Footer',
    'Sections/Assets/DashboardIllustration',
    'Sections/ContactCard',
    'Sections/Hero',
  ],
});
