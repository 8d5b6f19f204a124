import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    'A phone number with a searchable dial-code picker and formatting as the visitor types. Its value is a PhoneValue (with the E.164 number), checked by phoneSchema.',
  whenToUse: [
    'A mobile number we text a code to or call back on.',
    'Numbers from any country: the visitor types the local number the way they know it, and an autofilled "+84 91…" switches the dial code by itself.',
  ],
  whenNotToUse: [
    { text: 'The code we sent to that number.', use: 'Forms/CodeField' },
    { text: 'Any other text, such as a contact name.', use: 'Forms/TextField' },
  ],
  examples: [
    {
      do: {
        story: 'DoSayWhyWeAsk',
        caption: 'A plain label, the country preset and a hint saying what we send to the number.',
      },
      dont: {
        story: 'DontFormatRulesInLabel',
        caption: 'Format rules in the label: the field formats the number itself, so they only add work.',
      },
    },
  ],
  content: [
    {
      rule: 'Label: "Mobile number" when we text it; no format rules, the field formats as the visitor types.',
      examples: {
        en_US: 'Mobile number',
        in: 'Nomor ponsel',
        th: 'หมายเลขโทรศัพท์มือถือ',
        vi: 'Số điện thoại di động',
        zh_CN: '手机号码',
        ms_MY: 'Nombor telefon bimbit',
      },
    },
    {
      rule: 'Hint: say why we need the number and what we send to it.',
      examples: {
        en_US: 'We text you a 6-digit code to confirm it is yours.',
        in: 'Kami akan mengirim kode 6 digit melalui SMS untuk memastikan nomor ini milik Anda.',
        th: 'เราจะส่งรหัส 6 หลักทาง SMS เพื่อยืนยันว่าเป็นหมายเลขของคุณ',
        vi: 'Chúng tôi sẽ gửi mã 6 chữ số qua SMS để xác nhận số điện thoại của bạn.',
        zh_CN: '我们会发送 6 位短信验证码，确认这是您的号码。',
        ms_MY: 'Kami akan menghantar kod 6 digit melalui SMS untuk mengesahkan nombor ini milik anda.',
      },
    },
  ],
  accessibility: [
    'The dial-code button is named ("Country or region code") and its list is searchable by name or code.',
    "Country names follow the locale prop, so they are read in the page's language; flags are decorative, the name is always given in text.",
    'The input has type="tel" and autocomplete="tel", so phones show the number pad and offer the saved number.',
  ],
  related: ['Forms/CodeField', 'Forms/TextField', 'Forms/Examples'],
});
