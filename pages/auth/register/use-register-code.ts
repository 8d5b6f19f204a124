import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { accountInput } from '../../visitor/account';
import { type ApiErrorMessage, apiErrorMessage } from '../../visitor/api-error';
import { shownAccount, useSendCode } from '../../visitor/use-send-code';
import type { RegisterValues } from './register-values';

/**
 * The "Send code" button of the sign-up form (useSendCode). A send first validates the account and the
 * picture answer (`validateForSend`; with the captcha service, the account, then the service's check); afterwards the form says where the code went, or why it did not go.
 */
export function useRegisterCode(
  form: UseFormReturn<RegisterValues>,
  /** Checks what a send needs: the account, and the picture answer when `picture` (no captcha service). */
  validateForSend: (picture: boolean) => Promise<boolean>,
) {
  const intl = useIntl();
  const values = useWatch({ control: form.control }) as RegisterValues;
  const code = useSendCode('register', accountInput(values));
  const [sentTo, setSentTo] = useState('');
  const [failure, setFailure] = useState<ApiErrorMessage | null>(null);

  const send = async (): Promise<boolean> => {
    setFailure(null);
    if (!(await validateForSend(!code.captcha.byService))) return false;
    const current = form.getValues();
    const account = accountInput(current);
    const sent = await code.send(account, current.captcha, {
      clearCaptcha: () => form.setValue('captcha', ''),
      captchaRefused: (id) => form.setError('captcha', { message: id }, { shouldFocus: true }),
      failed: (answer) => setFailure(apiErrorMessage(answer, (id) => id in intl.messages)),
    });
    if (sent) setSentTo(shownAccount(account));
    return sent !== null;
  };

  return { captcha: code.captcha, resend: code.resend, send, sentTo, failure };
}
