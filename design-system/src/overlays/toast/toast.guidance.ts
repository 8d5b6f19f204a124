import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    'Short notices in a corner of the screen (bottom centre on phones) that close by themselves: a success, an info or an error, with an optional action. Mount one Toaster near the root and call toast() from anywhere.',
  whenToUse: [
    'Confirming that something worked after an action, such as a booking.',
    'A short note the visitor may miss without harm, such as a new version being available.',
    'An undo for what just happened, given as the action, with altText saying where else to do it.',
  ],
  whenNotToUse: [
    {
      text: 'An error the visitor must fix in a form: it belongs next to the field or at the top of the form.',
      use: 'Forms/Form',
    },
    { text: 'A question the visitor must answer before going on.', use: 'Overlays/Dialog' },
  ],
  examples: [
    {
      do: {
        story: 'DoSayWhatHappened',
        caption: 'The title says what happened, the description what comes next.',
      },
      dont: {
        story: 'DontShowErrorCode',
        caption: 'A code tells the visitor nothing and is gone before they can act on it.',
      },
    },
  ],
  content: [
    {
      rule: 'The title says what happened, in a few words and without "successfully".',
      examples: {
        en_US: 'Booking confirmed',
        in: 'Pemesanan dikonfirmasi',
        th: 'ยืนยันการจองแล้ว',
        vi: 'Đã xác nhận lịch hẹn',
        zh_CN: '预约成功',
        ms_MY: 'Tempahan disahkan',
      },
    },
    {
      rule: 'For an error, the description says what to do next, never a code.',
      examples: {
        en_US: 'Check your phone number and try again in a minute.',
        in: 'Periksa nomor ponsel Anda dan coba lagi dalam satu menit.',
        th: 'ตรวจสอบหมายเลขโทรศัพท์แล้วลองใหม่อีกครั้งในหนึ่งนาที',
        vi: 'Kiểm tra số điện thoại và thử lại sau một phút.',
        zh_CN: '请检查手机号，一分钟后重试。',
        ms_MY: 'Semak nombor telefon anda dan cuba lagi dalam seminit.',
      },
    },
  ],
  accessibility: [
    'Errors are announced assertively, the rest politely; the toasts sit in a landmark named by labels.region, reachable with F8.',
    'Toasts pause while hovered or focused; never put the only way to do something in a toast, as it closes by itself.',
    'An action needs altText: screen readers announce it as the way to do the same without the toast.',
    "Pass labels (close, region, toast) in the page's language; the defaults are English.",
  ],
  related: ['Overlays/Dialog', 'Forms/Form', 'Primitives/Button'],
});
