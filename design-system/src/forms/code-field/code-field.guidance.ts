import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    'A one-time code: one real input drawn as boxes (so paste, SMS autofill and screen readers just work) and a send button that counts down before the code can be sent again.',
  whenToUse: [
    'Confirming a phone number or e-mail address with a code we send.',
    'A wait between sends that must survive a reload: store the time from onResendAvailableAtChange and pass it back as resendAvailableAt.',
  ],
  whenNotToUse: [
    { text: 'A password the visitor chose.', use: 'Forms/PasswordField' },
    { text: 'Characters read off a picture.', use: 'Forms/CaptchaField' },
  ],
  examples: [
    {
      do: {
        story: 'DoSayWhereCodeWent',
        caption: 'A plain label and a hint saying where the code went and how long it is.',
      },
      dont: {
        story: 'DontJargonLabel',
        caption: '"OTP" is jargon many sellers do not know, and nothing says where to find the code.',
      },
    },
  ],
  content: [
    {
      rule: 'Call it a verification code, not "OTP" or "token".',
      examples: {
        en_US: 'Verification code',
        in: 'Kode verifikasi',
        th: 'รหัสยืนยัน',
        vi: 'Mã xác minh',
        zh_CN: '验证码',
        ms_MY: 'Kod pengesahan',
      },
    },
    {
      rule: 'Say where the code went and how many digits it has.',
      examples: {
        en_US: 'We sent a 6-digit code to 081 234 5678.',
        in: 'Kami telah mengirim kode 6 digit ke 081 234 5678.',
        th: 'เราส่งรหัส 6 หลักไปที่ 081 234 5678 แล้ว',
        vi: 'Chúng tôi đã gửi mã 6 chữ số đến 081 234 5678.',
        zh_CN: '我们已向 081 234 5678 发送 6 位验证码。',
        ms_MY: 'Kami telah menghantar kod 6 digit ke 081 234 5678.',
      },
    },
  ],
  accessibility: [
    'One input with inputMode="numeric" and autocomplete="one-time-code": screen readers read one field, phones offer the code from the SMS.',
    'The send button says how long to wait ("Resend in 42 s"); pass labels in the page\'s language.',
    'onComplete fires on the last digit; if it submits, keep the submit button too for visitors who correct a digit.',
  ],
  related: ['Forms/PhoneField', 'Forms/CaptchaField', 'Forms/Form'],
});
