import type { AccountInput, ApiFailure, ApiFailureMsg, CaptchaAnswer, VisitorApi } from '../types';
import { accountKey } from './account';
import { retryAfterSeconds } from './api-error';
import { useCaptcha } from './use-captcha';
import { useResendTime } from './use-resend-time';
import { useVisitorApi } from './visitor-api';

type SendCodeInput = Parameters<VisitorApi['sendCode']>[0];
export type CodePurpose = SendCodeInput['purpose'];
/** What the API says of a code it sent: when the next may go (`cooldown`) and how long this one holds. */
export type SentCode = Extract<Awaited<ReturnType<VisitorApi['sendCode']>>, { code: 0 }>['data'];

/** Answers that spend the picture without sending: the picture answer was wrong, expired or missing. */
const CAPTCHA_REFUSALS: ReadonlySet<ApiFailureMsg> = new Set([
  'error.captchaInvalid',
  'error.captchaRequired',
]);

/** The form a send's picture answer came from, and where it shows the outcome. */
export type SendCodeForm = {
  /** Empties the picture answer: the API spends the picture on every attempt, right or wrong. */
  clearCaptcha: () => void;
  /** A refused picture answer (its message id), for the captcha field. */
  captchaRefused: (messageId: ApiFailureMsg) => void;
  /** Any other refusal; a wait it asks for is already on the resend countdown. */
  failed: (answer: ApiFailure) => void;
};

/**
 * Sending a verification code (sign-up, both password resets): the captcha (service or picture) that unlocks a send,
 * the call, and the countdown before the next send — kept per purpose and account in sessionStorage
 * (useResendTime), so it survives a reload, and set from the API's own `cooldown` or `retryAfter`.
 * `account` is the account as typed now: the countdown shown is its own.
 */
export function useSendCode(purpose: CodePurpose, account: AccountInput) {
  const api = useVisitorApi();
  const captcha = useCaptcha(true);
  const resend = useResendTime(purpose, accountKey(account));

  /**
   * Sends a code to `to` with the captcha service's pass, or the typed picture answer; null when it was not
   * sent (`form` says why; nothing when the visitor closed the service's check).
   */
  async function send(to: AccountInput, pictureAnswer: string, form: SendCodeForm): Promise<SentCode | null> {
    const byService = captcha.byService;
    let proof: CaptchaAnswer;
    if (byService) {
      const solved = await captcha.solve();
      if (solved === 'cancelled') return null;
      if (solved === 'picture') {
        form.captchaRefused('error.captchaRequired');
        return null;
      }
      proof = solved;
    } else proof = captcha.answer(pictureAnswer);
    const answer = await api.sendCode({ purpose, account: to, ...proof });
    form.clearCaptcha();
    if (!byService) void captcha.refresh();
    if (answer.code === 0) {
      resend.store(Date.now() + answer.data.cooldown * 1000);
      return answer.data;
    }
    if (CAPTCHA_REFUSALS.has(answer.msg)) {
      // A pass the API refused: the picture from now on, with the refusal on it.
      if (byService) captcha.fallBack();
      form.captchaRefused(answer.msg);
      return null;
    }
    const wait = retryAfterSeconds(answer);
    if (wait > 0) resend.store(Date.now() + wait * 1000);
    form.failed(answer);
    return null;
  }

  /** A new picture; the answer typed for the old one is emptied. */
  function refreshCaptcha(form: Pick<SendCodeForm, 'clearCaptcha'>) {
    form.clearCaptcha();
    void captcha.refresh();
  }

  return { captcha, resend, send, refreshCaptcha };
}

/** How a code's destination is shown back to the visitor: the address, or +dial code and number. */
export function shownAccount(account: AccountInput): string {
  return account.kind === 'email' ? account.email : `+${account.phonePrefix} ${account.phoneNumber}`;
}
