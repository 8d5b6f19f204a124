import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { accountInput, accountKey } from '../../visitor/account';
import { type ApiErrorMessage, apiErrorMessage, retryAfterSeconds } from '../../visitor/api-error';
import { useCaptcha } from '../../visitor/use-captcha';
import { useResendTime } from '../../visitor/use-resend-time';
import { useVisitorApi } from '../../visitor/visitor-api';
import type { RegisterValues } from './register-schema';

// Message ids of api/contract/errors.ts (pages import the contract's types only, so match by id).
const CAPTCHA_ERRORS: ReadonlySet<string> = new Set(['error.captchaInvalid', 'error.captchaRequired']);

/** How the code's destination is shown back to the visitor ("We sent a code to …"). */
function destination(values: RegisterValues): string {
  const account = accountInput(values);
  return account.kind === 'email' ? account.email : `+${account.phonePrefix} ${account.phoneNumber}`;
}

/**
 * The picture captcha and the "Send code" button of the sign-up form. A send first validates the account
 * and the picture answer (`validateForSend`), then asks the API. The API spends a picture on every
 * attempt, right or wrong, so a new one is shown afterwards. A wait the API asks for becomes the
 * button's countdown.
 */
export function useRegisterCode(
  form: UseFormReturn<RegisterValues>,
  validateForSend: () => Promise<boolean>,
) {
  const api = useVisitorApi();
  const intl = useIntl();
  const captcha = useCaptcha(true);
  const values = useWatch({ control: form.control }) as RegisterValues;
  const resend = useResendTime('register', accountKey(accountInput(values)));
  const [sentTo, setSentTo] = useState('');
  const [failure, setFailure] = useState<ApiErrorMessage | null>(null);

  const send = async (): Promise<boolean> => {
    setFailure(null);
    if (!(await validateForSend())) return false;
    const current = form.getValues();
    const answer = await api.sendCode({
      purpose: 'register',
      account: accountInput(current),
      ...captcha.answer(current.captcha),
    });
    form.setValue('captcha', '');
    void captcha.refresh();
    if (answer.code === 0) {
      setSentTo(destination(current));
      return true;
    }
    const message = apiErrorMessage(answer, (id) => id in intl.messages);
    if (CAPTCHA_ERRORS.has(answer.msg)) {
      form.setError('captcha', { message: message.id }, { shouldFocus: true });
      return false;
    }
    const wait = retryAfterSeconds(answer);
    if (wait > 0) resend.store(Date.now() + wait * 1000);
    setFailure(message);
    return false;
  };

  return { captcha, resend, send, sentTo, failure };
}
