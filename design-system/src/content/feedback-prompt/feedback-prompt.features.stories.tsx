import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FeedbackPrompt, type FeedbackResult } from './feedback-prompt';

const labels = {
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
};
const reasons = [
  { value: 'unclear', label: 'The steps are hard to follow' },
  { value: 'outdated', label: 'It is out of date' },
  { value: 'other', label: 'Something else' },
];

const meta = {
  title: 'Content/FeedbackPrompt/Features',
  component: FeedbackPrompt,
  args: {
    labels,
    reasons,
    onSubmitReason: async (): Promise<FeedbackResult> => ({ ok: true }),
    afterYes: <p className="text-sm text-muted-foreground">Share it with your team.</p>,
    afterNo: (
      <p className="text-sm">
        Still stuck? <a href="#contact">Chat with our team</a>.
      </p>
    ),
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof FeedbackPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Yes: thanks, focused, and what comes after a yes. */
export const AnsweredYes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Yes' }));
    await expect(canvas.getByText(labels.thanks, { selector: 'p[tabindex]' })).toHaveFocus();
  },
};

/** No: the reasons (none chosen yet) and the comment; focus is on the first reason. */
export const ReasonForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'No' }));
    await expect(canvas.getAllByRole('radio')[0]).toHaveFocus();
  },
};

/** Don't send an empty answer: without a reason the group is marked invalid and says why. */
export const MissingReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'No' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(canvas.getAllByRole('radio')[0]).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Choose a reason')).toBeVisible();
  },
};

/** Sending never resolves here, so the busy state stays on screen. */
export const Sending: Story = {
  args: { onSubmitReason: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'No' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'It is out of date' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A failed send: the message in an alert, and the reason and comment are kept for a retry. */
export const SendFailed: Story = {
  args: {
    onSubmitReason: async () => ({
      ok: false,
      message: 'We could not send your feedback. Please try again.',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'No' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'The steps are hard to follow' }));
    await userEvent.type(canvas.getByRole('textbox'), 'Step 3 shows the old menu.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveValue('Step 3 shows the old menu.');
  },
};

/** Sent: thanks, then what comes after a no (e.g. contact channels). */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'No' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Something else' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByRole('link', { name: 'Chat with our team' })).toBeVisible();
  },
};

/** Phone width: the buttons wrap under the question. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
