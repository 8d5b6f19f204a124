import type { Meta, StoryObj } from '@storybook/react-vite';
import { feedbackText, vagueFeedbackQuestion } from '../../../stories-support/content-samples';
import { sample } from '../../../stories-support/sample-text';
import { FeedbackPrompt, type FeedbackResult } from './feedback-prompt';
import { guidance } from './feedback-prompt.guidance';

const meta = {
  title: 'Content/FeedbackPrompt',
  component: FeedbackPrompt,
  parameters: { guidance },
  args: {
    ...feedbackText.en_US,
    onSubmitReason: async (): Promise<FeedbackResult> => ({ ok: true }),
    afterNo: <p className="text-sm">Need a hand? Our team replies on LINE and WhatsApp within minutes.</p>,
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof FeedbackPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (args, ctx) => <FeedbackPrompt {...args} {...sample(feedbackText, ctx)} />,
};

export const Playground: Story = {};

export const DoAskOneQuestion: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => <FeedbackPrompt {...args} {...sample(feedbackText, ctx)} />,
};

export const DontAskTwoQuestions: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => {
    const t = sample(feedbackText, ctx);
    return (
      <FeedbackPrompt
        {...args}
        reasons={t.reasons}
        labels={{ ...t.labels, question: sample(vagueFeedbackQuestion, ctx) }}
      />
    );
  },
};
