import type { VariantProps } from 'class-variance-authority';
import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { controlVariants } from '../field/control-styles';
import { ConnectedField, type FormFieldProps } from '../field/field';
import { mergeRefs } from '../field/refs';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = FormFieldProps &
  VariantProps<typeof controlVariants> &
  Omit<
    React.ComponentProps<'select'>,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'required' | 'disabled' | 'children' | 'size'
  > & {
    options: SelectOption[];
    /** First, empty choice ("Choose…"); it cannot be picked again once a value is chosen. */
    placeholder?: string;
  };

/** The browser's own select (the phone's native picker), styled like our other controls. */
export function Select({
  name,
  label,
  description,
  required,
  disabled,
  readOnly,
  hideLabel,
  className,
  options,
  placeholder,
  size,
  ref,
  onBlur,
  ...selectProps
}: SelectProps) {
  return (
    <ConnectedField
      name={name}
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      hideLabel={hideLabel}
      className={className}
      render={(field, { readOnly: isReadOnly, ...control }) => (
        <div data-slot="select" className="relative">
          <select
            {...selectProps}
            {...control}
            // A select has no read-only state: show it read-only by blocking changes, keep it focusable.
            aria-readonly={isReadOnly}
            ref={mergeRefs(field.ref, ref)}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => {
              if (!isReadOnly) field.onChange(event.target.value);
            }}
            onBlur={(event) => {
              field.onBlur();
              onBlur?.(event);
            }}
            data-size={size ?? 'md'}
            className={cn(
              controlVariants({ size, readOnly: Boolean(isReadOnly) }),
              'cursor-pointer appearance-none pe-10 disabled:cursor-not-allowed',
            )}
          >
            {placeholder ? (
              <option value="" disabled={Boolean(field.value)}>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
        </div>
      )}
    />
  );
}
