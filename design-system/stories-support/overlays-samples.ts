/**
 * Wording the overlays' guidance "don't" stories show, in the six site languages. The "do" stories use
 * the real sample text (dialogText, toastText, siteSwitchText, consentText in layouts-samples).
 */
import type { Localized } from './sample-text';

/** A dialog that names nothing: a generic title, a question without context, OK / Cancel. */
export const vagueDialogText: Localized<{
  title: string;
  description: string;
  confirm: string;
  cancel: string;
}> = {
  en_US: {
    title: 'Notice',
    description: 'Are you sure you want to continue?',
    confirm: 'OK',
    cancel: 'Cancel',
  },
  in: {
    title: 'Pemberitahuan',
    description: 'Apakah Anda yakin ingin melanjutkan?',
    confirm: 'OK',
    cancel: 'Batal',
  },
  th: { title: 'แจ้งเตือน', description: 'คุณแน่ใจหรือไม่ว่าต้องการดำเนินการต่อ', confirm: 'ตกลง', cancel: 'ยกเลิก' },
  vi: { title: 'Thông báo', description: 'Bạn có chắc muốn tiếp tục không?', confirm: 'OK', cancel: 'Hủy' },
  zh_CN: { title: '提示', description: '确定要继续吗？', confirm: '确定', cancel: '取消' },
  ms_MY: {
    title: 'Makluman',
    description: 'Adakah anda pasti mahu meneruskan?',
    confirm: 'OK',
    cancel: 'Batal',
  },
};

/** A toast that reports an error code instead of what happened and what to do. */
export const vagueToastText: Localized<{ title: string; description: string }> = {
  en_US: { title: 'Error', description: 'ERR_SMS_LIMIT (429)' },
  in: { title: 'Kesalahan', description: 'ERR_SMS_LIMIT (429)' },
  th: { title: 'ข้อผิดพลาด', description: 'ERR_SMS_LIMIT (429)' },
  vi: { title: 'Lỗi', description: 'ERR_SMS_LIMIT (429)' },
  zh_CN: { title: '错误', description: 'ERR_SMS_LIMIT (429)' },
  ms_MY: { title: 'Ralat', description: 'ERR_SMS_LIMIT (429)' },
};

/** A site-switch prompt that gives no reason to move and does not say what stays the same. */
export const vagueSiteSwitchDescription: Localized<string> = {
  en_US: 'Please use our other website.',
  in: 'Silakan gunakan situs kami yang lain.',
  th: 'โปรดใช้เว็บไซต์อื่นของเรา',
  vi: 'Vui lòng sử dụng trang web khác của chúng tôi.',
  zh_CN: '请使用我们的另一个网站。',
  ms_MY: 'Sila gunakan laman web kami yang lain.',
};

/** A cookie notice that names no purpose, so the visitor cannot choose knowingly. */
export const vagueConsentDescription: Localized<string> = {
  en_US: 'This website uses cookies to ensure you get the best experience.',
  in: 'Situs web ini menggunakan cookie untuk memastikan Anda mendapatkan pengalaman terbaik.',
  th: 'เว็บไซต์นี้ใช้คุกกี้เพื่อให้คุณได้รับประสบการณ์ที่ดีที่สุด',
  vi: 'Trang web này sử dụng cookie để đảm bảo bạn có trải nghiệm tốt nhất.',
  zh_CN: '本网站使用 Cookie 以确保您获得最佳体验。',
  ms_MY: 'Laman web ini menggunakan kuki untuk memastikan anda mendapat pengalaman terbaik.',
};
