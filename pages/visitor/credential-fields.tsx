import { CODE_LENGTH, PASSWORD_CHECKS, PASSWORD_MAX, PASSWORD_MIN } from '@sellwise/api/contract/field-facts';
import { CaptchaField, CodeField, PasswordField } from '@sellwise/design-system/forms';
import { useIntl } from 'react-intl';

const F = 'pages.visitor.fields';

// For password managers' generators: the contract's length and a digit, in characters they all type.
const PASSWORD_RULES = `minlength: ${PASSWORD_MIN}; maxlength: ${PASSWORD_MAX}; required: digit; allowed: ascii-printable;`;

/** `current` on log-in; `new` (strength meter and rule list) on sign-up and reset. */
export function VisitorPasswordField({
  name = 'password',
  purpose,
  disabled,
}: {
  name?: string;
  purpose: 'current' | 'new';
  disabled?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `${F}.password.${id}` });
  const isNew = purpose === 'new';
  return (
    <PasswordField
      name={name}
      label={t(isNew ? 'newLabel' : 'label')}
      mode={purpose}
      checks={PASSWORD_CHECKS}
      passwordRules={PASSWORD_RULES}
      disabled={disabled}
      required
      labels={{
        show: t('show'),
        hide: t('hide'),
        capsLock: t('capsLock'),
        strength: t('strength'),
        levels: [t('weak'), t('fair'), t('good'), t('strong')],
        met: t('met'),
        notMet: t('notMet'),
      }}
    />
  );
}

export function VisitorCaptchaField({
  name = 'captcha',
  src,
  onRefresh,
  disabled,
}: {
  name?: string;
  src: string;
  onRefresh: () => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `${F}.captcha.${id}` });
  return (
    <CaptchaField
      name={name}
      src={src}
      onRefresh={onRefresh}
      label={t('label')}
      description={t('hint')}
      disabled={disabled}
      required
      labels={{ image: t('image'), refresh: t('refresh') }}
    />
  );
}

export function VisitorCodeField({
  name = 'code',
  onResend,
  resendSeconds,
  resendAvailableAt,
  onResendAvailableAtChange,
  disabled,
}: {
  name?: string;
  /** Sends the code; resolves `false` when it was not sent (the form shows why). */
  onResend: () => Promise<boolean>;
  resendSeconds?: number;
  resendAvailableAt?: number;
  onResendAvailableAtChange?: (at: number) => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `${F}.code.${id}` }, values);
  return (
    <CodeField
      name={name}
      length={CODE_LENGTH}
      label={t('label')}
      description={t('hint')}
      onResend={onResend}
      resendSeconds={resendSeconds}
      resendAvailableAt={resendAvailableAt}
      onResendAvailableAtChange={onResendAvailableAtChange}
      disabled={disabled}
      required
      labels={{
        send: t('send'),
        resend: t('resend'),
        resendIn: (seconds) => t('resendIn', { seconds }),
        sending: t('sending'),
      }}
    />
  );
}
