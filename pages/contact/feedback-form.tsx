import { zodResolver } from '@hookform/resolvers/zod';
import {
  Form,
  FormMessage,
  FormSubmit,
  formMessageIds,
  RadioGroup,
  Textarea,
  TextField,
  type Translate,
} from '@sellwise/design-system/forms';
import { Button, Text } from '@sellwise/design-system/primitives';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import type { VisitorApi } from '../types';
import { useApiErrorText } from '../visitor/api-error';
import { useFormTranslate } from '../visitor/form-translate';
import { useVisitorApi } from '../visitor/visitor-api';

type FeedbackType = Parameters<VisitorApi['feedback']>[0]['type'];

// The contract's list (pages import only its types); feedback-form.test.tsx checks they stay equal.
export const FEEDBACK_TYPES = [
  'suggestion',
  'problem',
  'content',
  'other',
] as const satisfies readonly FeedbackType[];
export const FEEDBACK_MIN = 5;
export const FEEDBACK_MAX = 2000;
export const CONTACT_MAX = 254;

const F = 'pages.contact.feedback';

/** Mirrors feedbackRequest in api/contract/site.ts; the page address is added when sending. */
export const feedbackSchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: formMessageIds.required }),
  content: z
    .string({ error: formMessageIds.required })
    .trim()
    .min(1, { error: formMessageIds.required })
    .min(FEEDBACK_MIN, { error: `${F}.content.tooShort` })
    .max(FEEDBACK_MAX),
  contact: z.string().trim().max(CONTACT_MAX),
});
type FeedbackValues = z.infer<typeof feedbackSchema>;

const EMPTY: FeedbackValues = { type: 'suggestion', content: '', contact: '' };

/** The user-feedback form (spec §7 editUserFeedback): type, text with a counter, optional contact. */
export function FeedbackForm({ pageUrl }: { pageUrl: () => string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${F}.${id}` }, values);
  const api = useVisitorApi();
  const errorText = useApiErrorText();
  const baseTranslate = useFormTranslate();
  const translate = useCallback<Translate>(
    (id, values) => baseTranslate(id, { min: FEEDBACK_MIN, max: FEEDBACK_MAX, ...values }),
    [baseTranslate],
  );
  const form = useForm<FeedbackValues>({
    mode: 'onTouched',
    resolver: zodResolver(feedbackSchema),
    defaultValues: EMPTY,
  });
  const pending = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const onSubmit = async (values: FeedbackValues) => {
    if (pending.current) return;
    pending.current = true;
    setError(null);
    try {
      const contact = values.contact.trim();
      const answer = await api.feedback({
        type: values.type,
        content: values.content.trim(),
        ...(contact ? { contact } : {}),
        pageUrl: pageUrl(),
      });
      if (answer.code === 0) {
        form.reset(EMPTY);
        setSent(true);
      } else setError(errorText(answer));
    } catch {
      setError(errorText({ code: -1, msg: '', data: null }));
    } finally {
      pending.current = false;
    }
  };

  if (sent)
    return (
      <div data-slot="feedback-sent" className="flex flex-col items-start gap-3">
        <FormMessage tone="success">
          <h3 ref={sentHeading} tabIndex={-1} className="font-semibold outline-none">
            {t('sent.title')}
          </h3>
          <p>{t('sent.text')}</p>
        </FormMessage>
        <Button variant="outline" onClick={() => setSent(false)}>
          {t('sent.another')}
        </Button>
      </div>
    );

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      translate={translate}
      error={error ? <span>{error}</span> : null}
      spacing="sm"
    >
      <Text size="sm" tone="muted">
        {t('intro')}
      </Text>
      <RadioGroup
        name="type"
        label={t('type.label')}
        options={FEEDBACK_TYPES.map((value) => ({ value, label: t(`type.options.${value}`) }))}
        required
      />
      <Textarea
        name="content"
        label={t('content.label')}
        description={t('content.hint', { min: FEEDBACK_MIN, max: FEEDBACK_MAX })}
        placeholder={t('content.placeholder')}
        maxLength={FEEDBACK_MAX}
        labels={{ charactersLeft: (count) => t('content.charactersLeft', { count }) }}
        required
      />
      <TextField
        name="contact"
        label={t('contact.label')}
        description={t('contact.hint')}
        autoComplete="email"
        maxLength={CONTACT_MAX}
      />
      <FormSubmit fullWidth loadingLabel={t('sending')}>
        {t('submit')}
      </FormSubmit>
    </Form>
  );
}
