import type * as React from 'react';
import { cn } from '../../lib/cn';
import { controlVariants } from '../field/control-styles';
import { ConnectedField, type FormFieldProps } from '../field/field';
import { mergeRefs } from '../field/refs';

export type TextareaLabels = {
  /** Announced politely once the visitor is close to the limit, e.g. (12) → "12 characters left". */
  charactersLeft: (count: number) => string;
};

export const defaultTextareaLabels: TextareaLabels = {
  charactersLeft: (count) => (count === 1 ? '1 character left' : `${count} characters left`),
};

export type TextareaProps = FormFieldProps &
  Omit<
    React.ComponentProps<'textarea'>,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'required' | 'disabled' | 'readOnly'
  > & {
    /** Shows a counter and stops typing past it. */
    maxLength?: number;
    /** Characters left at which screen readers start hearing the count (default: a tenth of maxLength, at least 10). */
    announceAt?: number;
    labels?: Partial<TextareaLabels>;
  };

/** Multi-line text with a live character counter. */
export function Textarea({
  name,
  label,
  description,
  required,
  disabled,
  readOnly,
  hideLabel,
  className,
  maxLength,
  announceAt,
  labels: labelOverrides,
  rows = 4,
  ref,
  onBlur,
  ...textareaProps
}: TextareaProps) {
  const labels = { ...defaultTextareaLabels, ...labelOverrides };
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
      render={(field, control) => {
        const value: string = field.value ?? '';
        const left = maxLength === undefined ? undefined : maxLength - value.length;
        const threshold = announceAt ?? Math.max(10, Math.round((maxLength ?? 0) / 10));
        return (
          <div data-slot="textarea" className="flex flex-col gap-1">
            <textarea
              {...textareaProps}
              {...control}
              ref={mergeRefs(field.ref, ref)}
              name={field.name}
              rows={rows}
              maxLength={maxLength}
              value={value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={(event) => {
                field.onBlur();
                onBlur?.(event);
              }}
              className={cn(controlVariants({ size: null }), 'min-h-24 resize-y py-2.5 text-base')}
            />
            {maxLength !== undefined && left !== undefined ? (
              <>
                <span
                  aria-hidden="true"
                  data-slot="textarea-counter"
                  className={cn(
                    'self-end text-xs tabular-nums',
                    left > threshold
                      ? 'text-muted-foreground'
                      : ['font-semibold', left === 0 ? 'text-danger' : 'text-warning'],
                  )}
                >
                  {value.length}/{maxLength}
                </span>
                <span aria-live="polite" className="sr-only" data-slot="textarea-announcement">
                  {left <= threshold ? labels.charactersLeft(left) : ''}
                </span>
              </>
            ) : null}
          </div>
        );
      }}
    />
  );
}
