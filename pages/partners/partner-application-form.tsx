import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import {
  Checkbox,
  EmailField,
  Form,
  FormSubmit,
  RadioGroup,
  Select,
  Textarea,
  TextField,
  type Translate,
  zodFormResolver,
} from '@sellwise/design-system/forms';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { richLinks } from '../auth/register/rich-links';
import type { ApiFailureMsg, HrefBuilder } from '../types';
import { NETWORK_FAILURE, useApiErrorText } from '../visitor/api-error';
import { useFormTranslate } from '../visitor/form-translate';
import { useCountries } from '../visitor/use-countries';
import { useVisitorApi } from '../visitor/visitor-api';
import {
  EMPTY_APPLICATION,
  MAX_LENGTH,
  MESSAGE_MAX,
  MESSAGE_MIN,
  PARTNER_TYPES,
  type PartnerApplicationValues,
  partnerApplicationSchema,
  SELLERS_SERVED,
  toPartnerApplication,
} from './partner-application-schema';

const C = 'pages.partners.config';
// The API's VALIDATION answer: the form checks what the API checks, so this only follows a changed rule.
const VALIDATION: ApiFailureMsg = 'error.validation';

/** "1-50" → "1–50", "5000+" → "5,000+", in the page language's digits and separators. */
/** A sellers-served range as the locale writes its numbers ("501–5,000", "5,001+"). */
export function sellersServedLabel(intl: IntlShape, range: (typeof SELLERS_SERVED)[number]): string {
  return range.endsWith('+')
    ? `${intl.formatNumber(Number(range.slice(0, -1)))}+`
    : range
        .split('-')
        .map((n) => intl.formatNumber(Number(n)))
        .join('–');
}

/** The partner application of partners/config.htm; `onSent` gets the address the team will write to. */
export function PartnerApplicationForm({
  href,
  onSent,
}: {
  href: HrefBuilder;
  onSent: (email: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${C}.${id}` }, values);
  const api = useVisitorApi();
  const errorText = useApiErrorText();
  const baseTranslate = useFormTranslate();
  const translate = useCallback<Translate>(
    (id, values) => baseTranslate(id, { min: MESSAGE_MIN, max: MESSAGE_MAX, ...values }),
    [baseTranslate],
  );
  const form = useForm<PartnerApplicationValues>({
    mode: 'onTouched',
    resolver: zodFormResolver<PartnerApplicationValues>(partnerApplicationSchema),
    defaultValues: EMPTY_APPLICATION,
  });
  const countries = useCountries('');
  // The API's guess fills the country unless the visitor already chose one.
  useEffect(() => {
    if (countries.country && !form.getFieldState('country').isDirty)
      form.setValue('country', countries.country);
  }, [countries.country, form]);
  const pending = useRef(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (values: PartnerApplicationValues) => {
    if (pending.current) return;
    pending.current = true;
    setError(null);
    try {
      const request = toPartnerApplication(partnerApplicationSchema.parse(values));
      const answer = await api.partnerApply(request);
      if (answer.code === 0) onSent(answer.data?.email ?? request.email);
      else setError(answer.msg === VALIDATION ? t('error') : errorText(answer));
    } catch {
      setError(errorText(NETWORK_FAILURE));
    } finally {
      pending.current = false;
    }
  };

  const choose = intl.formatMessage({ id: 'pages.common.form.selectPlaceholder' });
  return (
    <Form form={form} onSubmit={onSubmit} translate={translate} error={error ? <span>{error}</span> : null}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="companyName"
          label={t('fields.companyName')}
          autoComplete="organization"
          maxLength={MAX_LENGTH.companyName}
          required
        />
        <TextField
          name="contactName"
          label={t('fields.contactName')}
          autoComplete="name"
          maxLength={MAX_LENGTH.contactName}
          required
        />
        <TextField
          name="jobTitle"
          label={t('fields.jobTitle')}
          autoComplete="organization-title"
          maxLength={MAX_LENGTH.jobTitle}
        />
        <EmailField name="email" label={t('fields.email')} required />
        <TextField
          name="phone"
          type="tel"
          inputMode="tel"
          label={t('fields.phone')}
          autoComplete="tel"
          maxLength={MAX_LENGTH.phone}
        />
        <Select
          name="country"
          label={t('fields.country')}
          options={countries.options}
          placeholder={choose}
          autoComplete="country"
          required
        />
        <TextField
          name="website"
          type="url"
          inputMode="url"
          label={t('fields.website')}
          autoComplete="url"
          placeholder="https://"
          maxLength={MAX_LENGTH.website}
        />
        <Select
          name="partnerType"
          label={t('fields.partnerType')}
          options={PARTNER_TYPES.map((value) => ({ value, label: t(`fields.partnerTypes.${value}`) }))}
          placeholder={choose}
          required
        />
        <RadioGroup
          name="sellersServed"
          label={t('fields.sellersServed')}
          options={SELLERS_SERVED.map((value) => ({ value, label: sellersServedLabel(intl, value) }))}
          orientation="horizontal"
          className="sm:col-span-2"
          required
        />
        <Textarea
          name="message"
          label={t('fields.message')}
          placeholder={t('fields.messagePlaceholder')}
          maxLength={MESSAGE_MAX}
          labels={{ charactersLeft: (count) => t('charactersLeft', { count }) }}
          className="sm:col-span-2"
          required
        />
      </div>
      <Checkbox
        name="consent"
        required
        label={
          <FormattedMessage
            id={`${C}.consent`}
            values={richLinks({ link: href(LANG_PAGE_PATHS.privacyPolicy) })}
          />
        }
      />
      <FormSubmit size="lg" className="self-start" loadingLabel={t('submitting')}>
        {t('submit')}
      </FormSubmit>
    </Form>
  );
}
