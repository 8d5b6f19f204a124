import { defineGuidance } from '../../../stories-support/guidance';
import { eachLang, sectionsCopy } from '../../../stories-support/sections-samples';

export const guidance = defineGuidance({
  purpose:
    'The ways to reach support, one tile per channel (WhatsApp, LINE, Zalo, WeChat, e-mail, phone): the handle as a link, a copy button, the hours and a QR code to scan with the phone.',
  whenToUse: [
    'On the about, partners and pricing pages, with the channels the page’s market uses (LINE in Thailand, Zalo in Vietnam, WeChat for Chinese-speaking sellers, WhatsApp in Malaysia and Indonesia).',
    '`bare` inside a dialog or sidebar, without the section band, with the header aligned to the start.',
    'With `hours` on every channel that is not answered around the clock.',
  ],
  whenNotToUse: [
    { text: 'Questions that can be answered on the page.', use: 'Sections/Faq' },
    { text: 'A form that collects the request instead of opening a chat.', use: 'Forms/Form' },
    { text: 'A sign-up prompt; contact is for help, not conversion.', use: 'Sections/CtaBanner' },
  ],
  examples: [
    {
      do: { story: 'DoChannelsWithHours', caption: 'Each channel says when someone answers.' },
      dont: {
        story: 'DontChannelsWithoutHours',
        caption:
          'No hours: a seller writing at night waits without knowing whether anyone will read it today.',
      },
    },
  ],
  content: [
    {
      rule: 'Title: a person, not a department; promise a human answer only if one comes.',
      examples: eachLang((lang) => sectionsCopy[lang].contact.title),
    },
    {
      rule: 'Hours: days and times in the page’s language with the local time format; add the time zone when the page serves several countries.',
      examples: eachLang((lang) => sectionsCopy[lang].contact.hours),
    },
    {
      rule: 'Channel label: the app’s own name as the app writes it in that language (LINE, Zalo, 微信); only generic channels such as e-mail are translated.',
      examples: eachLang((lang) => sectionsCopy[lang].contact.email),
    },
  ],
  accessibility: [
    'Each channel’s name is a heading; its icon tile is hidden from screen readers.',
    'The copy button is named "<copy> <channel>: <handle>", and the result ("Copied" / "Could not copy") is announced through a live status.',
    'The QR code’s alt text names the channel (`labels.qrAlt` with `{channel}`), so it is not just "QR code".',
    'Tiles are one per row on phones, two from 640 px and three from 1024 px; a short last row is centred.',
  ],
  related: ['Sections/Faq', 'Sections/AppDownload', 'Overlays/Dialog', 'Layouts/Footer'],
});
