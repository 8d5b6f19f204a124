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
import { replayEarlyInput } from './early-input';
import { focusFirstInvalid } from './focus-first-invalid';
import { FormMessage } from './form-message';
import { type Translate, TranslateContext } from './translate';
import { useHydrated } from './use-hydrated';

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
  /**
   * Only for a submit the browser makes itself (before hydration): `post` by default, so the values
   * (a password, a code) go in the body, never in the address. No `action`: the page's own URL.
   */
  method?: 'post' | 'get' | 'dialog';
};

/**
 * react-hook-form's provider around a `<form noValidate method="post">`: our fields show the errors
 * instead of the browser. A failed submit keeps the values and focuses the first invalid field
 * (shouldFocusError).
 *
 * Safe before the scripts run: the form posts (a submit the browser makes itself never puts a password
 * in the address), `FormSubmit` stays disabled until React has hydrated the page (so neither a click nor
 * Enter submits), and what was typed meanwhile is kept (replayed into the form's state on hydration).
 */
export function Form<T extends FieldValues, TOutput = T>({
  form,
  onSubmit,
  onInvalid,
  translate,
  error,
  spacing = 'md',
  method = 'post',
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

  // Read in the first render only: false there means React is hydrating the server's HTML.
  const hydrated = useHydrated();
  const hydrating = !React.useRef(hydrated).current;
  React.useEffect(() => {
    if (hydrating && formRef.current) replayEarlyInput(formRef.current);
  }, [hydrating]);

  const body = (
    <form
      ref={mergeRefs(formRef, ref)}
      data-slot="form"
      noValidate
      method={method}
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

/**
 * Submit button that shows progress and ignores clicks while the form's onSubmit is running. Disabled
 * and aria-busy until hydrated: before that a submit would be the browser's own, without our checks.
 */
export function FormSubmit({ loading, disabled, ...props }: ButtonProps) {
  const { isSubmitting } = useFormState();
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      loading={loading || isSubmitting}
      disabled={disabled || !hydrated}
      {...(hydrated ? {} : { 'aria-busy': true, 'data-hydrating': '' })}
      {...props}
    />
  );
}
