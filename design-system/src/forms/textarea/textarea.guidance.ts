import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    'Multi-line text bound to a form value. With maxLength it shows a live counter and stops typing at the limit; screen readers hear the count only near the limit.',
  whenToUse: [
    'Free text longer than a line: feedback, a question for support, a note with a booking.',
    'Text with a length limit the visitor should see while typing.',
  ],
  whenNotToUse: [
    { text: 'A one-line value such as a store name or an e-mail address.', use: 'Forms/TextField' },
    { text: 'Answers from a fixed set.', use: 'Forms/RadioGroup' },
    {
      text: '"Was this helpful?" under an article, with its own reasons and comment.',
      use: 'Content/FeedbackPrompt',
    },
  ],
  examples: [
    {
      do: {
        story: 'DoHintSaysWhatToWrite',
        caption: 'A hint that says what helps us, and a counter for the limit.',
      },
      dont: {
        story: 'DontTextareaForOneLine',
        caption: 'A big box for a one-line value suggests the visitor should write more.',
      },
    },
  ],
  content: [
    {
      rule: "The hint says what to write about, in the visitor's words.",
      examples: {
        en_US: 'Tell us what worked and what got in your way.',
        in: 'Ceritakan apa yang sudah berjalan baik dan apa yang menghambat Anda.',
        th: 'บอกเราว่าอะไรใช้งานได้ดี และอะไรที่ทำให้คุณติดขัด',
        vi: 'Hãy cho chúng tôi biết điều gì hiệu quả và điều gì gây trở ngại cho bạn.',
        zh_CN: '告诉我们哪些地方好用，哪些地方给您带来了不便。',
        ms_MY: 'Beritahu kami apa yang berkesan dan apa yang menyukarkan anda.',
      },
    },
    {
      rule: 'Say what not to include when people tend to paste it.',
      examples: {
        en_US: 'Please don’t include passwords or payment details.',
        in: 'Jangan sertakan kata sandi atau detail pembayaran.',
        th: 'โปรดอย่าใส่รหัสผ่านหรือข้อมูลการชำระเงิน',
        vi: 'Vui lòng không ghi mật khẩu hoặc thông tin thanh toán.',
        zh_CN: '请勿填写密码或支付信息。',
        ms_MY: 'Jangan sertakan kata laluan atau butiran pembayaran.',
      },
    },
  ],
  accessibility: [
    'The counter is announced politely only from announceAt characters left (default a tenth of maxLength, at least 10), not on every keystroke.',
    "Pass labels.charactersLeft in the page's language; the default is English.",
    'Label and hint are tied to the textarea like every field; the error sits under it.',
  ],
  related: ['Forms/TextField', 'Content/FeedbackPrompt', 'Forms/Form'],
});
