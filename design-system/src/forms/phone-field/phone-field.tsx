import * as Popover from '@radix-ui/react-popover';
import { Command } from 'cmdk';
import { Check, ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { controlVariants } from '../field/control-styles';
import { ConnectedField, type FieldControlProps, type FormFieldProps } from '../field/field';
import { mergeRefs } from '../field/refs';
import { allFlagsLoaded, flagUrl, loadAllFlags } from './flags';
import {
  type CountryCode,
  type CountryOption,
  countryOptions,
  detectInternational,
  dialCodeOf,
  displayNames,
  formatNational,
  formatValue,
  type PhoneValue,
  PRIORITY_COUNTRIES,
  phoneValue,
} from './phone';

export type PhoneFieldLabels = {
  /** Names the dial-code button, e.g. "Country or region code". */
  country: string;
  search: string;
  suggested: string;
  allCountries: string;
  noResults: string;
};

export const defaultPhoneFieldLabels: PhoneFieldLabels = {
  country: 'Country or region code',
  search: 'Search country or code',
  suggested: 'Suggested',
  allCountries: 'All countries and regions',
  noResults: 'No country or region found',
};

export type PhoneFieldProps = FormFieldProps & {
  /** Country shown until the visitor picks one (e.g. from the API's default). */
  defaultCountry?: CountryCode;
  /** BCP 47 language for country names, e.g. "th" or "zh-CN". */
  locale?: string;
  labels?: Partial<PhoneFieldLabels>;
  placeholder?: string;
  /** Defaults to "tel": an autofilled "+84 91…" switches the dial code by itself. */
  autoComplete?: string;
  ref?: React.Ref<HTMLInputElement>;
};

/** Phone number with a searchable dial-code picker, as-you-type formatting and a `PhoneValue`. */
export function PhoneField({
  defaultCountry = 'TH',
  locale = 'en',
  labels: labelOverrides,
  placeholder,
  autoComplete = 'tel',
  ref,
  ...fieldProps
}: PhoneFieldProps) {
  const labels = { ...defaultPhoneFieldLabels, ...labelOverrides };
  return (
    <ConnectedField
      {...fieldProps}
      render={(field, control) => (
        <PhoneInput
          control={control}
          value={field.value as PhoneValue | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={mergeRefs(field.ref, ref)}
          name={field.name}
          defaultCountry={defaultCountry}
          locale={locale}
          labels={labels}
          placeholder={placeholder}
          autoComplete={autoComplete}
        />
      )}
    />
  );
}

type PhoneInputProps = {
  control: FieldControlProps;
  value: PhoneValue | undefined;
  onChange: (value: PhoneValue) => void;
  onBlur: () => void;
  inputRef: React.Ref<HTMLInputElement>;
  name: string;
  defaultCountry: CountryCode;
  locale: string;
  labels: PhoneFieldLabels;
  placeholder: string | undefined;
  autoComplete: string;
};

const digitsOf = (text: string) => text.replace(/\D/g, '');

function PhoneInput({
  control,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  defaultCountry,
  locale,
  labels,
  placeholder,
  autoComplete,
}: PhoneInputProps) {
  const country = value?.country ?? defaultCountry;
  const [text, setText] = React.useState(() => (value ? formatValue(value) : ''));
  const localInput = React.useRef<HTMLInputElement>(null);

  // A value set from outside (reset, restored draft) replaces the text; our own edits already match it.
  const shown = phoneValue(country, digitsOf(text));
  if (!value && text) setText('');
  else if (value && value.nationalNumber !== shown.nationalNumber && !text.startsWith('+')) {
    setText(formatValue(value));
  }

  // Digits before the caret after an edit: the caret goes back there once the text is reformatted.
  const caretDigits = React.useRef<number | null>(null);
  React.useLayoutEffect(() => {
    const element = localInput.current;
    if (caretDigits.current === null || !element || element.ownerDocument.activeElement !== element) return;
    let position = 0;
    for (let seen = 0; position < text.length && seen < caretDigits.current; position += 1) {
      if (/\d/.test(text[position]!)) seen += 1;
    }
    element.setSelectionRange(position, position);
    caretDigits.current = null;
  }, [text]);

  const update = (nextCountry: CountryCode, digits: string) => {
    setText(formatNational(nextCountry, digits));
    onChange(phoneValue(nextCountry, digits));
  };

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    if (next.trimStart().startsWith('+')) {
      const international = detectInternational(next);
      if (international) update(international.country, international.digits);
      else {
        setText(next);
        onChange(phoneValue(country, ''));
      }
      return;
    }
    let digits = digitsOf(next);
    let before = digitsOf(next.slice(0, event.target.selectionStart ?? next.length)).length;
    // Deleting a space or dash alone would be undone by the formatter: delete the digit before it instead.
    if (digits === digitsOf(text) && next.length < text.length && before > 0) {
      digits = digits.slice(0, before - 1) + digits.slice(before);
      before -= 1;
    }
    caretDigits.current = before;
    update(country, digits);
  };

  return (
    <div data-slot="phone-field" className="flex gap-2">
      <CountryPicker
        country={country}
        locale={locale}
        labels={labels}
        disabled={Boolean(control.disabled || control.readOnly)}
        invalid={Boolean(control['aria-invalid'])}
        onSelect={(next) => {
          update(next, digitsOf(text));
          localInput.current?.focus();
        }}
      />
      <input
        {...control}
        ref={mergeRefs(inputRef, localInput)}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={text}
        onChange={handleChange}
        onBlur={onBlur}
        data-slot="phone-input"
        className={cn(controlVariants(), 'flex-1')}
      />
    </div>
  );
}

type CountryPickerProps = {
  country: CountryCode;
  locale: string;
  labels: PhoneFieldLabels;
  disabled: boolean;
  invalid: boolean;
  onSelect: (country: CountryCode) => void;
};

function CountryPicker({ country, locale, labels, disabled, invalid, onSelect }: CountryPickerProps) {
  const [open, setOpen] = React.useState(false);
  const name = React.useMemo(() => displayNames(locale), [locale])(country);
  const dialCode = dialCodeOf(country);
  useAllFlags(open || !PRIORITY_COUNTRIES.includes(country));

  const choose = (code: CountryCode) => {
    setOpen(false);
    onSelect(code);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        type="button"
        data-slot="phone-country"
        disabled={disabled}
        aria-label={`${labels.country}: ${name} +${dialCode}`}
        data-invalid={invalid || undefined}
        // Narrower than a text box, on purpose: `!` overrides the shared control width and padding.
        className={cn(
          controlVariants(),
          'inline-flex w-auto! shrink-0 cursor-pointer items-center gap-1.5 px-2.5! data-invalid:border-danger',
        )}
      >
        <CountryFlag country={country} />
        <span className="tabular-nums">+{dialCode}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          aria-label={labels.country}
          data-slot="phone-country-list"
          className="z-dialog w-[min(22rem,calc(100vw-2rem))] rounded-lg border border-border bg-background shadow-lg"
        >
          <CountryList country={country} locale={locale} labels={labels} onSelect={choose} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The searchable list. Mounted only while the picker is open: naming and sorting ~240 countries waits for it. */
function CountryList({
  country,
  locale,
  labels,
  onSelect,
}: Pick<CountryPickerProps, 'country' | 'locale' | 'labels' | 'onSelect'>) {
  const options = React.useMemo(() => countryOptions(locale), [locale]);
  return (
    // cmdk names its input by the root's `label` (aria-labelledby, which outranks an aria-label on the input)
    // and the list by the list's own `label`.
    <Command label={labels.search} className="flex flex-col">
      <Command.Input
        placeholder={labels.search}
        className="h-11 border-b border-border bg-transparent px-3 text-base outline-none placeholder:text-muted-foreground"
      />
      <Command.List label={labels.country} className="max-h-72 overflow-y-auto p-1">
        <Command.Empty className="p-3 text-sm text-muted-foreground">{labels.noResults}</Command.Empty>
        <CountryGroup
          heading={labels.suggested}
          options={options.priority}
          selected={country}
          onSelect={onSelect}
        />
        <CountryGroup
          heading={labels.allCountries}
          options={options.others}
          selected={country}
          onSelect={onSelect}
        />
      </Command.List>
    </Command>
  );
}

function CountryGroup({
  heading,
  options,
  selected,
  onSelect,
}: {
  heading: string;
  options: CountryOption[];
  selected: CountryCode;
  onSelect: (country: CountryCode) => void;
}) {
  return (
    <Command.Group
      heading={heading}
      className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground"
    >
      {options.map((option) => (
        <Command.Item
          key={option.code}
          value={option.code}
          keywords={[option.name, option.englishName, option.dialCode, `+${option.dialCode}`]}
          onSelect={() => onSelect(option.code)}
          className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm data-[selected=true]:bg-muted"
        >
          <CountryFlag country={option.code} />
          <span className="min-w-0 flex-1 truncate">{option.name}</span>
          <span className="text-muted-foreground tabular-nums">+{option.dialCode}</span>
          {option.code === selected ? <Check aria-hidden="true" className="size-4 text-primary" /> : null}
        </Command.Item>
      ))}
    </Command.Group>
  );
}

function useAllFlags(needed: boolean) {
  const [, setLoaded] = React.useState(allFlagsLoaded);
  React.useEffect(() => {
    if (!needed || allFlagsLoaded()) return;
    let live = true;
    loadAllFlags().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [needed]);
}

/** A decorative flag; the country's name is always given in text beside it. */
function CountryFlag({ country }: { country: string }) {
  const src = flagUrl(country);
  const box = 'h-3.5 w-[1.3125rem] shrink-0 rounded-[2px] ring-1 ring-border';
  return src ? (
    <img src={src} alt="" width={21} height={14} data-slot="phone-flag" className={box} />
  ) : (
    <span aria-hidden="true" className={cn(box, 'bg-muted')} />
  );
}
