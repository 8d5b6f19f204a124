import { Check } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { ConnectedField, type FormFieldProps } from '../field/field';
import { mergeRefs } from '../field/refs';

export type CheckboxProps = FormFieldProps &
  Omit<
    React.ComponentProps<'input'>,
    'name' | 'type' | 'value' | 'defaultValue' | 'checked' | 'onChange' | 'required' | 'disabled' | 'readOnly'
  > & {
    /** Rich label: may contain links, e.g. "I agree to the <a>Terms</a> and <a>Privacy Policy</a>". */
    label: React.ReactNode;
  };

/**
 * A native checkbox (it works before hydration and with every assistive technology) bound to a boolean.
 * Links inside the label open normally: a click on a link does not toggle the box.
 */
export function Checkbox({
  name,
  label,
  description,
  required,
  disabled,
  readOnly,
  hideLabel,
  className,
  ref,
  onBlur,
  ...inputProps
}: CheckboxProps) {
  return (
    <ConnectedField
      name={name}
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      hideLabel={hideLabel}
      className={cn(
        '[&_[data-slot=field-label]]:font-normal [&_[data-slot=field-label]_a]:underline',
        className,
      )}
      layout="inline"
      render={(field, { readOnly: isReadOnly, ...control }) => (
        <span data-slot="checkbox" className="relative mt-0.5 inline-flex size-5 shrink-0">
          <input
            {...inputProps}
            {...control}
            type="checkbox"
            aria-readonly={isReadOnly}
            ref={mergeRefs(field.ref, ref)}
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => {
              if (!isReadOnly) field.onChange(event.target.checked);
            }}
            onBlur={(event) => {
              field.onBlur();
              onBlur?.(event);
            }}
            className="peer size-5 cursor-pointer appearance-none rounded-sm border border-input bg-background transition-colors duration-fast checked:border-primary checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60 aria-readonly:cursor-default"
          />
          <Check
            aria-hidden="true"
            strokeWidth={3}
            className="pointer-events-none absolute inset-0.5 size-4 text-primary-foreground opacity-0 peer-checked:opacity-100"
          />
        </span>
      )}
    />
  );
}
