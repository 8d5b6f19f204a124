import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeedbackPrompt, type FeedbackPromptLabels, type FeedbackResult } from './feedback-prompt';

type Texts = { labels: FeedbackPromptLabels; reasons: { value: string; label: string }[] };
const texts: Record<'en' | 'th' | 'zh', Texts> = {
  en: {
    labels: {
      question: 'Was this article helpful?',
      yes: 'Yes',
      no: 'No',
      thanks: 'Thanks for your feedback!',
      reasonQuestion: 'What could we do better?',
      commentLabel: 'Anything else? (optional)',
      commentHint: 'Please don’t include passwords or payment details.',
      submit: 'Send feedback',
      sending: 'Sending…',
      error: 'Choose a reason',
    },
    reasons: [
      { value: 'unclear', label: 'The steps are hard to follow' },
      { value: 'outdated', label: 'It is out of date' },
      { value: 'missing', label: 'It doesn’t answer my question' },
      { value: 'other', label: 'Something else' },
    ],
  },
  th: {
    labels: {
      question: 'บทความนี้มีประโยชน์หรือไม่',
      yes: 'มีประโยชน์',
      no: 'ไม่มีประโยชน์',
      thanks: 'ขอบคุณสำหรับความคิดเห็นของคุณ',
      reasonQuestion: 'เราควรปรับปรุงเรื่องใด',
      commentLabel: 'รายละเอียดเพิ่มเติม (ไม่บังคับ)',
      commentHint: 'โปรดอย่าใส่รหัสผ่านหรือข้อมูลการชำระเงิน',
      submit: 'ส่งความคิดเห็น',
      sending: 'กำลังส่ง…',
      error: 'โปรดเลือกเหตุผล',
    },
    reasons: [
      { value: 'unclear', label: 'ขั้นตอนเข้าใจยาก' },
      { value: 'outdated', label: 'ข้อมูลไม่เป็นปัจจุบัน' },
      { value: 'missing', label: 'ไม่ได้ตอบคำถามของฉัน' },
      { value: 'other', label: 'อื่น ๆ' },
    ],
  },
  zh: {
    labels: {
      question: '这篇文章对你有帮助吗？',
      yes: '有帮助',
      no: '没有帮助',
      thanks: '感谢你的反馈！',
      reasonQuestion: '我们可以在哪些方面改进？',
      commentLabel: '补充说明（选填）',
      commentHint: '请勿填写密码或支付信息。',
      submit: '提交反馈',
      sending: '正在提交…',
      error: '请选择一个原因',
    },
    reasons: [
      { value: 'unclear', label: '步骤难以理解' },
      { value: 'outdated', label: '内容已过时' },
      { value: 'missing', label: '没有解答我的问题' },
      { value: 'other', label: '其他' },
    ],
  },
};
const pick = (locale: unknown) =>
  locale === 'th' ? 'th' : String(locale ?? '').startsWith('zh') ? 'zh' : 'en';

const meta = {
  title: 'Content/FeedbackPrompt',
  component: FeedbackPrompt,
  args: {
    ...texts.en,
    onSubmitReason: async (): Promise<FeedbackResult> => ({ ok: true }),
    afterNo: <p className="text-sm">Need a hand? Our team replies on LINE and WhatsApp within minutes.</p>,
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof FeedbackPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (args, ctx) => <FeedbackPrompt {...args} {...texts[pick(ctx.globals?.locale)]} />,
};

export const Playground: Story = {};
