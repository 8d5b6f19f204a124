import { CircleAlert, ThumbsDown, ThumbsUp } from 'lucide-react';
import * as React from 'react';
import { controlVariants } from '../../forms/field/control-styles';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';

export type FeedbackPromptLabels = {
  /** e.g. "Was this article helpful?" */
  question: string;
  yes: string;
  no: string;
  /** Shown once answered, e.g. "Thanks for your feedback!" */
  thanks: string;
  /** Legend of the reasons, e.g. "What went wrong?" */
  reasonQuestion: string;
  commentLabel: string;
  /** Under the comment box, e.g. "Optional. Please do not include passwords." */
  commentHint?: string;
  submit: string;
  /** On the button while sending, and announced. */
  sending: string;
  /** Shown when the form is sent without a reason, e.g. "Choose a reason". */
  error: string;
};

export type FeedbackResult = { ok: true } | { ok: false; message: string };

export type FeedbackPromptProps = {
  labels: FeedbackPromptLabels;
  reasons: { value: string; label: string }[];
  /** Called as soon as the reader answers yes or no. */
  onAnswer?: (helpful: boolean) => void;
  /** Sends the reason and comment; a failure's message is shown and what was typed is kept. */
  onSubmitReason: (input: { reason: string; comment: string }) => Promise<FeedbackResult>;
  /** Shown once the reason is sent, e.g. ways to contact customer service. */
  afterNo?: React.ReactNode;
  /** Shown after a "yes". */
  afterYes?: React.ReactNode;
  /** Longest comment (default 500). */
  maxCommentLength?: number;
  /** Level of the question's heading (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

type Step = 'ask' | 'yes' | 'reason' | 'sending' | 'done';

/**
 * "Was this helpful?". Yes: thanks. No: a short form (a required reason, an optional comment) sent with
 * `onSubmitReason`; then thanks and `afterNo`. Focus follows the step (the first reason, then the thanks),
 * changes are announced politely, and a failed send shows its message while keeping what was typed.
 */
export function FeedbackPrompt({
  labels,
  reasons,
  onAnswer,
  onSubmitReason,
  afterNo,
  afterYes,
  maxCommentLength = 500,
  headingLevel = 2,
  className,
}: FeedbackPromptProps) {
  const id = React.useId();
  const [step, setStep] = React.useState<Step>('ask');
  const [reason, setReason] = React.useState('');
  const [comment, setComment] = React.useState('');
  const [missingReason, setMissingReason] = React.useState(false);
  const [failure, setFailure] = React.useState<string>();
  const [announcement, setAnnouncement] = React.useState('');
  const reasonsRef = React.useRef<HTMLFieldSetElement>(null);
  const thanksRef = React.useRef<HTMLParagraphElement>(null);
  // Focus moves only after a step the reader caused, never on the first render.
  const focusNext = React.useRef<'reason' | 'thanks' | null>(null);

  React.useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'thanks') thanksRef.current?.focus();
    if (target === 'reason')
      reasonsRef.current?.querySelector<HTMLInputElement>('input[type=radio]')?.focus();
  });

  const Heading = `h${headingLevel}` as const;
  const questionId = `${id}-question`;
  const reasonErrorId = `${id}-reason-error`;
  const commentId = `${id}-comment`;
  const hintId = `${id}-hint`;
  const sending = step === 'sending';

  const answer = (helpful: boolean) => {
    onAnswer?.(helpful);
    if (helpful) {
      setStep('yes');
      setAnnouncement(labels.thanks);
      focusNext.current = 'thanks';
    } else {
      setStep('reason');
      focusNext.current = 'reason';
    }
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!reason) {
      setMissingReason(true);
      focusNext.current = 'reason';
      setAnnouncement('');
      return;
    }
    setFailure(undefined);
    setStep('sending');
    setAnnouncement(labels.sending);
    let result: FeedbackResult;
    try {
      result = await onSubmitReason({ reason, comment: comment.trim() });
    } catch (error) {
      // onSubmitReason should resolve with { ok: false }; a throw still must not lose the form.
      result = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    if (result.ok) {
      setStep('done');
      setAnnouncement(labels.thanks);
      focusNext.current = 'thanks';
    } else {
      setStep('reason');
      setAnnouncement('');
      setFailure(result.message);
    }
  };

  const thanks = (
    <p
      ref={thanksRef}
      tabIndex={-1}
      data-slot="feedback-thanks"
      className="rounded-sm font-semibold text-success-subtle-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {labels.thanks}
    </p>
  );

  return (
    <section
      aria-labelledby={questionId}
      data-slot="feedback-prompt"
      data-step={step}
      className={cn('flex flex-col gap-4', className)}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <Heading id={questionId} className="text-lg font-semibold text-foreground">
          {labels.question}
        </Heading>
        {step === 'ask' ? (
          <div className="flex gap-2">
            <Button variant="outline" shape="pill" onClick={() => answer(true)}>
              <ThumbsUp aria-hidden="true" />
              {labels.yes}
            </Button>
            <Button variant="outline" shape="pill" onClick={() => answer(false)}>
              <ThumbsDown aria-hidden="true" />
              {labels.no}
            </Button>
          </div>
        ) : null}
      </div>

      {step === 'yes' ? (
        <>
          {thanks}
          {afterYes}
        </>
      ) : null}

      {step === 'reason' || step === 'sending' ? (
        <form
          noValidate
          onSubmit={submit}
          data-slot="feedback-form"
          className="flex max-w-xl flex-col gap-5 rounded-lg bg-surface p-4 ring-1 ring-border desktop:p-5"
        >
          <fieldset
            ref={reasonsRef}
            // The legend names the group; each radio says it is required and, after a failed send, invalid.
            aria-describedby={missingReason ? reasonErrorId : undefined}
            data-invalid={missingReason || undefined}
            className="flex min-w-0 flex-col gap-2"
          >
            <legend className="mb-2 font-semibold text-foreground">
              {labels.reasonQuestion}
              <span aria-hidden="true" className="ms-0.5 text-danger">
                *
              </span>
            </legend>
            {reasons.map((option) => (
              <label
                key={option.value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring"
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={option.value}
                  checked={reason === option.value}
                  required
                  aria-invalid={missingReason || undefined}
                  onChange={() => {
                    setReason(option.value);
                    setMissingReason(false);
                  }}
                  className="size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"
                />
                <span>{option.label}</span>
              </label>
            ))}
            {missingReason ? (
              <p id={reasonErrorId} className="flex items-center gap-1.5 text-sm font-medium text-danger">
                <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
                {labels.error}
              </p>
            ) : null}
          </fieldset>

          <div className="flex flex-col gap-1.5">
            <label htmlFor={commentId} className="text-sm font-medium text-foreground">
              {labels.commentLabel}
            </label>
            <textarea
              id={commentId}
              rows={3}
              maxLength={maxCommentLength}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              aria-describedby={labels.commentHint ? hintId : undefined}
              className={cn(controlVariants({ size: null }), 'min-h-24 resize-y py-2.5 text-base')}
            />
            <div className="flex items-start justify-between gap-3 text-xs text-muted-foreground">
              <span id={hintId}>{labels.commentHint}</span>
              <span aria-hidden="true" data-slot="feedback-counter" className="shrink-0 tabular-nums">
                {comment.length}/{maxCommentLength}
              </span>
            </div>
          </div>

          {failure ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-md bg-danger-subtle px-3 py-2 text-sm text-danger-subtle-foreground"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {failure}
            </p>
          ) : null}

          <Button
            type="submit"
            className="self-start"
            aria-disabled={sending || undefined}
            aria-busy={sending || undefined}
          >
            {sending ? labels.sending : labels.submit}
          </Button>
        </form>
      ) : null}

      {step === 'done' ? (
        <>
          {thanks}
          {afterNo}
        </>
      ) : null}

      <p role="status" className="sr-only" data-slot="feedback-status">
        {announcement}
      </p>
    </section>
  );
}
