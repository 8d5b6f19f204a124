import type { VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { controlVariants } from '../field/control-styles';
import { ConnectedField, type FormFieldProps } from '../field/field';
import { mergeRefs } from '../field/refs';

export type InputProps = React.ComponentProps<'input'> & VariantProps<typeof controlVariants>;

/** The bare styled input; inside a Field, spread `useFieldControl()` onto it. */
export function Input({ size, className, ...props }: InputProps) {
  return (
    <input
      data-slot="input"
      data-size={size ?? 'md'}
      className={cn(controlVariants({ size }), className)}
      {...props}
    />
  );
}

export type TextFieldProps = FormFieldProps &
  Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'required' | 'disabled' | 'readOnly'> & {
    onValueChange?: (value: string) => void;
  };

/** A text input bound to a form value. `autoComplete`, `type`, `inputMode` … pass through to the input. */
export function TextField({
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
  onValueChange,
  ...inputProps
}: TextFieldProps) {
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
      render={(field, control) => (
        <Input
          {...inputProps}
          {...control}
          ref={mergeRefs(field.ref, ref)}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => {
            field.onChange(event.target.value);
            onValueChange?.(event.target.value);
          }}
          onBlur={(event) => {
            field.onBlur();
            onBlur?.(event);
          }}
        />
      )}
    />
  );
}

/** E-mail address: the right keyboard on phones and the browser's saved addresses. */
export function EmailField(props: TextFieldProps) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
