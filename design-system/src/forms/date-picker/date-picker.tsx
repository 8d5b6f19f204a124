import * as Popover from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import * as React from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { ConnectedField, type FieldControlProps, type FormFieldProps } from '../field/field';
import { mergeRefs } from '../field/refs';
import { Input } from '../text-field/text-field';
import { fromIsoDate, normalizeDateInput, toIsoDate } from './iso-date';

export type DatePickerLabels = {
  openCalendar: string;
  previousMonth: string;
  nextMonth: string;
  /** Shape of a typed date, shown as placeholder. */
  placeholder: string;
};

export const defaultDatePickerLabels: DatePickerLabels = {
  openCalendar: 'Choose date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  placeholder: 'YYYY-MM-DD',
};

export type DatePickerProps = FormFieldProps & {
  /** Earliest and latest dates that can be chosen, as YYYY-MM-DD. */
  min?: string;
  max?: string;
  /** More days that cannot be chosen, e.g. `{ dayOfWeek: [0, 6] }` for weekends. */
  disabledDays?: Matcher[];
  /** BCP 47 language of month and weekday names, e.g. "th". */
  locale?: string;
  weekStartsOn?: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  labels?: Partial<DatePickerLabels>;
  ref?: React.Ref<HTMLInputElement>;
};

/**
 * A date as YYYY-MM-DD: typed (fast on a keyboard) or picked from a calendar in a popover. Values that
 * are not a date yet stay as typed, so the form's rule can say what is wrong and nothing is lost.
 */
export function DatePicker({
  min,
  max,
  disabledDays,
  locale = 'en',
  weekStartsOn,
  labels: labelOverrides,
  ref,
  ...fieldProps
}: DatePickerProps) {
  const labels = { ...defaultDatePickerLabels, ...labelOverrides };
  return (
    <ConnectedField
      {...fieldProps}
      render={(field, control) => (
        <DateInput
          control={control}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={mergeRefs(field.ref, ref)}
          name={field.name}
          min={min}
          max={max}
          disabledDays={disabledDays}
          locale={locale}
          weekStartsOn={weekStartsOn}
          labels={labels}
        />
      )}
    />
  );
}

type DateInputProps = {
  control: FieldControlProps;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: React.Ref<HTMLInputElement>;
  name: string;
  min: string | undefined;
  max: string | undefined;
  disabledDays: Matcher[] | undefined;
  locale: string;
  weekStartsOn: DatePickerProps['weekStartsOn'];
  labels: DatePickerLabels;
};

function DateInput({
  control,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  min,
  max,
  disabledDays,
  locale,
  weekStartsOn,
  labels,
}: DateInputProps) {
  const [open, setOpen] = React.useState(false);
  const input = React.useRef<HTMLInputElement>(null);
  const selected = fromIsoDate(value);
  const minDate = fromIsoDate(min ?? '');
  const maxDate = fromIsoDate(max ?? '');
  const disabled: Matcher[] = [
    ...(minDate ? [{ before: minDate }] : []),
    ...(maxDate ? [{ after: maxDate }] : []),
    ...(disabledDays ?? []),
  ];
  const blocked = Boolean(control.disabled || control.readOnly);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <div data-slot="date-picker" className="relative">
        <Input
          {...control}
          ref={mergeRefs(inputRef, input)}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={labels.placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            onChange(normalizeDateInput(value));
            onBlur();
          }}
          className="pe-12"
        />
        <Popover.Trigger
          type="button"
          disabled={blocked}
          aria-label={labels.openCalendar}
          data-slot="date-picker-trigger"
          className="absolute inset-y-1 end-1 inline-flex w-10 cursor-pointer items-center justify-center rounded-sm text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60"
        >
          <CalendarDays aria-hidden="true" className="size-5" />
        </Popover.Trigger>
      </div>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          aria-label={labels.openCalendar}
          data-slot="date-picker-calendar"
          className="z-dialog rounded-lg border border-border bg-background p-3 shadow-lg"
        >
          <DayPicker
            mode="single"
            required={false}
            selected={selected}
            defaultMonth={selected ?? minDate}
            startMonth={minDate}
            endMonth={maxDate}
            disabled={disabled}
            weekStartsOn={weekStartsOn}
            lang={locale}
            autoFocus
            onSelect={(date) => {
              if (!date) return;
              onChange(toIsoDate(date));
              setOpen(false);
              input.current?.focus();
            }}
            formatters={calendarFormatters(locale)}
            labels={{
              labelNext: () => labels.nextMonth,
              labelPrevious: () => labels.previousMonth,
              labelDayButton: dayLabel(locale),
            }}
            classNames={calendarClassNames}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** A calendar day's name for screen readers: the full date in the page's language. */
export function dayLabel(locale: string): (date: Date) => string {
  const full = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
  return (date) => full.format(date);
}

/** Month and weekday names from the browser's Intl in the page's language: no locale data to ship. */
function calendarFormatters(locale: string) {
  const caption = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'narrow' });
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric' });
  return {
    formatCaption: (month: Date) => caption.format(month),
    formatWeekdayName: (date: Date) => weekday.format(date),
    formatDay: (date: Date) => day.format(date),
  };
}

const calendarClassNames = {
  root: 'relative text-sm',
  months: 'flex flex-col',
  month: 'flex flex-col gap-2',
  month_caption: 'flex h-9 items-center ps-2 font-semibold',
  nav: 'absolute end-0 top-0 flex gap-1',
  button_previous:
    'inline-flex size-9 cursor-pointer items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-40 rtl:rotate-180',
  button_next:
    'inline-flex size-9 cursor-pointer items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-40 rtl:rotate-180',
  chevron: 'size-4 fill-current',
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'size-10 text-xs font-medium text-muted-foreground',
  week: '',
  day: 'p-0 text-center',
  day_button:
    'inline-flex size-10 cursor-pointer items-center justify-center rounded-md tabular-nums hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:hover:bg-transparent',
  selected: '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary-hover',
  today: '[&>button]:font-bold [&>button]:underline',
  disabled: '[&>button]:text-muted-foreground [&>button]:line-through',
  outside: '[&>button]:text-muted-foreground',
  hidden: 'invisible',
};

/** Re-exported for pages that build their own schedule rules. */
export type { Matcher };
