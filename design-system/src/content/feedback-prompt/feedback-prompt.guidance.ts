import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    '"Was this helpful?" under an article. Yes: thanks. No: a short form (a required reason, an optional comment) sent with onSubmitReason, then thanks and the afterNo content, such as ways to reach support.',
  whenToUse: [
    'At the end of a help or blog article, once per article.',
    'Learning why an article failed: the reasons are fixed choices the team can count.',
  ],
  whenNotToUse: [
    { text: 'Longer feedback about the product, with contact details.', use: 'Forms/Form' },
    { text: 'Ways to contact support on their own.', use: 'Sections/ContactCard' },
  ],
  examples: [
    {
      do: { story: 'DoAskOneQuestion', caption: 'One question that yes or no answers.' },
      dont: {
        story: 'DontAskTwoQuestions',
        caption: 'Two questions joined by "or": neither yes nor no answers it.',
      },
    },
  ],
  content: [
    {
      rule: 'Ask one question that yes or no answers, about this article.',
      examples: {
        en_US: 'Was this article helpful?',
        in: 'Apakah artikel ini membantu?',
        th: 'บทความนี้มีประโยชน์หรือไม่',
        vi: 'Bài viết này có hữu ích không?',
        zh_CN: '这篇文章对你有帮助吗？',
        ms_MY: 'Adakah artikel ini membantu?',
      },
    },
    {
      rule: 'Reasons describe the article, not the reader.',
      examples: {
        en_US: 'The steps are hard to follow',
        in: 'Langkah-langkahnya sulit diikuti',
        th: 'ขั้นตอนเข้าใจยาก',
        vi: 'Các bước khó làm theo',
        zh_CN: '步骤难以理解',
        ms_MY: 'Langkah-langkahnya sukar diikuti',
      },
    },
  ],
  accessibility: [
    'Focus follows the steps: to the first reason after "No", to the thanks once sent; changes are announced politely.',
    'A send without a reason shows labels.error under the reasons and ties it to them; a failed send shows its message and keeps what was typed.',
    "Set headingLevel so the question fits the page's heading outline (default h2).",
  ],
  related: ['Content/ArticleBody', 'Forms/Textarea', 'Sections/ContactCard'],
});
