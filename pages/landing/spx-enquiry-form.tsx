import type { SpxDataResponse } from '@sellwise/api/contract';
import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import {
  type CountryCode,
  Form,
  FormMessage,
  FormSubmit,
  Select,
  TextField,
  zodFormResolver,
} from '@sellwise/design-system/forms';
import { Text } from '@sellwise/design-system/primitives';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { richLinks } from '../auth/register/rich-links';
import { LANG_MARKET } from '../train/train-form';
import type { HrefBuilder, PageLang } from '../types';
import { NETWORK_FAILURE, useApiErrorText } from '../visitor/api-error';
import { useFormTranslate } from '../visitor/form-translate';
import { useVisitorApi } from '../visitor/visitor-api';
import { VisitorPhoneField } from '../visitor/visitor-fields';
import {
  MONTHLY_PARCELS,
  SPX_NAME_MAX,
  SPX_SHOP_MAX,
  type SpxEnquiryValues,
  spxEnquirySchema,
  toSpxEnquiryRequest,
} from './spx-enquiry-schema';

const F = 'pages.landing.spxStaticPage.enquiryForm';

export type SpxEnquiryFormProps = {
  /** The regions SPX picks up in (GET spxData), which are the countries it takes enquiries for. */
  regions: SpxDataResponse['regions'];
  lang: PageLang;
  href: HrefBuilder;
};

/**
 * The SPX rates enquiry (POST spxEnquiry): name, phone, shop, country, parcels per month. It renders in
 * the browser only (it cannot send without scripts anyway): hydrating the server's form HTML failed on
 * the built site (React #418, spxStaticPage; cause not found yet).
 */
export function SpxEnquiryForm(props: SpxEnquiryFormProps) {
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return browser ? <EnquiryForm {...props} /> : null;
}

function EnquiryForm({ regions, lang, href }: SpxEnquiryFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `${F}.${id}` });
  const api = useVisitorApi();
  const errorText = useApiErrorText();
  const translate = useFormTranslate();
  const country = regions.find((r) => r.country === LANG_MARKET[lang])?.country ?? regions[0]?.country ?? '';
  const form = useForm<SpxEnquiryValues>({
    mode: 'onTouched',
    resolver: zodFormResolver<SpxEnquiryValues>(spxEnquirySchema),
    defaultValues: { name: '', phone: undefined, shopName: '', country, monthlyParcels: '' },
  });
  const pending = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = async (values: SpxEnquiryValues) => {
    if (pending.current) return;
    pending.current = true;
    setError(null);
    try {
      const answer = await api.spxEnquiry(toSpxEnquiryRequest(values));
      // On an error the form keeps what was typed; only the message changes.
      if (answer.code === 0) setSent(true);
      else setError(errorText(answer));
    } catch {
      setError(errorText(NETWORK_FAILURE));
    } finally {
      pending.current = false;
    }
  };

  if (sent)
    return (
      <FormMessage tone="success">
        <p data-slot="spx-enquiry-sent" className="font-semibold">
          {t('success.title')}
        </p>
        <p>{t('success.text')}</p>
      </FormMessage>
    );

  const regionName = (code: string, fallback: string) => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'region' }).of(code) ?? fallback;
    } catch {
      return fallback;
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} translate={translate} error={error ? <span>{error}</span> : null}>
      <TextField name="name" label={t('name')} autoComplete="name" maxLength={SPX_NAME_MAX} required />
      <VisitorPhoneField
        name="phone"
        defaultCountry={(country || LANG_MARKET[lang]) as CountryCode}
        label={t('phone')}
        description={t('phoneHint')}
      />
      <TextField
        name="shopName"
        label={t('shopLink')}
        description={t('shopLinkHint')}
        maxLength={SPX_SHOP_MAX}
        required
      />
      <Select
        name="country"
        label={t('country')}
        options={regions.map((r) => ({ value: r.country, label: regionName(r.country, r.name) }))}
        required
      />
      <Select
        name="monthlyParcels"
        label={t('monthlyParcels')}
        placeholder={t('monthlyParcelsPlaceholder')}
        options={Object.keys(MONTHLY_PARCELS).map((value) => ({
          value,
          label: t(`monthlyParcelsOptions.${value}`),
        }))}
        required
      />
      <Text size="sm" tone="muted">
        <FormattedMessage
          id={`${F}.legal`}
          values={richLinks({
            terms: href(LANG_PAGE_PATHS.terms),
            privacy: href(LANG_PAGE_PATHS.privacyPolicy),
          })}
        />
      </Text>
      <FormSubmit fullWidth loadingLabel={t('sending')}>
        {t('submit')}
      </FormSubmit>
    </Form>
  );
}
