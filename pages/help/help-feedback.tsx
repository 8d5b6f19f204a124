import type { CsChannel } from '@sellwise/api/contract';
import type { FEEDBACK_TYPES } from '@sellwise/api/contract/fields';
import { FeedbackPrompt } from '@sellwise/design-system/content';
import { Heading, Text } from '@sellwise/design-system/primitives';
import { useCallback } from 'react';
import { ContactChannels } from '../contact/contact-channels';
import type { VisitorApi } from '../types';
import { NETWORK_FAILURE, useApiErrorText } from '../visitor/api-error';
import { useVisitorApi } from '../visitor/visitor-api';
import { useHelpText } from './help-ui';
import { prefilledChannelUrl } from './prefilled-message';

/** Why an article did not help, and the feedback type each reason is filed under. */
export const FEEDBACK_REASONS = {
  unclear: 'content',
  outdated: 'content',
  missing: 'content',
  notWorking: 'problem',
  other: 'other',
} as const satisfies Record<string, (typeof FEEDBACK_TYPES)[number]>;
export type FeedbackReason = keyof typeof FEEDBACK_REASONS;
const isReason = (value: string): value is FeedbackReason => Object.hasOwn(FEEDBACK_REASONS, value);

export type ArticleRef = { id: number; title: string; url: string };

/**
 * The feedback text: the reason, the visitor's comment and which article it is about, within the
 * feedback call's limit (the comment is shortened, never the reference).
 */
export function feedbackContent(reasonLabel: string, comment: string, record: string, max: number): string {
  const fixed = `${reasonLabel}\n\n\n\n${record}`.length;
  const room = Math.max(0, max - fixed);
  const text = comment.trim();
  const cut = text.length > room ? `${text.slice(0, Math.max(0, room - 1))}…` : text;
  return [reasonLabel, cut, record].filter(Boolean).join('\n\n').slice(0, max);
}

/** Sends a "not helpful" answer with VisitorApi.feedback. */
export async function sendArticleFeedback(
  api: Pick<VisitorApi, 'feedback'>,
  input: { reason: string; reasonLabel: string; comment: string; record: string; pageUrl: string },
) {
  // The field limits come with the rules module (and zod), loaded on the first send like every visitor call.
  const { TEXT_MAX } = await import('@sellwise/api/contract/fields');
  return api.feedback({
    type: isReason(input.reason) ? FEEDBACK_REASONS[input.reason] : 'other',
    content: feedbackContent(input.reasonLabel, input.comment, input.record, TEXT_MAX.feedback),
    pageUrl: input.pageUrl.slice(0, TEXT_MAX.url),
  });
}

/** "Talk to our team": the channels, with the article in the first message where the app allows it. */
export function HelpContact({ article }: { article: ArticleRef }) {
  const t = useHelpText();
  const message = t('feedback.message', { title: article.title, url: article.url });
  const subject = t('feedback.subject', { title: article.title });
  const linkFor = useCallback(
    (channel: CsChannel) => prefilledChannelUrl(channel, message, subject).url,
    [message, subject],
  );
  return (
    <section data-slot="help-contact" className="flex flex-col gap-3" aria-labelledby="help-contact-title">
      <Heading level={2} size="sm" id="help-contact-title">
        {t('feedback.contactTitle')}
      </Heading>
      <Text size="sm">{t('feedback.contactText')}</Text>
      <figure className="flex flex-col gap-1">
        <figcaption className="text-xs text-muted-foreground">{t('feedback.messageLabel')}</figcaption>
        <blockquote
          data-slot="help-contact-message"
          className="rounded-md bg-surface p-3 text-sm break-words ring-1 ring-border"
        >
          {message}
        </blockquote>
      </figure>
      <ContactChannels linkFor={linkFor} />
    </section>
  );
}

/** "Was this helpful?": "no" asks for a reason, sends it as feedback, then offers customer service. */
export function HelpFeedback({ article }: { article: ArticleRef }) {
  const t = useHelpText();
  const api = useVisitorApi();
  const errorText = useApiErrorText();
  const reasons = (Object.keys(FEEDBACK_REASONS) as FeedbackReason[]).map((value) => ({
    value,
    label: t(`feedback.reasons.${value}`),
  }));
  return (
    <FeedbackPrompt
      labels={{
        question: t('feedback.question'),
        yes: t('feedback.yes'),
        no: t('feedback.no'),
        thanks: t('feedback.thanks'),
        reasonQuestion: t('feedback.reasonQuestion'),
        commentLabel: t('feedback.commentLabel'),
        submit: t('feedback.submit'),
        sending: t('feedback.sending'),
        error: t('feedback.error'),
      }}
      reasons={reasons}
      onSubmitReason={async ({ reason, comment }) => {
        const reasonLabel = reasons.find((r) => r.value === reason)?.label ?? reason;
        try {
          const answer = await sendArticleFeedback(api, {
            reason,
            reasonLabel,
            comment,
            record: t('feedback.record', { title: article.title, id: article.id, url: article.url }),
            pageUrl: article.url,
          });
          return answer.code === 0 ? { ok: true } : { ok: false, message: errorText(answer) };
        } catch {
          return { ok: false, message: errorText(NETWORK_FAILURE) };
        }
      }}
      afterNo={<HelpContact article={article} />}
    />
  );
}
