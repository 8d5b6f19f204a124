import {
  Form,
  FormMessage,
  FormSubmit,
  RadioGroup,
  Textarea,
  TextField,
  type Translate,
  zodFormResolver,
} from '@sellwise/design-system/forms';
import { Button, Text } from '@sellwise/design-system/primitives';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { NETWORK_FAILURE, useApiErrorText } from '../visitor/api-error';
import { useFormTranslate } from '../visitor/form-translate';
import { useVisitorApi } from '../visitor/visitor-api';
import {
  CONTACT_MAX,
  FEEDBACK_MAX,
  FEEDBACK_MIN,
  FEEDBACK_TYPES,
  type FeedbackValues,
  feedbackSchema,
} from './feedback-schema';

const F = 'pages.contact.feedback';

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
    resolver: zodFormResolver(feedbackSchema),
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
      setError(errorText(NETWORK_FAILURE));
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
