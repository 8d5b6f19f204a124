import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    'A modal dialog: focus moves in and stays inside, Escape or the × button closes it, the page behind is dimmed and does not scroll, and focus returns to what opened it. side makes it a centred card, a sheet from an edge, or responsive (a card on desktop, a bottom sheet on phones).',
  whenToUse: [
    'A short task the visitor must finish or cancel before going on, such as booking a training.',
    'Confirming an action with consequences, with buttons that name both ways out.',
    'On phones, side="responsive" gives a bottom sheet that the thumb reaches.',
  ],
  whenNotToUse: [
    { text: 'Telling the visitor something worked, with no answer needed.', use: 'Overlays/Toast' },
    { text: 'Suggesting the site for another region.', use: 'Overlays/SiteSwitchDialog' },
    { text: 'Asking for cookie consent.', use: 'Overlays/ConsentBanner' },
    { text: 'Extra detail the visitor may want to open in place.', use: 'Primitives/Accordion' },
  ],
  examples: [
    {
      do: {
        story: 'DoTitleNamesTask',
        caption: 'The title names the task and the buttons name both ways out.',
      },
      dont: {
        story: 'DontVagueTitle',
        caption: '"Notice" and "OK": the visitor has to read everything to learn what they are agreeing to.',
      },
    },
  ],
  content: [
    {
      rule: 'The title names the task or the question, in a few words.',
      examples: {
        en_US: 'Book a free onboarding training',
        in: 'Pesan pelatihan onboarding gratis',
        th: 'จองการอบรมเริ่มต้นใช้งานฟรี',
        vi: 'Đặt buổi đào tạo làm quen miễn phí',
        zh_CN: '预约免费上手培训',
        ms_MY: 'Tempah latihan permulaan percuma',
      },
    },
    {
      rule: 'Buttons say what they do: a verb for the action, a plain way out for the other.',
      examples: {
        en_US: 'Book now / Not now',
        in: 'Pesan sekarang / Nanti saja',
        th: 'จองเลย / ไว้ทีหลัง',
        vi: 'Đặt ngay / Để sau',
        zh_CN: '立即预约 / 暂不需要',
        ms_MY: 'Tempah sekarang / Bukan sekarang',
      },
    },
  ],
  accessibility: [
    "Every dialog needs a DialogTitle: it is the dialog's accessible name. hideTitle keeps it for screen readers when the design shows none.",
    'DialogDescription becomes the accessible description; keep it to the sentence that explains the title.',
    "Pass labels.close in the page's language: the × button is named by it.",
    "Focus trap, Escape, scroll lock and focus return come from Radix; open a dialog in answer to the visitor's action, not on page load.",
  ],
  related: ['Overlays/Toast', 'Overlays/SiteSwitchDialog', 'Primitives/Button'],
});
