export {
  DatePicker,
  type DatePickerLabels,
  type DatePickerProps,
  defaultDatePickerLabels,
  type Matcher,
} from './date-picker';
export { fromIsoDate, isIsoDate, normalizeDateInput, toIsoDate } from './iso-date';
