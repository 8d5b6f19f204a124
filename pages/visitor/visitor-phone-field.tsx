import { type CountryCode, PhoneField } from '@sellwise/design-system/forms';
import { useIntl } from 'react-intl';

const F = 'pages.visitor.fields.phone';

/** The design system's PhoneField with the page's texts; country names follow the page's language. */
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
  const t = (id: string) => intl.formatMessage({ id: `${F}.${id}` });
  return (
    <PhoneField
      name={name}
      label={label ?? t('label')}
      description={description ?? t('hint')}
      defaultCountry={defaultCountry}
      // intl.locale is the page's BCP 47 tag.
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
