import type { Language } from '../../contract/index.ts';

type Purpose = 'register' | 'forget';
interface Texts {
  subject: Record<Purpose, string>;
  body: (code: string, minutes: number) => string;
}

/** Texts of the code messages, per language; the code is the only variable part. */
const TEXTS: Record<Language, Texts> = {
  en_US: {
    subject: { register: 'Your Sellwise sign-up code', forget: 'Your Sellwise password reset code' },
    body: (code, m) =>
      `Your Sellwise verification code is ${code}. It expires in ${m} minutes. If you did not ask for it, ignore this message.`,
  },
  in: {
    subject: { register: 'Kode pendaftaran Sellwise Anda', forget: 'Kode atur ulang kata sandi Sellwise' },
    body: (code, m) =>
      `Kode verifikasi Sellwise Anda adalah ${code}. Berlaku selama ${m} menit. Abaikan pesan ini jika Anda tidak memintanya.`,
  },
  th: {
    subject: { register: 'รหัสสมัครสมาชิก Sellwise ของคุณ', forget: 'รหัสรีเซ็ตรหัสผ่าน Sellwise ของคุณ' },
    body: (code, m) => `รหัสยืนยัน Sellwise ของคุณคือ ${code} ใช้ได้ภายใน ${m} นาที หากคุณไม่ได้ขอรหัสนี้ โปรดละเว้นข้อความนี้`,
  },
  vi: {
    subject: { register: 'Mã đăng ký Sellwise của bạn', forget: 'Mã đặt lại mật khẩu Sellwise của bạn' },
    body: (code, m) =>
      `Mã xác minh Sellwise của bạn là ${code}. Mã hết hạn sau ${m} phút. Nếu bạn không yêu cầu, hãy bỏ qua tin nhắn này.`,
  },
  zh_CN: {
    subject: { register: '您的 Sellwise 注册验证码', forget: '您的 Sellwise 重置密码验证码' },
    body: (code, m) => `您的 Sellwise 验证码是 ${code}，${m} 分钟内有效。如非本人操作，请忽略本消息。`,
  },
  ms_MY: {
    subject: { register: 'Kod pendaftaran Sellwise anda', forget: 'Kod tetapan semula kata laluan Sellwise' },
    body: (code, m) =>
      `Kod pengesahan Sellwise anda ialah ${code}. Sah selama ${m} minit. Abaikan mesej ini jika anda tidak memintanya.`,
  },
};

export function codeMessage(lang: Language, purpose: Purpose, code: string, minutes: number) {
  const t = TEXTS[lang];
  return { subject: t.subject[purpose], text: t.body(code, minutes) };
}
