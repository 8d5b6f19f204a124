/**
 * Sample text, sample field rules and a form harness for the forms stories and tests. Texts are real,
 * in the six site languages; `formText(key, ctx)` picks the story's language and `sampleTranslate(lang)`
 * plays the part of the site's intl for the rules' message ids.
 */
import * as React from 'react';
import { type DefaultValues, type FieldValues, type SubmitHandler, useForm } from 'react-hook-form';
import { z } from 'zod';
import { type CaptchaFieldLabels, defaultCaptchaFieldLabels } from '../src/forms/captcha-field/captcha-field';
import { type CodeFieldLabels, defaultCodeFieldLabels } from '../src/forms/code-field/code-field';
import { type DatePickerLabels, defaultDatePickerLabels } from '../src/forms/date-picker/date-picker';
import { Form } from '../src/forms/form/form';
import type { Translate } from '../src/forms/form/translate';
import { zodFormResolver } from '../src/forms/form/zod-form-resolver';
import { formMessageIds } from '../src/forms/messages';
import type { PasswordCheck } from '../src/forms/password-field/password-checks';
import {
  defaultPasswordFieldLabels,
  type PasswordFieldLabels,
} from '../src/forms/password-field/password-field';
import { defaultPhoneFieldLabels, type PhoneFieldLabels } from '../src/forms/phone-field/phone-field';
import { defaultTextareaLabels, type TextareaLabels } from '../src/forms/textarea/textarea';
import {
  defaultTimeSlotPickerLabels,
  type TimeSlotPickerLabels,
} from '../src/forms/time-slot-picker/time-slot-picker';
import { type Localized, type SampleLang, toSampleLang } from './sample-text';

export const formTexts = {
  email: {
    en_US: 'E-mail address',
    in: 'Alamat email',
    th: 'อีเมล',
    vi: 'Địa chỉ email',
    zh_CN: '电子邮箱',
    ms_MY: 'Alamat e-mel',
  },
  emailHint: {
    en_US: 'We send your verification code here.',
    in: 'Kami akan mengirim kode verifikasi ke alamat ini.',
    th: 'เราจะส่งรหัสยืนยันไปที่อีเมลนี้',
    vi: 'Chúng tôi sẽ gửi mã xác minh đến địa chỉ này.',
    zh_CN: '我们会把验证码发送到这个邮箱。',
    ms_MY: 'Kami akan menghantar kod pengesahan ke alamat ini.',
  },
  storeName: {
    en_US: 'Store name',
    in: 'Nama toko',
    th: 'ชื่อร้านค้า',
    vi: 'Tên cửa hàng',
    zh_CN: '店铺名称',
    ms_MY: 'Nama kedai',
  },
  password: {
    en_US: 'Password',
    in: 'Kata sandi',
    th: 'รหัสผ่าน',
    vi: 'Mật khẩu',
    zh_CN: '密码',
    ms_MY: 'Kata laluan',
  },
  phone: {
    en_US: 'Mobile number',
    in: 'Nomor ponsel',
    th: 'หมายเลขโทรศัพท์มือถือ',
    vi: 'Số điện thoại di động',
    zh_CN: '手机号码',
    ms_MY: 'Nombor telefon bimbit',
  },
  phoneHint: {
    en_US: 'We text you a 6-digit code to confirm it is yours.',
    in: 'Kami akan mengirim kode 6 digit melalui SMS untuk memastikan nomor ini milik Anda.',
    th: 'เราจะส่งรหัส 6 หลักทาง SMS เพื่อยืนยันว่าเป็นหมายเลขของคุณ',
    vi: 'Chúng tôi sẽ gửi mã 6 chữ số qua SMS để xác nhận số điện thoại của bạn.',
    zh_CN: '我们会发送 6 位短信验证码，确认这是您的号码。',
    ms_MY: 'Kami akan menghantar kod 6 digit melalui SMS untuk mengesahkan nombor ini milik anda.',
  },
  code: {
    en_US: 'Verification code',
    in: 'Kode verifikasi',
    th: 'รหัสยืนยัน',
    vi: 'Mã xác minh',
    zh_CN: '验证码',
    ms_MY: 'Kod pengesahan',
  },
  captcha: {
    en_US: 'Characters in the picture',
    in: 'Karakter pada gambar',
    th: 'ตัวอักษรในภาพ',
    vi: 'Ký tự trong hình',
    zh_CN: '图中字符',
    ms_MY: 'Aksara dalam gambar',
  },
  message: {
    en_US: 'Your feedback',
    in: 'Masukan Anda',
    th: 'ความคิดเห็นของคุณ',
    vi: 'Góp ý của bạn',
    zh_CN: '您的意见',
    ms_MY: 'Maklum balas anda',
  },
  messageHint: {
    en_US: 'Tell us what worked and what got in your way.',
    in: 'Ceritakan apa yang sudah berjalan baik dan apa yang menghambat Anda.',
    th: 'บอกเราว่าอะไรใช้งานได้ดี และอะไรที่ทำให้คุณติดขัด',
    vi: 'Hãy cho chúng tôi biết điều gì hiệu quả và điều gì gây trở ngại cho bạn.',
    zh_CN: '告诉我们哪些地方好用，哪些地方给您带来了不便。',
    ms_MY: 'Beritahu kami apa yang berkesan dan apa yang menyukarkan anda.',
  },
  marketplace: {
    en_US: 'Main marketplace',
    in: 'Marketplace utama',
    th: 'มาร์เก็ตเพลสหลัก',
    vi: 'Sàn thương mại chính',
    zh_CN: '主要电商平台',
    ms_MY: 'Pasaran dalam talian utama',
  },
  choose: {
    en_US: 'Choose…',
    in: 'Pilih…',
    th: 'เลือก…',
    vi: 'Chọn…',
    zh_CN: '请选择…',
    ms_MY: 'Pilih…',
  },
  trainingLanguage: {
    en_US: 'Language of the training',
    in: 'Bahasa pelatihan',
    th: 'ภาษาที่ใช้ในการอบรม',
    vi: 'Ngôn ngữ của buổi đào tạo',
    zh_CN: '培训语言',
    ms_MY: 'Bahasa latihan',
  },
  trainingDate: {
    en_US: 'Training date',
    in: 'Tanggal pelatihan',
    th: 'วันที่อบรม',
    vi: 'Ngày đào tạo',
    zh_CN: '培训日期',
    ms_MY: 'Tarikh latihan',
  },
  trainingDateHint: {
    en_US: 'Weekdays in the next four weeks.',
    in: 'Hari kerja dalam empat minggu ke depan.',
    th: 'วันธรรมดาภายในสี่สัปดาห์ข้างหน้า',
    vi: 'Các ngày trong tuần, trong bốn tuần tới.',
    zh_CN: '未来四周内的工作日。',
    ms_MY: 'Hari bekerja dalam empat minggu akan datang.',
  },
  timeSlot: {
    en_US: 'Time (Bangkok time)',
    in: 'Waktu (waktu Bangkok, sama dengan WIB)',
    th: 'เวลา (เวลากรุงเทพฯ)',
    vi: 'Giờ (giờ Bangkok)',
    zh_CN: '时间（曼谷时间）',
    ms_MY: 'Masa (waktu Bangkok)',
  },
  agreeBefore: {
    en_US: 'I agree to the ',
    in: 'Saya menyetujui ',
    th: 'ฉันยอมรับ',
    vi: 'Tôi đồng ý với ',
    zh_CN: '我已阅读并同意',
    ms_MY: 'Saya bersetuju dengan ',
  },
  terms: {
    en_US: 'Terms of Service',
    in: 'Ketentuan Layanan',
    th: 'ข้อกำหนดการให้บริการ',
    vi: 'Điều khoản dịch vụ',
    zh_CN: '《服务条款》',
    ms_MY: 'Terma Perkhidmatan',
  },
  agreeAnd: { en_US: ' and ', in: ' dan ', th: 'และ', vi: ' và ', zh_CN: '和', ms_MY: ' dan ' },
  privacy: {
    en_US: 'Privacy Policy',
    in: 'Kebijakan Privasi',
    th: 'นโยบายความเป็นส่วนตัว',
    vi: 'Chính sách quyền riêng tư',
    zh_CN: '《隐私政策》',
    ms_MY: 'Dasar Privasi',
  },
  newsletter: {
    en_US: 'Send me selling tips and product news (about twice a month)',
    in: 'Kirimi saya tips berjualan dan kabar produk (sekitar dua kali sebulan)',
    th: 'ส่งเคล็ดลับการขายและข่าวสารผลิตภัณฑ์ให้ฉัน (ประมาณเดือนละสองครั้ง)',
    vi: 'Gửi cho tôi mẹo bán hàng và tin tức sản phẩm (khoảng hai lần mỗi tháng)',
    zh_CN: '向我发送开店技巧和产品动态（每月约两次）',
    ms_MY: 'Hantar tip jualan dan berita produk kepada saya (kira-kira dua kali sebulan)',
  },
  signUpWith: {
    en_US: 'Sign up with',
    in: 'Daftar dengan',
    th: 'สมัครด้วย',
    vi: 'Đăng ký bằng',
    zh_CN: '注册方式',
    ms_MY: 'Daftar dengan',
  },
  byEmail: { en_US: 'E-mail', in: 'Email', th: 'อีเมล', vi: 'Email', zh_CN: '邮箱', ms_MY: 'E-mel' },
  byPhone: {
    en_US: 'Mobile number',
    in: 'Nomor ponsel',
    th: 'เบอร์มือถือ',
    vi: 'Số điện thoại',
    zh_CN: '手机号',
    ms_MY: 'Nombor telefon',
  },
  byPhoneHint: {
    en_US: 'Recommended in Thailand, Vietnam and Indonesia',
    in: 'Disarankan di Thailand, Vietnam, dan Indonesia',
    th: 'แนะนำสำหรับประเทศไทย เวียดนาม และอินโดนีเซีย',
    vi: 'Khuyên dùng tại Thái Lan, Việt Nam và Indonesia',
    zh_CN: '推荐泰国、越南和印度尼西亚用户使用',
    ms_MY: 'Disyorkan di Thailand, Vietnam dan Indonesia',
  },
  createAccount: {
    en_US: 'Create account',
    in: 'Buat akun',
    th: 'สร้างบัญชี',
    vi: 'Tạo tài khoản',
    zh_CN: '创建账号',
    ms_MY: 'Cipta akaun',
  },
  submit: { en_US: 'Submit', in: 'Kirim', th: 'ส่ง', vi: 'Gửi', zh_CN: '提交', ms_MY: 'Hantar' },
  accountCreated: {
    en_US: 'Your account is ready. Welcome to Sellwise!',
    in: 'Akun Anda sudah siap. Selamat datang di Sellwise!',
    th: 'บัญชีของคุณพร้อมใช้งานแล้ว ยินดีต้อนรับสู่ Sellwise!',
    vi: 'Tài khoản của bạn đã sẵn sàng. Chào mừng đến với Sellwise!',
    zh_CN: '您的账号已创建，欢迎使用 Sellwise！',
    ms_MY: 'Akaun anda sudah sedia. Selamat datang ke Sellwise!',
  },
  apiError: {
    en_US: 'Too many attempts. Please try again in 45 seconds.',
    in: 'Terlalu banyak percobaan. Silakan coba lagi dalam 45 detik.',
    th: 'ลองหลายครั้งเกินไป โปรดลองอีกครั้งใน 45 วินาที',
    vi: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 45 giây.',
    zh_CN: '尝试次数过多，请在 45 秒后重试。',
    ms_MY: 'Terlalu banyak cubaan. Sila cuba lagi dalam 45 saat.',
  },
  // For the guidance's do/don't stories: wording to follow and wording to avoid.
  storeNameHint: {
    en_US: 'Shown on your invoices and receipts.',
    in: 'Ditampilkan di faktur dan struk Anda.',
    th: 'แสดงบนใบแจ้งหนี้และใบเสร็จของคุณ',
    vi: 'Hiển thị trên hóa đơn và biên nhận của bạn.',
    zh_CN: '将显示在您的发票和收据上。',
    ms_MY: 'Dipaparkan pada invois dan resit anda.',
  },
  notCaseSensitive: {
    en_US: 'Capital or small letters both work.',
    in: 'Huruf besar atau kecil sama saja.',
    th: 'พิมพ์ตัวพิมพ์ใหญ่หรือเล็กก็ได้',
    vi: 'Viết hoa hay viết thường đều được.',
    zh_CN: '不区分大小写。',
    ms_MY: 'Huruf besar atau kecil sama sahaja.',
  },
  captchaJargon: {
    en_US: 'CAPTCHA',
    in: 'CAPTCHA',
    th: 'CAPTCHA',
    vi: 'CAPTCHA',
    zh_CN: 'CAPTCHA',
    ms_MY: 'CAPTCHA',
  },
  codeSentHint: {
    en_US: 'We sent a 6-digit code to 081 234 5678.',
    in: 'Kami telah mengirim kode 6 digit ke 081 234 5678.',
    th: 'เราส่งรหัส 6 หลักไปที่ 081 234 5678 แล้ว',
    vi: 'Chúng tôi đã gửi mã 6 chữ số đến 081 234 5678.',
    zh_CN: '我们已向 081 234 5678 发送 6 位验证码。',
    ms_MY: 'Kami telah menghantar kod 6 digit ke 081 234 5678.',
  },
  otpJargon: { en_US: 'OTP', in: 'OTP', th: 'OTP', vi: 'OTP', zh_CN: 'OTP', ms_MY: 'OTP' },
  phoneFormatLabel: {
    en_US: 'Phone (+66, digits only, no spaces or dashes)',
    in: 'Telepon (+62, hanya angka, tanpa spasi atau tanda hubung)',
    th: 'โทรศัพท์ (+66 ตัวเลขเท่านั้น ห้ามเว้นวรรคหรือขีด)',
    vi: 'Điện thoại (+84, chỉ nhập số, không dấu cách hay gạch ngang)',
    zh_CN: '电话（+86，仅限数字，不含空格或横线）',
    ms_MY: 'Telefon (+60, nombor sahaja, tanpa jarak atau sengkang)',
  },
  time: { en_US: 'Time', in: 'Waktu', th: 'เวลา', vi: 'Giờ', zh_CN: '时间', ms_MY: 'Masa' },
  newsletterOptOut: {
    en_US: 'Do not stop sending me selling tips',
    in: 'Jangan berhenti mengirimi saya tips berjualan',
    th: 'อย่าหยุดส่งเคล็ดลับการขายให้ฉัน',
    vi: 'Đừng ngừng gửi mẹo bán hàng cho tôi',
    zh_CN: '不要停止向我发送开店技巧',
    ms_MY: 'Jangan berhenti menghantar tip jualan kepada saya',
  },
} satisfies Record<string, Localized<string>>;

export function formText(
  key: keyof typeof formTexts,
  context: { globals?: Record<string, unknown> },
): string {
  return formTexts[key][toSampleLang(context.globals?.locale)];
}

/*
 * The components' own labels (buttons, hints, screen-reader names), one table per component, for
 * `sample(table, ctx)`. Other languages use the site's wording (locales/<lang>/pages/visitor.json and
 * train.json, checked by forms-samples.test.ts); English is the components' defaults, so the English
 * images show what they always showed.
 */
export const passwordFieldLabels: Localized<PasswordFieldLabels> = {
  en_US: defaultPasswordFieldLabels,
  in: {
    show: 'Tampilkan kata sandi',
    hide: 'Sembunyikan kata sandi',
    capsLock: 'Caps Lock aktif',
    strength: 'Kekuatan kata sandi',
    levels: ['Lemah', 'Cukup', 'Baik', 'Kuat'],
    met: 'terpenuhi',
    notMet: 'belum',
  },
  th: {
    show: 'แสดงรหัสผ่าน',
    hide: 'ซ่อนรหัสผ่าน',
    capsLock: 'เปิด Caps Lock อยู่',
    strength: 'ความปลอดภัยของรหัสผ่าน',
    levels: ['อ่อน', 'พอใช้', 'ดี', 'แข็งแรง'],
    met: 'ผ่านแล้ว',
    notMet: 'ยังไม่ผ่าน',
  },
  vi: {
    show: 'Hiện mật khẩu',
    hide: 'Ẩn mật khẩu',
    capsLock: 'Caps Lock đang bật',
    strength: 'Độ mạnh mật khẩu',
    levels: ['Yếu', 'Trung bình', 'Khá', 'Mạnh'],
    met: 'đã đạt',
    notMet: 'chưa đạt',
  },
  zh_CN: {
    show: '显示密码',
    hide: '隐藏密码',
    capsLock: '大写锁定已开启',
    strength: '密码强度',
    levels: ['弱', '一般', '良好', '强'],
    met: '已满足',
    notMet: '未满足',
  },
  ms_MY: {
    show: 'Tunjukkan kata laluan',
    hide: 'Sembunyikan kata laluan',
    capsLock: 'Caps Lock dihidupkan',
    strength: 'Kekuatan kata laluan',
    levels: ['Lemah', 'Sederhana', 'Baik', 'Kuat'],
    met: 'dipenuhi',
    notMet: 'belum',
  },
};

export const codeFieldLabels: Localized<CodeFieldLabels> = {
  en_US: defaultCodeFieldLabels,
  in: {
    send: 'Kirim kode',
    resend: 'Kirim ulang kode',
    resendIn: (seconds) => `Kirim ulang dalam ${seconds} dtk`,
    sending: 'Mengirim',
  },
  th: {
    send: 'ส่งรหัส',
    resend: 'ส่งรหัสอีกครั้ง',
    resendIn: (seconds) => `ส่งอีกครั้งใน ${seconds} วินาที`,
    sending: 'กำลังส่ง',
  },
  vi: {
    send: 'Gửi mã',
    resend: 'Gửi lại mã',
    resendIn: (seconds) => `Gửi lại sau ${seconds} giây`,
    sending: 'Đang gửi',
  },
  zh_CN: {
    send: '获取验证码',
    resend: '重新发送',
    resendIn: (seconds) => `${seconds} 秒后重发`,
    sending: '发送中',
  },
  ms_MY: {
    send: 'Hantar kod',
    resend: 'Hantar semula kod',
    resendIn: (seconds) => `Hantar semula dalam ${seconds} s`,
    sending: 'Menghantar',
  },
};

/** The placeholder stays the component's YYYY-MM-DD in every language, as on the site, whose hints name it. */
export const datePickerLabels: Localized<DatePickerLabels> = {
  en_US: defaultDatePickerLabels,
  in: {
    ...defaultDatePickerLabels,
    openCalendar: 'Pilih tanggal',
    previousMonth: 'Bulan sebelumnya',
    nextMonth: 'Bulan berikutnya',
  },
  th: {
    ...defaultDatePickerLabels,
    openCalendar: 'เลือกวันที่',
    previousMonth: 'เดือนก่อนหน้า',
    nextMonth: 'เดือนถัดไป',
  },
  vi: {
    ...defaultDatePickerLabels,
    openCalendar: 'Chọn ngày',
    previousMonth: 'Tháng trước',
    nextMonth: 'Tháng sau',
  },
  zh_CN: {
    ...defaultDatePickerLabels,
    openCalendar: '选择日期',
    previousMonth: '上个月',
    nextMonth: '下个月',
  },
  ms_MY: {
    ...defaultDatePickerLabels,
    openCalendar: 'Pilih tarikh',
    previousMonth: 'Bulan sebelumnya',
    nextMonth: 'Bulan seterusnya',
  },
};

export const phoneFieldLabels: Localized<PhoneFieldLabels> = {
  en_US: defaultPhoneFieldLabels,
  in: {
    country: 'Kode negara atau wilayah',
    search: 'Cari negara atau kode',
    suggested: 'Disarankan',
    allCountries: 'Semua negara dan wilayah',
    noResults: 'Negara atau wilayah tidak ditemukan',
  },
  th: {
    country: 'รหัสประเทศหรือภูมิภาค',
    search: 'ค้นหาประเทศหรือรหัส',
    suggested: 'แนะนำ',
    allCountries: 'ประเทศและภูมิภาคทั้งหมด',
    noResults: 'ไม่พบประเทศหรือภูมิภาค',
  },
  vi: {
    country: 'Mã quốc gia hoặc khu vực',
    search: 'Tìm quốc gia hoặc mã',
    suggested: 'Gợi ý',
    allCountries: 'Tất cả quốc gia và khu vực',
    noResults: 'Không tìm thấy quốc gia hoặc khu vực',
  },
  zh_CN: {
    country: '国家或地区区号',
    search: '搜索国家或区号',
    suggested: '推荐',
    allCountries: '所有国家和地区',
    noResults: '未找到该国家或地区',
  },
  ms_MY: {
    country: 'Kod negara atau wilayah',
    search: 'Cari negara atau kod',
    suggested: 'Dicadangkan',
    allCountries: 'Semua negara dan wilayah',
    noResults: 'Negara atau wilayah tidak dijumpai',
  },
};

export const captchaFieldLabels: Localized<CaptchaFieldLabels> = {
  en_US: defaultCaptchaFieldLabels,
  in: { image: 'Gambar berisi karakter yang harus diketik', refresh: 'Tampilkan gambar baru' },
  th: { image: 'รูปภาพที่มีตัวอักษรให้พิมพ์', refresh: 'เปลี่ยนรูปใหม่' },
  vi: { image: 'Hình chứa các ký tự cần nhập', refresh: 'Đổi hình khác' },
  zh_CN: { image: '含有待输入字符的图片', refresh: '换一张' },
  ms_MY: { image: 'Gambar dengan aksara untuk ditaip', refresh: 'Tunjukkan gambar baharu' },
};

export const textareaLabels: Localized<TextareaLabels> = {
  en_US: defaultTextareaLabels,
  in: { charactersLeft: (count) => `Sisa ${count} karakter` },
  th: { charactersLeft: (count) => `เหลืออีก ${count} ตัวอักษร` },
  vi: { charactersLeft: (count) => `Còn ${count} ký tự` },
  zh_CN: { charactersLeft: (count) => `还可输入 ${count} 个字` },
  ms_MY: { charactersLeft: (count) => `Baki ${count} aksara` },
};

/** The stories' slots are booked out, not started as on the site's training form: their own wording. */
export const timeSlotPickerLabels: Localized<TimeSlotPickerLabels> = {
  en_US: defaultTimeSlotPickerLabels,
  in: { full: 'Penuh' },
  th: { full: 'เต็มแล้ว' },
  vi: { full: 'Đã đầy' },
  zh_CN: { full: '已约满' },
  ms_MY: { full: 'Penuh' },
};

/**
 * A field's label in the story's language, for `getByLabelText` in plays: it matches from the label's
 * start, as a required field's label ends in a `*` marker.
 */
export function formLabel(
  key: keyof typeof formTexts,
  context: { globals?: Record<string, unknown> },
): RegExp {
  const escaped = formText(key, context).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}`);
}

/** BCP 47 tag of the story's language, for the `locale` props (country names, calendars). */
export function storyLocale(context: { globals?: Record<string, unknown> }): string {
  return { en_US: 'en-US', in: 'id', th: 'th', vi: 'vi', zh_CN: 'zh-CN', ms_MY: 'ms-MY' }[
    toSampleLang(context.globals?.locale)
  ];
}

/**
 * A product's own field rules, as the stories show them: the design system ships only generic rules
 * (required, agree, date, phone), and a product brings its e-mail, password and code rules, like these.
 */
export const sampleIds = {
  emailInvalid: 'validation.email.invalid',
  passwordLength: 'validation.password.length',
  passwordLetterAndDigit: 'validation.password.letterAndDigit',
  codeLength: 'validation.code.length',
} as const;
/** Message id of the error wording a guidance "don't" story shows: it says neither what is wrong nor what to do. */
export const sampleDontIds = { invalidInput: 'sample.dont.invalidInput' } as const;
const PASSWORD = { min: 8, max: 32 };
const CODE_LENGTH = 6;
const required = { error: formMessageIds.required };

export const sampleEmailSchema = z
  .string(required)
  .trim()
  .min(1, required)
  .pipe(z.email({ error: sampleIds.emailInvalid }));

const characters = (value: string) => [...value].length;
const hasLength = (value: string) => characters(value) >= PASSWORD.min && characters(value) <= PASSWORD.max;
const hasLetter = (value: string) => /\p{L}/u.test(value);
const hasDigit = (value: string) => /\p{Nd}/u.test(value);

export const samplePasswordSchema = z
  .string(required)
  .min(1, required)
  .refine(hasLength, { error: sampleIds.passwordLength })
  .refine((value) => hasLetter(value) && hasDigit(value), { error: sampleIds.passwordLetterAndDigit });

const checkTexts = {
  length: {
    en_US: '8–32 characters',
    in: '8–32 karakter',
    th: '8–32 ตัวอักษร',
    vi: '8–32 ký tự',
    zh_CN: '8–32 个字符',
    ms_MY: '8–32 aksara',
  },
  letter: {
    en_US: 'At least one letter',
    in: 'Minimal satu huruf',
    th: 'มีตัวอักษรอย่างน้อยหนึ่งตัว',
    vi: 'Ít nhất một chữ cái',
    zh_CN: '至少一个字母',
    ms_MY: 'Sekurang-kurangnya satu huruf',
  },
  digit: {
    en_US: 'At least one digit',
    in: 'Minimal satu angka',
    th: 'มีตัวเลขอย่างน้อยหนึ่งตัว',
    vi: 'Ít nhất một chữ số',
    zh_CN: '至少一个数字',
    ms_MY: 'Sekurang-kurangnya satu digit',
  },
} satisfies Record<string, Localized<string>>;

/** The sample password rule's checklist, with its lines as text in `lang` (text shows as it is). */
export function samplePasswordChecks(lang: SampleLang = 'en_US'): PasswordCheck[] {
  return [
    { id: 'length', message: checkTexts.length[lang], test: hasLength },
    { id: 'letter', message: checkTexts.letter[lang], test: hasLetter },
    { id: 'digit', message: checkTexts.digit[lang], test: hasDigit },
  ];
}

export const sampleCodeSchema = z
  .string(required)
  .trim()
  .min(1, required)
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: sampleIds.codeLength });

/** The numbers the sample rules' messages show. */
const sampleValues: Record<string, Record<string, number>> = {
  [sampleIds.passwordLength]: PASSWORD,
  [sampleIds.codeLength]: { length: CODE_LENGTH },
};

const validationTexts: Record<string, Localized<string>> = {
  [formMessageIds.required]: {
    en_US: 'Please fill this in.',
    in: 'Harap isi kolom ini.',
    th: 'โปรดกรอกข้อมูลนี้',
    vi: 'Vui lòng điền thông tin này.',
    zh_CN: '请填写此项。',
    ms_MY: 'Sila isi ruangan ini.',
  },
  [sampleIds.emailInvalid]: {
    en_US: 'Enter an e-mail address like name@example.com.',
    in: 'Masukkan alamat email seperti nama@contoh.com.',
    th: 'โปรดกรอกอีเมลให้ถูกต้อง เช่น name@example.com',
    vi: 'Nhập địa chỉ email dạng ten@vidu.com.',
    zh_CN: '请输入有效的邮箱地址，例如 name@example.com。',
    ms_MY: 'Masukkan alamat e-mel seperti nama@contoh.com.',
  },
  [sampleIds.passwordLength]: {
    en_US: 'Use {min} to {max} characters.',
    in: 'Gunakan {min} sampai {max} karakter.',
    th: 'ใช้ {min} ถึง {max} ตัวอักษร',
    vi: 'Dùng từ {min} đến {max} ký tự.',
    zh_CN: '请使用 {min} 到 {max} 个字符。',
    ms_MY: 'Gunakan {min} hingga {max} aksara.',
  },
  [sampleIds.passwordLetterAndDigit]: {
    en_US: 'Use at least one letter and one digit.',
    in: 'Gunakan minimal satu huruf dan satu angka.',
    th: 'ต้องมีตัวอักษรอย่างน้อยหนึ่งตัวและตัวเลขอย่างน้อยหนึ่งตัว',
    vi: 'Dùng ít nhất một chữ cái và một chữ số.',
    zh_CN: '至少包含一个字母和一个数字。',
    ms_MY: 'Gunakan sekurang-kurangnya satu huruf dan satu digit.',
  },
  [formMessageIds.phoneInvalid]: {
    en_US: 'This is not a mobile number in the chosen country.',
    in: 'Ini bukan nomor ponsel yang valid untuk negara yang dipilih.',
    th: 'หมายเลขนี้ไม่ใช่เบอร์มือถือของประเทศที่เลือก',
    vi: 'Đây không phải số di động hợp lệ của quốc gia đã chọn.',
    zh_CN: '这不是所选国家或地区的有效手机号码。',
    ms_MY: 'Ini bukan nombor telefon bimbit yang sah bagi negara yang dipilih.',
  },
  [sampleIds.codeLength]: {
    en_US: 'Enter the {length}-digit code.',
    in: 'Masukkan kode {length} digit.',
    th: 'โปรดกรอกรหัส {length} หลัก',
    vi: 'Nhập mã gồm {length} chữ số.',
    zh_CN: '请输入 {length} 位验证码。',
    ms_MY: 'Masukkan kod {length} digit.',
  },
  [formMessageIds.termsRequired]: {
    en_US: 'Please agree to the Terms of Service and Privacy Policy.',
    in: 'Harap setujui Ketentuan Layanan dan Kebijakan Privasi.',
    th: 'โปรดยอมรับข้อกำหนดการให้บริการและนโยบายความเป็นส่วนตัว',
    vi: 'Vui lòng đồng ý với Điều khoản dịch vụ và Chính sách quyền riêng tư.',
    zh_CN: '请同意《服务条款》和《隐私政策》。',
    ms_MY: 'Sila bersetuju dengan Terma Perkhidmatan dan Dasar Privasi.',
  },
  [formMessageIds.dateInvalid]: {
    en_US: 'Enter a date like 2026-03-07.',
    in: 'Masukkan tanggal seperti 2026-03-07.',
    th: 'โปรดกรอกวันที่ในรูปแบบ 2026-03-07',
    vi: 'Nhập ngày theo dạng 2026-03-07.',
    zh_CN: '请按 2026-03-07 的格式输入日期。',
    ms_MY: 'Masukkan tarikh seperti 2026-03-07.',
  },
  // The wording to avoid, for the guidance's "don't" stories: it says neither what is wrong nor what to do.
  [sampleDontIds.invalidInput]: {
    en_US: 'Invalid input.',
    in: 'Input tidak valid.',
    th: 'ข้อมูลไม่ถูกต้อง',
    vi: 'Dữ liệu không hợp lệ.',
    zh_CN: '输入无效。',
    ms_MY: 'Input tidak sah.',
  },
};

/** Stands in for the site's intl: message id → text with {placeholders} filled in. */
export function sampleTranslate(lang: SampleLang): Translate {
  return (id, values) => {
    const text = validationTexts[id]?.[lang] ?? id;
    const all = { ...sampleValues[id], ...values };
    return text.replace(/\{(\w+)\}/g, (_, key: string) => String(all[key] ?? `{${key}}`));
  };
}

export function storyTranslate(context: { globals?: Record<string, unknown> }): Translate {
  return sampleTranslate(toSampleLang(context.globals?.locale));
}

/** "Sign up with" choices: phone first, as most sellers in our markets prefer it. */
export function channelOptions(context: { globals?: Record<string, unknown> }) {
  return [
    { value: 'phone', label: formText('byPhone', context), description: formText('byPhoneHint', context) },
    { value: 'email', label: formText('byEmail', context), description: formText('emailHint', context) },
  ];
}

export const marketplaceOptions = [
  { value: 'shopee', label: 'Shopee' },
  { value: 'lazada', label: 'Lazada' },
  { value: 'tiktok', label: 'TikTok Shop' },
  { value: 'tokopedia', label: 'Tokopedia' },
  { value: 'shopify', label: 'Shopify' },
];

export const trainingSlots = [
  { value: '09:00', label: '09:00–10:00' },
  { value: '10:30', label: '10:30–11:30', full: true },
  { value: '13:00', label: '13:00–14:00' },
  { value: '14:30', label: '14:30–15:30' },
  { value: '16:00', label: '16:00–17:00', full: true },
  { value: '19:00', label: '19:00–20:00' },
];

/** A captcha-like picture as a data URL, so stories need no server. */
export const sampleCaptchaSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f1f3f6"/><path d="M4 30 Q40 5 70 24 T118 12" stroke="#687182" fill="none" stroke-width="1.5"/><text x="14" y="28" font-family="monospace" font-size="22" font-weight="700" fill="#1f2733" transform="rotate(-4 60 20)">7KQ4</text><text x="78" y="27" font-family="monospace" font-size="20" font-weight="700" fill="#1a41ad" transform="rotate(6 90 20)">m</text></svg>',
)}`;

export type FormHarnessProps<TValues extends FieldValues, TOutput> = {
  schema: z.ZodType<TOutput, TValues>;
  defaultValues?: DefaultValues<TValues>;
  onSubmit?: SubmitHandler<TOutput>;
  translate?: Translate;
  error?: React.ReactNode;
  children: React.ReactNode;
  /** Extra content after the fields, e.g. the submit button. */
  footer?: React.ReactNode;
  className?: string;
  /** Run the rules at once, to show the error state without a submit. */
  validateOnMount?: boolean;
};

/** A Form with a zod resolver, as a page would build it; for stories and tests. */
export function FormHarness<TValues extends FieldValues, TOutput>({
  schema,
  defaultValues,
  onSubmit = () => {},
  translate,
  error,
  children,
  footer,
  className,
  validateOnMount = false,
}: FormHarnessProps<TValues, TOutput>) {
  const form = useForm<TValues, unknown, TOutput>({ resolver: zodFormResolver(schema), defaultValues });
  React.useEffect(() => {
    if (validateOnMount) void form.trigger();
  }, [validateOnMount, form]);
  return React.createElement(
    Form<TValues, TOutput>,
    { form, onSubmit, translate, error, className: className ?? 'max-w-md' },
    children,
    footer,
  );
}

/** Ids named by aria-describedby / aria-labelledby that no element has: must be empty. */
export function danglingAriaReferences(root: ParentNode): string[] {
  const doc = (root as Node).ownerDocument ?? (root as Document);
  return [...root.querySelectorAll('[aria-describedby],[aria-labelledby]')].flatMap((el) =>
    `${el.getAttribute('aria-describedby') ?? ''} ${el.getAttribute('aria-labelledby') ?? ''}`
      .split(/\s+/)
      .filter((id) => id && !doc.getElementById(id)),
  );
}
