import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    'A one-line text input bound to a form value: label above, an optional hint under the label and the error under the input. EmailField is the same input with the e-mail keyboard, autofill and no auto-capitalisation.',
  whenToUse: [
    'Short free text the visitor types: a store name, a contact name, an address line.',
    'An e-mail address: use EmailField, which sets type="email", inputMode and autoComplete for you.',
    'Any value the browser can fill in for the visitor: pass the matching autoComplete (organization, name, email…).',
  ],
  whenNotToUse: [
    { text: 'Text longer than a line, such as feedback or a message to support.', use: 'Forms/Textarea' },
    {
      text: 'A password: it needs the show/hide toggle and the right autocomplete.',
      use: 'Forms/PasswordField',
    },
    { text: 'A phone number: it needs the dial code and formatting.', use: 'Forms/PhoneField' },
    { text: 'One value out of a known list.', use: 'Forms/Select' },
    { text: 'Searching the site or the help centre.', use: 'Primitives/SearchInput' },
  ],
  examples: [
    {
      do: { story: 'DoLabelAbove', caption: 'A visible label above the input and a hint saying why we ask.' },
      dont: {
        story: 'DontPlaceholderAsLabel',
        caption:
          'A placeholder as the only label: it disappears on the first keystroke and is too faint to read.',
      },
    },
  ],
  content: [
    {
      rule: 'Label: a short noun phrase naming the value, in sentence case, without a colon or "Please enter".',
      examples: {
        en_US: 'Store name',
        in: 'Nama toko',
        th: 'ชื่อร้านค้า',
        vi: 'Tên cửa hàng',
        zh_CN: '店铺名称',
        ms_MY: 'Nama kedai',
      },
    },
    {
      rule: 'Hint: one sentence saying why we ask or where the value appears, shown before the visitor types.',
      examples: {
        en_US: 'Shown on your invoices and receipts.',
        in: 'Ditampilkan di faktur dan struk Anda.',
        th: 'แสดงบนใบแจ้งหนี้และใบเสร็จของคุณ',
        vi: 'Hiển thị trên hóa đơn và biên nhận của bạn.',
        zh_CN: '将显示在您的发票和收据上。',
        ms_MY: 'Dipaparkan pada invois dan resit anda.',
      },
    },
    {
      rule: 'Error: say what to do, with an example of a good value. No blame ("you entered…"), no "invalid input".',
      examples: {
        en_US: 'Enter an e-mail address like name@example.com.',
        in: 'Masukkan alamat email seperti nama@contoh.com.',
        th: 'โปรดกรอกอีเมลให้ถูกต้อง เช่น name@example.com',
        vi: 'Nhập địa chỉ email dạng ten@vidu.com.',
        zh_CN: '请输入有效的邮箱地址，例如 name@example.com。',
        ms_MY: 'Masukkan alamat e-mel seperti nama@contoh.com.',
      },
    },
  ],
  accessibility: [
    'The label is a real <label for> the input; hideLabel keeps it for screen readers only, for layouts that already name the field.',
    'The hint and the error are tied to the input with aria-describedby; on an error the input gets aria-invalid and the message has role="alert".',
    'A required field shows an asterisk hidden from screen readers and sets aria-required on the input.',
    'Pass autoComplete for personal data (WCAG 1.3.5) so browsers and password managers can fill it in.',
  ],
  related: ['Forms/Field', 'Forms/Textarea', 'Forms/Form'],
});
