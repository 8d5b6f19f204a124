import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackPrompt, type FeedbackPromptProps, type FeedbackResult } from './feedback-prompt';

const labels = {
  question: 'Was this article helpful?',
  yes: 'Yes',
  no: 'No',
  thanks: 'Thanks for your feedback!',
  reasonQuestion: 'What went wrong?',
  commentLabel: 'Tell us more',
  commentHint: 'Optional',
  submit: 'Send',
  sending: 'Sending…',
  error: 'Choose a reason',
};
const reasons = [
  { value: 'unclear', label: 'Hard to understand' },
  { value: 'outdated', label: 'Out of date' },
  { value: 'other', label: 'Something else' },
];

function setup(props: Partial<FeedbackPromptProps> = {}) {
  const onSubmitReason = vi.fn<FeedbackPromptProps['onSubmitReason']>(async () => ({ ok: true }));
  const onAnswer = vi.fn();
  render(
    <FeedbackPrompt
      labels={labels}
      reasons={reasons}
      onAnswer={onAnswer}
      onSubmitReason={onSubmitReason}
      afterNo={<a href="/contact">Chat with us</a>}
      afterYes={<p>Glad it helped</p>}
      maxCommentLength={40}
      {...props}
    />,
  );
  return { user: userEvent.setup(), onSubmitReason: props.onSubmitReason ?? onSubmitReason, onAnswer };
}

describe('FeedbackPrompt', () => {
  it('asks in a section named by the question', () => {
    setup();
    expect(screen.getByRole('region', { name: labels.question })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: labels.question })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('yes: thanks (focused and announced) and afterYes, no form', async () => {
    const { user, onAnswer, onSubmitReason } = setup();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
    expect(screen.getByText(labels.thanks, { selector: 'p[tabindex]' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(labels.thanks);
    expect(screen.getByText('Glad it helped')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText('Chat with us')).toBeNull();
    expect(onSubmitReason).not.toHaveBeenCalled();
  });

  it('no: a required reason, none preselected; sending without one shows the error', async () => {
    const { user, onAnswer, onSubmitReason } = setup();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onAnswer).toHaveBeenCalledWith(false);
    const group = screen.getByRole('group', { name: /What went wrong\?/ });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios.some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(radios[0]).toHaveFocus();
    for (const radio of radios) expect(radio).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmitReason).not.toHaveBeenCalled();
    expect(radios[0]).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a reason');
    expect(radios[0]).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'Out of date' }));
    expect(radios[0]).not.toHaveAttribute('aria-invalid');
    expect(group).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Choose a reason')).toBeNull();
  });

  it('counts the comment and stops at the limit', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'No' }));
    const box = screen.getByRole('textbox', { name: 'Tell us more' });
    expect(box).toHaveAccessibleDescription('Optional');
    await user.type(box, 'The screenshots show the old menu');
    expect(document.querySelector('[data-slot=feedback-counter]')).toHaveTextContent('33/40');
    await user.type(box, ' and more words here');
    expect((box as HTMLTextAreaElement).value).toHaveLength(40);
  });

  it('a failed send shows the message as an alert and keeps the reason and the comment', async () => {
    let resolve: (value: FeedbackResult) => void = () => {};
    const onSubmitReason = vi.fn(() => new Promise<FeedbackResult>((r) => (resolve = r)));
    const { user } = setup({ onSubmitReason });
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: 'Hard to understand' }));
    await user.type(screen.getByRole('textbox'), '  Step 3 is missing  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSubmitReason).toHaveBeenCalledWith({ reason: 'unclear', comment: 'Step 3 is missing' });
    const busy = screen.getByRole('button', { name: 'Sending…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    await user.click(busy);
    expect(onSubmitReason).toHaveBeenCalledTimes(1);

    resolve({ ok: false, message: 'The network is down. Try again.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The network is down. Try again.');
    expect(screen.getByRole('radio', { name: 'Hard to understand' })).toBeChecked();
    expect(screen.getByRole('textbox')).toHaveValue('  Step 3 is missing  ');
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('Chat with us')).toBeNull();
  });

  it('a thrown error is shown too, and the form stays', async () => {
    const { user } = setup({ onSubmitReason: async () => Promise.reject(new Error('Offline')) });
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Offline');
    expect(screen.getByRole('radio', { name: 'Something else' })).toBeChecked();
  });

  it('a successful send shows thanks (focused) and afterNo, and retrying after a failure clears the alert', async () => {
    const onSubmitReason = vi
      .fn<FeedbackPromptProps['onSubmitReason']>()
      .mockResolvedValueOnce({ ok: false, message: 'Server busy' })
      .mockResolvedValueOnce({ ok: true });
    const { user } = setup({ onSubmitReason });
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: 'Out of date' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.getByRole('link', { name: 'Chat with us' })).toBeInTheDocument());
    expect(screen.getByText(labels.thanks, { selector: 'p[tabindex]' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(labels.thanks);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText('Glad it helped')).toBeNull();
    expect(onSubmitReason).toHaveBeenLastCalledWith({ reason: 'outdated', comment: '' });
  });
});
