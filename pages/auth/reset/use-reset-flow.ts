import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { zodFormResolver } from '@sellwise/design-system/forms';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { AccountInput, ApiFailureMsg, HrefBuilder } from '../../types';
import { type AccountChannel, type AccountValues, accountInput } from '../../visitor/account';
import { useApiErrorText } from '../../visitor/api-error';
import { type SendCodeForm, useSendCode } from '../../visitor/use-send-code';
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

// A code that can no longer be used: the visitor needs a new one, so the resend is offered at once.
const CODE_SPENT = new Set<ApiFailureMsg>(['error.codeExpired', 'error.codeTooManyTries']);

const accountOnly = ({ channel, email, phone }: AccountValues): AccountValues =>
  channel === 'phone' ? { channel, phone } : { channel, email };

/**
 * The two steps of a password reset: send a code to the account (with a picture captcha), then the code
 * and a new password. Holds both forms, so going back to step 1 keeps everything typed.
 */
export function useResetFlow(channel: AccountChannel, href: HrefBuilder) {
  const api = useVisitorApi();
  const errorText = useApiErrorText();
  const [step, setStep] = useState<ResetStep>('account');
  const [notice, setNotice] = useState<'sent' | 'resent'>('sent');
  const [accountError, setAccountError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resendCaptchaShown, setResendCaptchaShown] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const busy = useRef(false);
  // Set by a step change the visitor made, so a restored step 2 (after a reload) does not steal focus.
  const [focusRequest, setFocusRequest] = useState(0);

  // With the captcha service there is no picture answer to check (until the service fails).
  const byService = useRef(false);
  const accountForm = useForm<AccountStepValues>({
    resolver: zodFormResolver<AccountStepValues>(() => accountStepSchema(channel, !byService.current)),
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
  const { captcha, resend, send, refreshCaptcha: newPicture } = useSendCode('forget', account);
  byService.current = captcha.byService;

  // After hydration: a code sent before a reload.
  useEffect(() => {
    const pending = readPending(channel);
    if (pending) {
      accountForm.reset({ ...pending, captcha: '' });
      setStep('code');
    }
  }, [channel, accountForm]);

  // Each step's form sends with its own picture answer and shows its own refusals.
  const failed =
    (formError: (text: string) => void): SendCodeForm['failed'] =>
    (answer) => {
      if (answer.msg === 'error.phoneInvalid' && channel === 'phone')
        accountForm.setError('phone', { message: answer.msg }, { shouldFocus: true });
      else formError(errorText(answer));
    };
  const accountTarget: SendCodeForm = {
    clearCaptcha: () => accountForm.setValue('captcha', ''),
    captchaRefused: (id) => accountForm.setError('captcha', { message: id }, { shouldFocus: true }),
    failed: failed(setAccountError),
  };
  const codeTarget: SendCodeForm = {
    clearCaptcha: () => codeForm.setValue('captcha', ''),
    captchaRefused: (id) => codeForm.setError('captcha', { message: id }, { shouldFocus: true }),
    failed: failed(setCodeError),
  };

  async function sendFirstCode(values: AccountStepValues) {
    if (busy.current) return;
    busy.current = true;
    try {
      setAccountError(null);
      const sent = await send(accountInput(values), values.captcha, accountTarget);
      if (!sent) return;
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

  /**
   * CodeField's resend: a new code needs a new captcha answer, so the first press shows the picture (with
   * the captcha service, the press opens its check).
   */
  async function resendCode(): Promise<boolean> {
    setCodeError(null);
    if (captcha.byService) return resent(await send(account, '', codeTarget));
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
    return resent(await send(account, answer, codeTarget));
  }

  function resent(sent: Awaited<ReturnType<typeof send>>): boolean {
    if (!sent) {
      // Not sent: the picture stays shown for the next press (if the service failed, it is the picture's turn).
      setResendCaptchaShown(true);
      return false;
    }
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
        api.navigate(href(LANG_PAGE_PATHS.checkResult, { result: 'reset' }));
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
    newPicture(target === 'account' ? accountTarget : codeTarget);
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
    captchaByService: captcha.byService,
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
