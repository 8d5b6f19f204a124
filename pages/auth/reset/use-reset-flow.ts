import { zodFormResolver } from '@sellwise/design-system/forms';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { AccountInput, ApiAnswer, HrefBuilder } from '../../types';
import { type AccountChannel, type AccountValues, accountInput, accountKey } from '../../visitor/account';
import { retryAfterSeconds, useApiErrorText } from '../../visitor/api-error';
import { useCaptcha } from '../../visitor/use-captcha';
import { useResendTime } from '../../visitor/use-resend-time';
import { useVisitorApi } from '../../visitor/visitor-api';
import { clearPending, readPending, savePending } from './reset-pending';
import {
  type AccountStepValues,
  accountStepSchema,
  type CodeStepValues,
  codeStepSchema,
  resendSchema,
} from './reset-schema';

export type ResetStep = 'account' | 'code';

/** After a send, whichever form sent: how to clear its captcha answer and where its errors go. */
type SendTarget = {
  clearCaptcha: () => void;
  captchaError: () => void;
  formError: (text: string) => void;
};

const CAPTCHA_FAILURES = new Set(['error.captchaInvalid', 'error.captchaRequired']);
// A code that can no longer be used: the visitor needs a new one, so the resend is offered at once.
const CODE_SPENT = new Set(['error.codeExpired', 'error.codeTooManyTries']);

const accountOnly = ({ channel, email, phone }: AccountValues): AccountValues =>
  channel === 'phone' ? { channel, phone } : { channel, email };

/**
 * The two steps of a password reset: send a code to the account (with a picture captcha), then the code
 * and a new password. Holds both forms, so going back to step 1 keeps everything typed.
 */
export function useResetFlow(channel: AccountChannel, href: HrefBuilder) {
  const api = useVisitorApi();
  const errorText = useApiErrorText();
  const captcha = useCaptcha(true);
  const [step, setStep] = useState<ResetStep>('account');
  const [notice, setNotice] = useState<'sent' | 'resent'>('sent');
  const [accountError, setAccountError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resendCaptchaShown, setResendCaptchaShown] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const busy = useRef(false);
  // Set by a step change the visitor made, so a restored step 2 (after a reload) does not steal focus.
  const [focusRequest, setFocusRequest] = useState(0);

  const accountForm = useForm<AccountStepValues>({
    resolver: zodFormResolver<AccountStepValues>(accountStepSchema(channel)),
    mode: 'onTouched',
    defaultValues: channel === 'phone' ? { channel, captcha: '' } : { channel, email: '', captcha: '' },
  });
  // The resend validates the captcha through the resolver too, so a blur's validation cannot undo it.
  const resending = useRef(false);
  const codeResolver = zodFormResolver<CodeStepValues>(() =>
    resending.current ? resendSchema : codeStepSchema,
  );
  const codeForm = useForm<CodeStepValues>({
    resolver: codeResolver,
    mode: 'onTouched',
    defaultValues: { code: '', password: '', captcha: '' },
  });

  const typed = useWatch({ control: accountForm.control }) as AccountStepValues;
  const account: AccountInput = accountInput(typed);
  const resend = useResendTime('forget', accountKey(account));

  // After hydration: a code sent before a reload.
  useEffect(() => {
    const pending = readPending(channel);
    if (pending) {
      accountForm.reset({ ...pending, captcha: '' });
      setStep('code');
    }
  }, [channel, accountForm]);

  /** Sends a code with the typed captcha answer; the answer is spent either way, so a new picture follows. */
  async function send(to: AccountInput, answer: string, target: SendTarget) {
    const result = await api.sendCode({ account: to, purpose: 'forget', ...captcha.answer(answer) });
    target.clearCaptcha();
    void captcha.refresh();
    if (result.code === 0 && result.data) return result.data;
    sendFailed(result, target);
    return null;
  }

  function sendFailed(result: ApiAnswer<unknown>, target: SendTarget) {
    if (CAPTCHA_FAILURES.has(result.msg)) return target.captchaError();
    if (result.msg === 'error.phoneInvalid' && channel === 'phone')
      return accountForm.setError('phone', { message: result.msg }, { shouldFocus: true });
    // The API says when the next code may go: the countdown shows the same wait.
    if (result.msg === 'error.sendTooSoon') resend.store(Date.now() + retryAfterSeconds(result) * 1000);
    target.formError(errorText(result));
  }

  const accountTarget: SendTarget = {
    clearCaptcha: () => accountForm.setValue('captcha', ''),
    captchaError: () =>
      accountForm.setError('captcha', { message: 'error.captchaInvalid' }, { shouldFocus: true }),
    formError: setAccountError,
  };
  const codeTarget: SendTarget = {
    clearCaptcha: () => codeForm.setValue('captcha', ''),
    captchaError: () =>
      codeForm.setError('captcha', { message: 'error.captchaInvalid' }, { shouldFocus: true }),
    formError: setCodeError,
  };

  async function sendFirstCode(values: AccountStepValues) {
    if (busy.current) return;
    busy.current = true;
    try {
      setAccountError(null);
      const sent = await send(accountInput(values), values.captcha, accountTarget);
      if (!sent) return;
      resend.store(Date.now() + sent.cooldown * 1000);
      savePending(accountOnly(values), sent.expiresIn);
      codeForm.resetField('code');
      setCodeError(null);
      setResendCaptchaShown(false);
      setNotice('sent');
      setStep('code');
      setFocusRequest((n) => n + 1);
    } finally {
      busy.current = false;
    }
  }

  /** CodeField's resend: a new code needs a new captcha answer, so the first press shows the picture. */
  async function resendCode(): Promise<boolean> {
    setCodeError(null);
    if (!resendCaptchaShown) {
      setResendCaptchaShown(true);
      setTimeout(() => codeForm.setFocus('captcha'), 0);
      return false;
    }
    resending.current = true;
    const answered = await codeForm.trigger('captcha', { shouldFocus: true }).finally(() => {
      resending.current = false;
    });
    if (!answered) return false;
    const answer = codeForm.getValues('captcha').trim();
    const sent = await send(account, answer, codeTarget);
    if (!sent) return false;
    savePending(accountOnly(typed), sent.expiresIn);
    codeForm.clearErrors(['code', 'captcha']);
    setResendCaptchaShown(false);
    setNotice('resent');
    return true;
  }

  async function resetPassword(values: CodeStepValues) {
    if (busy.current || leaving) return;
    busy.current = true;
    try {
      setCodeError(null);
      const result = await api.resetPassword({
        account,
        verifyCode: values.code,
        password: values.password,
      });
      if (result.code === 0) {
        clearPending(channel);
        setLeaving(true);
        api.navigate(href('check/pass/result.htm', { result: 'reset' }));
        return;
      }
      if (result.msg === 'error.codeInvalid' || CODE_SPENT.has(result.msg)) {
        codeForm.setError('code', { message: result.msg }, { shouldFocus: true });
        if (CODE_SPENT.has(result.msg)) setResendCaptchaShown(true);
      } else if (result.msg === 'error.passwordWeak') {
        codeForm.setError('password', { message: result.msg }, { shouldFocus: true });
      } else setCodeError(errorText(result));
    } finally {
      busy.current = false;
    }
  }

  /** Back to step 1 with the account as typed, to correct it. */
  function changeAccount() {
    clearPending(channel);
    setAccountError(null);
    setStep('account');
    setTimeout(() => accountForm.setFocus(channel === 'phone' ? 'phone' : 'email'), 0);
  }

  function refreshCaptcha(target: 'account' | 'code') {
    (target === 'account' ? accountTarget : codeTarget).clearCaptcha();
    void captcha.refresh();
  }

  return {
    step,
    notice,
    account,
    accountForm,
    codeForm,
    accountError: accountError ?? (captcha.failure ? errorText(captcha.failure) : null),
    codeError,
    captchaSrc: captcha.src,
    refreshCaptcha,
    resendCaptchaShown,
    resend,
    leaving,
    focusRequest,
    sendFirstCode,
    resendCode,
    resetPassword,
    changeAccount,
  };
}
