import { type CountryCode, EmailField, Field, RadioGroup } from '@sellwise/design-system/forms';
import { Skeleton } from '@sellwise/design-system/primitives';
import { Suspense } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { AccountChannel } from './account';
import { LazyAccountPhoneField, loadPhoneChannel } from './phone-loader';

const F = 'pages.visitor.fields';

/**
 * E-mail or mobile number: the channel switch (`channel`) and the field it selects (`email` / `phone`).
 * The phone field loads when first shown; `defaultCountry` is its dial code until the API names the
 * visitor's country.
 */
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
        // Reaching for the switch starts loading the phone field, ahead of the click.
        // biome-ignore lint/a11y/noStaticElementInteractions: it only preloads code; the radios are the controls.
        <div onPointerDown={preloadPhone} onFocus={preloadPhone}>
          <RadioGroup
            name="channel"
            label={t('pages.visitor.channel.label')}
            orientation="horizontal"
            disabled={disabled}
            options={channels.map((value) => ({ value, label: t(`pages.visitor.channel.${value}`) }))}
          />
        </div>
      ) : null}
      {channel === 'phone' ? (
        <Suspense fallback={<PhoneFieldPending />}>
          <LazyAccountPhoneField
            defaultCountry={defaultCountry}
            autoComplete={phoneAutoComplete}
            disabled={disabled}
          />
        </Suspense>
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

const preloadPhone = () => void loadPhoneChannel().catch(() => {});

/** The phone field's label, hint and box while its code loads, so nothing moves when it arrives. */
function PhoneFieldPending() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `${F}.phone.${id}` });
  return (
    <Field label={t('label')} description={t('hint')} labelKind="group" required aria-busy="true">
      <Skeleton shape="rect" className="h-11!" />
    </Field>
  );
}
