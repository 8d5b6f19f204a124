import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    'A password input with a show/hide toggle and a Caps Lock hint. In mode="new" it adds a strength meter and a checklist of the rule\'s parts that ticks as the visitor types.',
  whenToUse: [
    'Logging in: the default mode="current" sets autocomplete="current-password" for password managers.',
    'Choosing a password (sign-up, reset): mode="new" with checks, and passwordRules so a password manager suggests one that fits.',
  ],
  whenNotToUse: [
    { text: 'A one-time code from an SMS or e-mail.', use: 'Forms/CodeField' },
    { text: 'The characters of a captcha picture.', use: 'Forms/CaptchaField' },
    { text: 'Text that is not secret.', use: 'Forms/TextField' },
  ],
  examples: [
    {
      do: {
        story: 'DoShowRulesUpFront',
        caption: 'A new password shows the rule as a checklist that ticks while the visitor types.',
      },
      dont: {
        story: 'DontRulesOnlyInError',
        caption: 'The rule appears only as an error, after the visitor has already failed it.',
      },
    },
  ],
  content: [
    {
      rule: 'Checklist lines name what to include, short and positive.',
      examples: {
        en_US: 'At least one digit',
        in: 'Minimal satu angka',
        th: 'มีตัวเลขอย่างน้อยหนึ่งตัว',
        vi: 'Ít nhất một chữ số',
        zh_CN: '至少一个数字',
        ms_MY: 'Sekurang-kurangnya satu digit',
      },
    },
    {
      rule: 'The error repeats the rule to follow, with its numbers, not "weak" or "invalid".',
      examples: {
        en_US: 'Use 8 to 32 characters.',
        in: 'Gunakan 8 sampai 32 karakter.',
        th: 'ใช้ 8 ถึง 32 ตัวอักษร',
        vi: 'Dùng từ 8 đến 32 ký tự.',
        zh_CN: '请使用 8 到 32 个字符。',
        ms_MY: 'Gunakan 8 hingga 32 aksara.',
      },
    },
  ],
  accessibility: [
    'The toggle is a button named "Show password" / "Hide password"; the visitor can check what they typed instead of typing it twice.',
    'Strength is given in words, not only colour, and each checklist line tells screen readers whether it is met.',
    'The Caps Lock hint is a status message, read without moving focus.',
  ],
  related: ['Forms/TextField', 'Forms/Form', 'Forms/Examples'],
});
