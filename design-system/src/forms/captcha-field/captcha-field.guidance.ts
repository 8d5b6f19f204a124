import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    'A picture captcha: the picture, a button that loads a new one and the input for its characters. The API checks the answer; the field only collects it.',
  whenToUse: [
    'The API requires a picture check before it sends an SMS code or creates an account.',
    'After onRefresh, clear the typed answer: it belonged to the old picture.',
  ],
  whenNotToUse: [
    { text: 'A code we sent by SMS or e-mail.', use: 'Forms/CodeField' },
    { text: 'Any value the visitor knows without a picture.', use: 'Forms/TextField' },
  ],
  examples: [
    {
      do: {
        story: 'DoSayWhatToType',
        caption: 'The label says what to type, and the hint that letter case does not matter.',
      },
      dont: {
        story: 'DontJargonLabel',
        caption: '"CAPTCHA" names the technique, not the task, and leaves the visitor guessing about case.',
      },
    },
  ],
  content: [
    {
      rule: 'The label says what to type, not the name of the technique.',
      examples: {
        en_US: 'Characters in the picture',
        in: 'Karakter pada gambar',
        th: 'ตัวอักษรในภาพ',
        vi: 'Ký tự trong hình',
        zh_CN: '图中字符',
        ms_MY: 'Aksara dalam gambar',
      },
    },
    {
      rule: 'The hint says whether letter case matters.',
      examples: {
        en_US: 'Capital or small letters both work.',
        in: 'Huruf besar atau kecil sama saja.',
        th: 'พิมพ์ตัวพิมพ์ใหญ่หรือเล็กก็ได้',
        vi: 'Viết hoa hay viết thường đều được.',
        zh_CN: '不区分大小写。',
        ms_MY: 'Huruf besar atau kecil sama sahaja.',
      },
    },
  ],
  accessibility: [
    'The picture has alternative text and the refresh button a name ("Show a new picture"); pass both in the page\'s language through labels.',
    'A picture cannot be read by every visitor: keep it only where the API demands it, and offer another way to reach us nearby.',
    'The input turns off autocomplete, autocorrect and auto-capitalisation, so the phone does not change the characters.',
  ],
  related: ['Forms/CodeField', 'Forms/TextField', 'Forms/Examples'],
});
