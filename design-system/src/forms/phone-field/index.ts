export {
  type CountryCode,
  type CountryOption,
  countryOptions,
  isPhoneValueValid,
  type PhoneValue,
  PRIORITY_COUNTRIES,
  phoneSchema,
  phoneValue,
} from './phone';
export {
  defaultPhoneFieldLabels,
  PhoneField,
  type PhoneFieldLabels,
  type PhoneFieldProps,
} from './phone-field';
