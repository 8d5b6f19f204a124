import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert } from 'lucide-react';
import * as React from 'react';
import { type ControllerRenderProps, type FieldValues, useController } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { useTranslate } from '../form/translate';

type FieldContextValue = {
  controlId: string;
  labelId: string;
  descriptionId: string | undefined;
  errorId: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  readOnly: boolean;
};

const FieldContext = React.createContext<FieldContextValue | null>(null);

export function useFieldContext(): FieldContextValue {
  const context = React.use(FieldContext);
  if (!context) throw new Error('Field parts must be rendered inside <Field>.');
  return context;
}

/** What a control needs to be wired to its field: id, validity, and the ids of the texts that describe it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
  disabled: boolean | undefined;
  readOnly: boolean | undefined;
};

export function useFieldControl(): FieldControlProps {
  const field = useFieldContext();
  // Only ids of elements the Field actually renders, so screen readers never follow a dangling reference.
  const describedBy = [field.descriptionId, field.errorId].filter(Boolean).join(' ');
  return {
    id: field.controlId,
    'aria-invalid': field.invalid || undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': field.required || undefined,
    disabled: field.disabled || undefined,
    readOnly: field.readOnly || undefined,
  };
}

export const fieldVariants = cva('min-w-0', {
  variants: {
    layout: {
      stacked: 'flex flex-col gap-1.5',
      // Checkbox-like controls sit before their label; texts below line up with the label.
      inline:
        'grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 [&>[data-slot=field-description]]:col-start-2 [&>[data-slot=field-error]]:col-start-2',
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export type FieldProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof fieldVariants> & {
    label: React.ReactNode;
    /** Hint shown under the label, e.g. the rules a value must follow. */
    description?: React.ReactNode;
    /** Message id of the current error (translated with the Form's `translate`). */
    error?: string;
    /** Values for the error message, e.g. `{ max: 32 }`. */
    errorValues?: Record<string, unknown>;
    required?: boolean;
    disabled?: boolean;
    readOnly?: boolean;
    /** Keep the label for screen readers only (when the layout already says what the field is). */
    hideLabel?: boolean;
    /** `group` when the control is a group (radios, slots): the label names it through aria-labelledby. */
    labelKind?: 'label' | 'group';
    /** Id of the control; generated when absent. */
    controlId?: string;
    children: React.ReactNode;
  };

/** Lays out label, control, hint and error, and gives the control its ids through context. */
export function Field({
  label,
  description,
  error,
  errorValues,
  required = false,
  disabled = false,
  readOnly = false,
  hideLabel = false,
  labelKind = 'label',
  controlId,
  layout,
  className,
  children,
  ...props
}: FieldProps) {
  const base = React.useId();
  const context: FieldContextValue = {
    controlId: controlId ?? `${base}-control`,
    labelId: `${base}-label`,
    descriptionId: description ? `${base}-description` : undefined,
    errorId: error ? `${base}-error` : undefined,
    invalid: Boolean(error),
    required,
    disabled,
    readOnly,
  };
  const labelNode = (
    <Label kind={labelKind} className={cn(hideLabel && 'sr-only')}>
      {label}
    </Label>
  );
  return (
    <FieldContext value={context}>
      <div
        data-slot="field"
        data-layout={layout ?? 'stacked'}
        data-invalid={context.invalid || undefined}
        data-disabled={disabled || undefined}
        className={cn(fieldVariants({ layout }), className)}
        {...props}
      >
        {layout === 'inline' ? (
          <>
            {children}
            {labelNode}
          </>
        ) : (
          <>
            {labelNode}
            {children}
          </>
        )}
        {description ? <Description>{description}</Description> : null}
        {error ? <FieldError message={error} values={errorValues} /> : null}
      </div>
    </FieldContext>
  );
}

export type LabelProps = React.ComponentProps<'label'> & { kind?: 'label' | 'group' };

/** The field's name. Required fields get a visible asterisk; the control itself carries aria-required. */
export function Label({ kind = 'label', className, children, ...props }: LabelProps) {
  const field = useFieldContext();
  const classes = cn(
    'text-sm font-medium text-foreground',
    field.disabled && 'cursor-not-allowed opacity-70',
    className,
  );
  const content = (
    <>
      {children}
      {field.required ? (
        <span aria-hidden="true" data-slot="field-required" className="ms-0.5 text-danger">
          *
        </span>
      ) : null}
    </>
  );
  if (kind === 'group') {
    return (
      <span data-slot="field-label" id={field.labelId} className={cn('block', classes)}>
        {content}
      </span>
    );
  }
  return (
    <label
      data-slot="field-label"
      id={field.labelId}
      htmlFor={field.controlId}
      className={classes}
      {...props}
    >
      {content}
    </label>
  );
}

export function Description({ className, ...props }: React.ComponentProps<'p'>) {
  const field = useFieldContext();
  return (
    <p
      data-slot="field-description"
      id={field.descriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export type FieldErrorProps = Omit<React.ComponentProps<'p'>, 'children'> & {
  /** Message id; shown through the Form's `translate`. */
  message: string;
  /** Values for the message (the Form's translate may add the numbers its rules use). */
  values?: Record<string, unknown> | undefined;
};

export function FieldError({ message, values, className, ...props }: FieldErrorProps) {
  const field = useFieldContext();
  const translate = useTranslate();
  return (
    <p
      data-slot="field-error"
      id={field.errorId}
      role="alert"
      className={cn('flex items-start gap-1.5 text-sm font-medium text-danger', className)}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="mt-[0.2em] size-4 shrink-0" />
      <span>{translate(message, values)}</span>
    </p>
  );
}

/** Props every connected field accepts: what the Field shows plus the form value's name. */
export type FormFieldProps = {
  /** Name of the value in the form (react-hook-form path). */
  name: string;
  label: React.ReactNode;
  description?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  hideLabel?: boolean;
  className?: string;
};

type ConnectedFieldProps = FormFieldProps &
  Pick<FieldProps, 'layout' | 'labelKind' | 'errorValues' | 'controlId'> & {
    render: (
      field: ControllerRenderProps<FieldValues, string>,
      control: FieldControlProps,
    ) => React.ReactNode;
  };

function ControlSlot({ render }: { render: (control: FieldControlProps) => React.ReactNode }) {
  return render(useFieldControl());
}

/**
 * A Field bound to a form value with react-hook-form's controller: the value, the error (a message id)
 * and the ref that lets a failed submit focus the first invalid field.
 */
export function ConnectedField({ name, render, ...fieldProps }: ConnectedFieldProps) {
  const { field, fieldState } = useController({ name });
  return (
    <Field {...fieldProps} error={fieldState.error?.message}>
      <ControlSlot render={(control) => render(field, control)} />
    </Field>
  );
}
