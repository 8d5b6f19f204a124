import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    "Suggests another site, such as the host for the visitor's region: 520 px wide on desktop, a bottom sheet on phones. Every way out reports exactly one of onConfirm, onDismiss and onClose.",
  whenToUse: [
    'The visitor would be better served by another Sellwise site, such as Sellwise Pro from mainland China.',
    'Once per visit at most: onDismiss lets the product remember not to ask again for a while.',
  ],
  whenNotToUse: [
    { text: 'Any other question or task in a modal.', use: 'Overlays/Dialog' },
    { text: "Changing the page's language.", use: 'Layouts/LanguageSwitcher' },
  ],
  examples: [
    {
      do: {
        story: 'DoSayWhySwitch',
        caption: 'Says why the other site suits the visitor and that the account and data stay the same.',
      },
      dont: {
        story: 'DontGiveNoReason',
        caption: 'No reason to move, and nothing about the account: the visitor worries and closes it.',
      },
    },
  ],
  content: [
    {
      rule: 'The description says why the other site suits the visitor and what stays the same.',
      examples: {
        en_US:
          'You seem to be visiting from mainland China. Sellwise Pro is hosted there and loads much faster, with the same account and data.',
        in: 'Sepertinya Anda mengakses dari Tiongkok daratan. Sellwise Pro di-hosting di sana dan jauh lebih cepat, dengan akun dan data yang sama.',
        th: 'ดูเหมือนคุณกำลังเข้าชมจากจีนแผ่นดินใหญ่ Sellwise Pro มีเซิร์ฟเวอร์อยู่ที่นั่นและโหลดได้เร็วกว่ามาก ใช้บัญชีและข้อมูลเดิมได้ทั้งหมด',
        vi: 'Có vẻ bạn đang truy cập từ Trung Quốc đại lục. Sellwise Pro đặt máy chủ tại đó nên tải nhanh hơn nhiều, vẫn dùng cùng tài khoản và dữ liệu.',
        zh_CN: '检测到您正在中国大陆访问。推荐使用 Sellwise Pro 新站，访问更快更稳定，账号和数据完全通用。',
        ms_MY:
          'Anda kelihatan melayari dari tanah besar China. Sellwise Pro dihoskan di sana dan dimuatkan lebih pantas, dengan akaun dan data yang sama.',
      },
    },
    {
      rule: 'The dismiss button says that we will not ask again.',
      examples: {
        en_US: "Close, don't remind me",
        in: 'Tutup, jangan ingatkan lagi',
        th: 'ปิดและไม่ต้องเตือนอีก',
        vi: 'Đóng, không nhắc lại',
        zh_CN: '关闭，不再提醒',
        ms_MY: 'Tutup, jangan ingatkan lagi',
      },
    },
  ],
  accessibility: [
    "The title is the dialog's accessible name and the description its accessible description.",
    'Focus stays inside until the visitor chooses; Escape and the × button report onClose, not onDismiss.',
    'The hint for visitors who should stay is text in an info box, not colour alone.',
  ],
  related: ['Overlays/Dialog', 'Layouts/LanguageSwitcher', 'Layouts/SiteShell'],
});
