import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    'The layout and wiring under every form control: label, control, hint and error, and the ids that tie them together. The connected fields (TextField, Select, Checkbox…) are built on it.',
  whenToUse: [
    'Building a control the design system does not have: wrap it in Field and spread useFieldControl() onto it.',
    'Showing a control outside react-hook-form, with its error passed as a message id.',
  ],
  whenNotToUse: [
    {
      text: 'A text value in a form: the connected field binds the value and the error for you.',
      use: 'Forms/TextField',
    },
    { text: 'A yes/no value: it lays the label out beside the box.', use: 'Forms/Checkbox' },
    { text: 'An error about the whole form, such as one from the API.', use: 'Forms/Form' },
  ],
  examples: [
    {
      do: {
        story: 'DoErrorSaysWhatToDo',
        caption: 'The error says how to fix the value and shows an example of a good one.',
      },
      dont: {
        story: 'DontInvalidInput',
        caption: '"Invalid input" says neither what is wrong nor what to do next.',
      },
    },
  ],
  content: [
    {
      rule: 'Errors are message ids the Form translates: write each one as a sentence that says how to fix the value.',
      examples: {
        en_US: 'Enter the 6-digit code.',
        in: 'Masukkan kode 6 digit.',
        th: 'โปรดกรอกรหัส 6 หลัก',
        vi: 'Nhập mã gồm 6 chữ số.',
        zh_CN: '请输入 6 位验证码。',
        ms_MY: 'Masukkan kod 6 digit.',
      },
    },
    {
      rule: 'Put the rules a value must follow in the hint, so the visitor meets them before any error.',
      examples: {
        en_US: 'Use 8 to 32 characters, with at least one letter and one digit.',
        in: 'Gunakan 8 sampai 32 karakter, dengan minimal satu huruf dan satu angka.',
        th: 'ใช้ 8 ถึง 32 ตัวอักษร โดยมีตัวอักษรและตัวเลขอย่างน้อยอย่างละหนึ่งตัว',
        vi: 'Dùng từ 8 đến 32 ký tự, có ít nhất một chữ cái và một chữ số.',
        zh_CN: '请使用 8 到 32 个字符，至少包含一个字母和一个数字。',
        ms_MY: 'Gunakan 8 hingga 32 aksara, dengan sekurang-kurangnya satu huruf dan satu digit.',
      },
    },
  ],
  accessibility: [
    'useFieldControl() gives the control its id, aria-describedby (only ids the Field renders, never a dangling one), aria-invalid and aria-required.',
    'The error has role="alert" and an icon hidden from screen readers: the words carry the message, not the colour.',
    'layout="inline" puts checkbox-like controls before their label; labelKind="group" names a group of controls through aria-labelledby.',
  ],
  related: ['Forms/TextField', 'Forms/Form', 'Forms/Checkbox'],
});
