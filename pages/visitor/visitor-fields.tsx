import {
  CaptchaField,
  CodeField,
  type CountryCode,
  EmailField,
  PasswordField,
  PhoneField,
  RadioGroup,
} from '@sellwise/design-system/forms';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { AccountChannel } from './account';

const F = 'pages.visitor.fields';

/** E-mail or mobile number: the channel switch (`channel`) and the field it selects (`email` / `phone`). */
export function AccountFields({
  defaultCountry,
  channels = ['email', 'phone'],
  emailAutoComplete = 'email',
  phoneAutoComplete = 'tel',
  disabled,
}: {
  defaultCountry: CountryCode;
  channels?: readonly AccountChannel[];
  /** `username` on log-in (password managers pair it with the password), `email` on sign-up. */
  emailAutoComplete?: string;
  phoneAutoComplete?: string;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const channel = (useWatch({ name: 'channel' }) as AccountChannel | undefined) ?? channels[0];
  return (
    <>
      {channels.length > 1 ? (
        <RadioGroup
          name="channel"
          label={t('pages.visitor.channel.label')}
          orientation="horizontal"
          disabled={disabled}
          options={channels.map((value) => ({ value, label: t(`pages.visitor.channel.${value}`) }))}
        />
      ) : null}
      {channel === 'phone' ? (
        <VisitorPhoneField
          name="phone"
          defaultCountry={defaultCountry}
          autoComplete={phoneAutoComplete}
          disabled={disabled}
        />
      ) : (
        <EmailField
          name="email"
          label={t(`${F}.email.label`)}
          placeholder={t(`${F}.email.placeholder`)}
          autoComplete={emailAutoComplete}
          disabled={disabled}
          required
        />
      )}
    </>
  );
}

export function VisitorPhoneField({
  name,
  defaultCountry,
  autoComplete = 'tel',
  label,
  description,
  disabled,
}: {
  name: string;
  defaultCountry: CountryCode;
  autoComplete?: string;
  label?: string;
  description?: string;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `${F}.phone.${id}` });
  // Country names follow the page's language: intl.locale is its BCP 47 tag.
  return (
    <PhoneField
      name={name}
      label={label ?? t('label')}
      description={description ?? t('hint')}
      defaultCountry={defaultCountry}
      locale={intl.locale}
      autoComplete={autoComplete}
      disabled={disabled}
      required
      labels={{
        country: t('country'),
        search: t('search'),
        suggested: t('suggested'),
        allCountries: t('allCountries'),
        noResults: t('noResults'),
      }}
    />
  );
}

/** `current` on log-in; `new` (strength meter and rule list) on sign-up and reset. */
export function VisitorPasswordField({
  name = 'password',
  purpose,
  disabled,
}: {
  name?: string;
  purpose: 'current' | 'new';
  disabled?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `${F}.password.${id}` });
  const isNew = purpose === 'new';
  return (
    <PasswordField
      name={name}
      label={t(isNew ? 'newLabel' : 'label')}
      description={isNew ? t('hint') : undefined}
      mode={purpose}
      disabled={disabled}
      required
      labels={{
        show: t('show'),
        hide: t('hide'),
        capsLock: t('capsLock'),
        strength: t('strength'),
        levels: [t('weak'), t('fair'), t('good'), t('strong')],
        ruleLength: t('ruleLength'),
        ruleLetter: t('ruleLetter'),
        ruleDigit: t('ruleDigit'),
        met: t('met'),
        notMet: t('notMet'),
      }}
    />
  );
}

export function VisitorCaptchaField({
  name = 'captcha',
  src,
  onRefresh,
  disabled,
}: {
  name?: string;
  src: string;
  onRefresh: () => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `${F}.captcha.${id}` });
  return (
    <CaptchaField
      name={name}
      src={src}
      onRefresh={onRefresh}
      label={t('label')}
      description={t('hint')}
      disabled={disabled}
      required
      labels={{ image: t('image'), refresh: t('refresh') }}
    />
  );
}

export function VisitorCodeField({
  name = 'code',
  onResend,
  resendSeconds,
  resendAvailableAt,
  onResendAvailableAtChange,
  disabled,
}: {
  name?: string;
  /** Sends the code; resolves `false` when it was not sent (the form shows why). */
  onResend: () => Promise<boolean>;
  resendSeconds?: number;
  resendAvailableAt?: number;
  onResendAvailableAtChange?: (at: number) => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `${F}.code.${id}` }, values);
  return (
    <CodeField
      name={name}
      label={t('label')}
      description={t('hint')}
      onResend={onResend}
      resendSeconds={resendSeconds}
      resendAvailableAt={resendAvailableAt}
      onResendAvailableAtChange={onResendAvailableAtChange}
      disabled={disabled}
      required
      labels={{
        send: t('send'),
        resend: t('resend'),
        resendIn: (seconds) => t('resendIn', { seconds }),
        sending: t('sending'),
      }}
    />
  );
}
