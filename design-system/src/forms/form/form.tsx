import * as React from 'react';
import {
  type FieldValues,
  FormProvider,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../../primitives/button/button';
import { mergeRefs } from '../field/refs';
import { focusFirstInvalid } from './focus-first-invalid';
import { FormMessage } from './form-message';
import { type Translate, TranslateContext } from './translate';

export type FormProps<T extends FieldValues, TOutput = T> = Omit<
  React.ComponentProps<'form'>,
  'onSubmit' | 'onInvalid' | 'translate'
> & {
  /** The page's `useForm(...)` result. */
  // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's own default for the context type.
  form: UseFormReturn<T, any, TOutput>;
  /** Gets the resolver's output (the parsed values) once every rule passes. */
  onSubmit: SubmitHandler<TOutput>;
  onInvalid?: SubmitErrorHandler<T>;
  /** Message id → text for every error shown inside; defaults to showing the id. */
  translate?: Translate;
  /** Form-level error, e.g. from the API: a message id (translated) or ready text. */
  error?: React.ReactNode;
  /** Space between fields: compact forms (a dialog's) use sm. */
  spacing?: 'sm' | 'md';
};

/**
 * react-hook-form's provider around a `<form noValidate>`: our fields show the errors instead of the
 * browser. A failed submit keeps the values and focuses the first invalid field (shouldFocusError).
 */
export function Form<T extends FieldValues, TOutput = T>({
  form,
  onSubmit,
  onInvalid,
  translate,
  error,
  spacing = 'md',
  className,
  children,
  ref,
  ...props
}: FormProps<T, TOutput>) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const { submitCount } = useFormState({ control: form.control });
  const shouldFocusError = form.control._options.shouldFocusError !== false;
  React.useEffect(() => {
    if (submitCount === 0 || !shouldFocusError) return;
    // After react-hook-form's own focus (also deferred), correct it to page order.
    const timer = setTimeout(() => focusFirstInvalid(formRef.current), 0);
    return () => clearTimeout(timer);
  }, [submitCount, shouldFocusError]);

  const body = (
    <form
      ref={mergeRefs(formRef, ref)}
      data-slot="form"
      noValidate
      onSubmit={form.handleSubmit(onSubmit, onInvalid)}
      className={cn('flex flex-col', spacing === 'sm' ? 'gap-4' : 'gap-5', className)}
      {...props}
    >
      {error ? <FormMessage>{error}</FormMessage> : null}
      {children}
    </form>
  );
  return (
    <FormProvider {...form}>
      {translate ? <TranslateContext value={translate}>{body}</TranslateContext> : body}
    </FormProvider>
  );
}

/** Submit button that shows progress and ignores clicks while the form's onSubmit is running. */
export function FormSubmit({ loading, ...props }: ButtonProps) {
  const { isSubmitting } = useFormState();
  return <Button type="submit" loading={loading || isSubmitting} {...props} />;
}
