import * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { ConnectedField, type FieldControlProps, type FormFieldProps } from '../field/field';
import { mergeRefs } from '../field/refs';
import { useCountdown } from './use-countdown';

export type CodeFieldLabels = {
  /** Button text before any code was sent. */
  send: string;
  resend: string;
  /** Button text while waiting, e.g. (42) → "Resend in 42 s". */
  resendIn: (seconds: number) => string;
  sending: string;
};

export const defaultCodeFieldLabels: CodeFieldLabels = {
  send: 'Send code',
  resend: 'Resend code',
  resendIn: (seconds) => `Resend in ${seconds} s`,
  sending: 'Sending',
};

export type CodeFieldProps = FormFieldProps & {
  /** Digits in a code; 6 unless the product's codes differ. */
  length?: number;
  /** Sends a (new) code. Return `false` or reject when it was not sent, so no countdown starts. */
  onResend?: () => unknown;
  /** Seconds to wait between sends. */
  resendSeconds?: number;
  /** When the next send is allowed (epoch ms), e.g. restored from storage after a reload. */
  resendAvailableAt?: number;
  /** Called with the new time whenever a countdown starts, so the page can store it. */
  onResendAvailableAtChange?: (availableAt: number) => void;
  /** Called when the last digit is entered, e.g. to submit. */
  onComplete?: (code: string) => void;
  labels?: Partial<CodeFieldLabels>;
  autoFocus?: boolean;
  ref?: React.Ref<HTMLInputElement>;
};

/**
 * One-time code: one real input (so paste, SMS autofill and screen readers just work) drawn as boxes,
 * plus a resend button with a countdown.
 */
export function CodeField({
  length = 6,
  onResend,
  resendSeconds = 60,
  resendAvailableAt,
  onResendAvailableAtChange,
  onComplete,
  labels: labelOverrides,
  autoFocus,
  ref,
  ...fieldProps
}: CodeFieldProps) {
  const labels = { ...defaultCodeFieldLabels, ...labelOverrides };
  return (
    <ConnectedField
      {...fieldProps}
      render={(field, control) => (
        <div data-slot="code-field" className="flex flex-wrap items-center gap-3">
          <CodeInput
            control={control}
            length={length}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(code) => {
              field.onChange(code);
              if (code.length === length) onComplete?.(code);
            }}
            onBlur={field.onBlur}
            inputRef={mergeRefs(field.ref, ref)}
            name={field.name}
            autoFocus={autoFocus}
          />
          {onResend ? (
            <ResendButton
              onResend={onResend}
              seconds={resendSeconds}
              availableAt={resendAvailableAt}
              onAvailableAtChange={onResendAvailableAtChange}
              labels={labels}
              disabled={Boolean(control.disabled || control.readOnly)}
            />
          ) : null}
        </div>
      )}
    />
  );
}

type CodeInputProps = {
  control: FieldControlProps;
  length: number;
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  inputRef: React.Ref<HTMLInputElement>;
  name: string;
  autoFocus: boolean | undefined;
};

function CodeInput({ control, length, value, onChange, onBlur, inputRef, name, autoFocus }: CodeInputProps) {
  const [focused, setFocused] = React.useState(false);
  const keepDigits = (text: string) => text.replace(/\D/g, '').slice(0, length);
  // The caret always sits after the last digit, so typing fills the next box and Backspace clears the last.
  const caretToEnd = (input: HTMLInputElement) =>
    input.setSelectionRange(input.value.length, input.value.length);
  const active = Math.min(value.length, length - 1);

  return (
    <div className="relative inline-flex gap-1.5 desktop:gap-2">
      {Array.from({ length }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          data-slot="code-box"
          data-filled={index < value.length || undefined}
          className={cn(
            'flex h-12 w-10 items-center justify-center rounded-md border text-xl font-semibold tabular-nums desktop:w-11',
            control['aria-invalid'] ? 'border-danger' : 'border-input',
            control.disabled
              ? 'bg-muted text-muted-foreground'
              : [control.readOnly ? 'bg-surface' : 'bg-background', 'text-foreground'],
            focused && index === active && 'outline-2 outline-offset-1 outline-ring',
          )}
        >
          {value[index] ?? ''}
        </span>
      ))}
      <input
        {...control}
        ref={inputRef}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={length}
        // biome-ignore lint/a11y/noAutofocus: only when the page asks, right after the code was sent.
        autoFocus={autoFocus}
        value={value}
        data-slot="code-input"
        className="absolute inset-0 size-full cursor-text opacity-0 disabled:cursor-not-allowed"
        onChange={(event) => onChange(keepDigits(event.target.value))}
        onPaste={(event) => {
          event.preventDefault();
          if (control.readOnly) return;
          onChange(keepDigits(event.clipboardData.getData('text')));
        }}
        onFocus={(event) => {
          setFocused(true);
          caretToEnd(event.currentTarget);
        }}
        onSelect={(event) => caretToEnd(event.currentTarget)}
        onBlur={() => {
          setFocused(false);
          onBlur();
        }}
      />
    </div>
  );
}

type ResendButtonProps = {
  onResend: () => unknown;
  seconds: number;
  availableAt: number | undefined;
  onAvailableAtChange: ((availableAt: number) => void) | undefined;
  labels: CodeFieldLabels;
  disabled: boolean;
};

function ResendButton({
  onResend,
  seconds,
  availableAt,
  onAvailableAtChange,
  labels,
  disabled,
}: ResendButtonProps) {
  const [until, setUntil] = React.useState(availableAt);
  const [pending, setPending] = React.useState(false);
  const [sent, setSent] = React.useState(availableAt !== undefined);
  React.useEffect(() => {
    if (availableAt === undefined) return;
    setUntil(availableAt);
    setSent(true);
  }, [availableAt]);
  const left = useCountdown(until);
  const waiting = left > 0;

  const send = async () => {
    if (waiting || pending || disabled) return;
    setPending(true);
    try {
      const result = await onResend();
      if (result === false) return;
      const next = Date.now() + seconds * 1000;
      setUntil(next);
      setSent(true);
      onAvailableAtChange?.(next);
    } catch {
      // The page shows why sending failed; without a sent code there is nothing to count down.
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      variant="outline"
      data-slot="code-resend"
      // aria-disabled, not disabled: the button keeps focus while it counts down.
      aria-disabled={waiting || pending || disabled || undefined}
      disabled={disabled}
      loading={pending}
      loadingLabel={labels.sending}
      onClick={send}
      className="tabular-nums"
    >
      {waiting ? labels.resendIn(left) : sent ? labels.resend : labels.send}
    </Button>
  );
}
