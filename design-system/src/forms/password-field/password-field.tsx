import { Check, Eye, EyeOff, X } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { ConnectedField } from '../field/field';
import { mergeRefs } from '../field/refs';
import { useTranslate } from '../form/translate';
import { Input, type TextFieldProps } from '../text-field/text-field';
import { type PasswordCheck, type PasswordStrength, passwordStrength } from './password-checks';

export type PasswordFieldLabels = {
  show: string;
  hide: string;
  capsLock: string;
  strength: string;
  /** Names of strength levels 1–4: weak, fair, good, strong. */
  levels: [string, string, string, string];
  /** Screen-reader suffix of a rule line: met / not yet met. */
  met: string;
  notMet: string;
};

export const defaultPasswordFieldLabels: PasswordFieldLabels = {
  show: 'Show password',
  hide: 'Hide password',
  capsLock: 'Caps Lock is on',
  strength: 'Password strength',
  levels: ['Weak', 'Fair', 'Good', 'Strong'],
  met: 'done',
  notMet: 'not yet',
};

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** `new` (sign-up, reset) shows the strength meter and the rule checklist and asks for a new password. */
  mode?: 'current' | 'new';
  /** The rule's parts, listed (for a new password) as a checklist that ticks as the visitor types. */
  checks?: readonly PasswordCheck[];
  /** For a new password: the `passwordrules` attribute, so a password manager generates a fitting one. */
  passwordRules?: string;
  labels?: Partial<PasswordFieldLabels>;
};

/** Password input with a show/hide toggle, a Caps Lock hint and, for new passwords, strength and rules. */
export function PasswordField({
  mode = 'current',
  checks,
  passwordRules,
  labels: labelOverrides,
  name,
  label,
  description,
  required,
  disabled,
  readOnly,
  hideLabel,
  className,
  ref,
  onKeyDown,
  onKeyUp,
  onBlur,
  onValueChange,
  ...inputProps
}: PasswordFieldProps) {
  const labels = { ...defaultPasswordFieldLabels, ...labelOverrides };
  const [visible, setVisible] = React.useState(false);
  const [capsLock, setCapsLock] = React.useState(false);
  // A new password's rule checklist describes the input: the rules are said once, seen and heard, with no
  // hint sentence repeating them (pass no `description` that restates the checks).
  const rulesId = React.useId();
  const describesRules = mode === 'new' && Boolean(checks?.length);
  const readCapsLock = (event: React.KeyboardEvent<HTMLInputElement>) =>
    setCapsLock(event.getModifierState?.('CapsLock') ?? false);

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
        <div data-slot="password-field" className="flex flex-col gap-1.5">
          <div className="relative">
            <Input
              autoComplete={mode === 'new' ? 'new-password' : 'current-password'}
              autoCapitalize="none"
              spellCheck={false}
              {...(mode === 'new' && passwordRules ? { passwordrules: passwordRules } : {})}
              {...inputProps}
              {...control}
              aria-describedby={
                [control['aria-describedby'], describesRules ? rulesId : undefined]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              type={visible ? 'text' : 'password'}
              className="pe-12"
              ref={mergeRefs(field.ref, ref)}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => {
                field.onChange(event.target.value);
                onValueChange?.(event.target.value);
              }}
              onKeyDown={(event) => {
                readCapsLock(event);
                onKeyDown?.(event);
              }}
              onKeyUp={(event) => {
                readCapsLock(event);
                onKeyUp?.(event);
              }}
              onBlur={(event) => {
                setCapsLock(false);
                field.onBlur();
                onBlur?.(event);
              }}
            />
            <button
              type="button"
              data-slot="password-toggle"
              aria-label={visible ? labels.hide : labels.show}
              aria-controls={control.id}
              disabled={disabled}
              onClick={() => setVisible((v) => !v)}
              className="absolute inset-y-1 end-1 inline-flex w-10 cursor-pointer items-center justify-center rounded-sm text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60"
            >
              {visible ? (
                <EyeOff aria-hidden="true" className="size-5" />
              ) : (
                <Eye aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
          <p
            data-slot="password-caps-lock"
            role="status"
            className="text-sm font-medium text-warning empty:hidden"
          >
            {capsLock ? labels.capsLock : ''}
          </p>
          {mode === 'new' ? (
            <PasswordStrengthMeter
              value={field.value ?? ''}
              checks={checks}
              labels={labels}
              rulesId={rulesId}
            />
          ) : null}
        </div>
      )}
    />
  );
}

const levelStyles: Record<Exclude<PasswordStrength, 0>, { bar: string; text: string }> = {
  1: { bar: 'bg-danger', text: 'text-danger' },
  2: { bar: 'bg-warning', text: 'text-warning' },
  3: { bar: 'bg-info', text: 'text-info' },
  4: { bar: 'bg-success', text: 'text-success' },
};

export type PasswordStrengthMeterProps = React.ComponentProps<'div'> & {
  value: string;
  checks?: readonly PasswordCheck[];
  labels?: Partial<PasswordFieldLabels>;
  /** Id of the rule checklist, for the input's aria-describedby. */
  rulesId?: string;
};

/** Strength in words (not only colour) and the rule checklist, visible before the visitor fails it. */
export function PasswordStrengthMeter({
  value,
  checks = [],
  labels: labelOverrides,
  rulesId,
  className,
  ...props
}: PasswordStrengthMeterProps) {
  const labels = { ...defaultPasswordFieldLabels, ...labelOverrides };
  const translate = useTranslate();
  const strength = passwordStrength(value, checks);
  return (
    <div
      data-slot="password-strength"
      data-strength={strength}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <div aria-hidden="true" className="grid grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn(
              'h-1.5 rounded-full',
              strength > 0 && step <= strength ? levelStyles[strength as 1].bar : 'bg-border',
            )}
          />
        ))}
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {strength > 0 ? (
          <>
            {labels.strength}:{' '}
            <strong className={cn('font-semibold', levelStyles[strength as 1].text)}>
              {labels.levels[strength - 1]}
            </strong>
          </>
        ) : null}
      </p>
      {checks.length ? (
        <ul id={rulesId} data-slot="password-rules" className="flex flex-col gap-1 text-sm">
          {checks.map((check) => {
            const met = check.test(value);
            return (
              <li
                key={check.id}
                data-check={check.id}
                data-met={met}
                className={cn('flex items-center gap-1.5', met ? 'text-success' : 'text-muted-foreground')}
              >
                {met ? (
                  <Check aria-hidden="true" className="size-4 shrink-0" />
                ) : (
                  <X aria-hidden="true" className="size-4 shrink-0" />
                )}
                <span>
                  {translate(check.message)}
                  <span className="sr-only">: {met ? labels.met : labels.notMet}</span>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
