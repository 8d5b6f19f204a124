import { DASHBOARD_PATH, LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { Form, FormSubmit } from '@sellwise/design-system/forms';
import { Link } from '@sellwise/design-system/primitives';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { ApiFailure, CaptchaAnswer, HrefBuilder } from '../../types';
import { accountInput } from '../../visitor/account';
import { AccountFields } from '../../visitor/account-fields';
import { useApiErrorText } from '../../visitor/api-error';
import { BotCheck, HUMAN_CHECKED } from '../../visitor/bot-check';
import { VisitorCaptchaField, VisitorPasswordField } from '../../visitor/credential-fields';
import { useFormTranslate } from '../../visitor/form-translate';
import { lazyResolver } from '../../visitor/lazy-resolver';
import { useCaptcha } from '../../visitor/use-captcha';
import { useVisitorApi } from '../../visitor/visitor-api';
import type { LoginValues } from './login-schema';
import { returnPath } from './return-path';

/** After log-in: the page's same-site `?redirect=`, else where the API says, else the dashboard. */
function destination(answerRedirect: string): string {
  const { origin, search } = window.location;
  const asked = new URLSearchParams(search).get('redirect');
  return returnPath(asked, origin) ?? returnPath(answerRedirect, origin) ?? DASHBOARD_PATH;
}

const wantsCaptcha = (answer: ApiFailure) =>
  answer.msg === 'error.captchaInvalid' ||
  answer.msg === 'error.captchaRequired' ||
  answer.data?.captchaRequired === true;

/**
 * E-mail or mobile number and password; a captcha only once the API asks for it: the captcha service's
 * check where the site has one, else (or when it fails) the picture code.
 */
export function LoginForm({ href }: { href: HrefBuilder }) {
  const api = useVisitorApi();
  const intl = useIntl();
  const translate = useFormTranslate();
  const errorText = useApiErrorText();
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  // The resolver reads the current need without being re-created (useForm keeps its first options).
  const captchaNeededRef = useRef(false);
  const captcha = useCaptcha(captchaNeeded);
  // With the captcha service the picture field is not asked for (until the service fails).
  const byServiceRef = useRef(captcha.byService);
  byServiceRef.current = captcha.byService;
  const [error, setError] = useState<string>();
  // Our own flag, not the form's isSubmitting: a second submit that is ignored must not end the progress.
  const [busy, setBusy] = useState(false);
  const pending = useRef(false);

  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('./login-resolver').then((m) =>
          m.loginResolver(() => captchaNeededRef.current && !byServiceRef.current),
        ),
      ),
    [],
  );
  const form = useForm<LoginValues>({
    mode: 'onTouched',
    defaultValues: { channel: 'email', email: '', password: '', captcha: '' },
    resolver,
  });
  const channel = useWatch({ control: form.control, name: 'channel' });

  const newPicture = () => {
    form.setValue('captcha', '');
    void captcha.refresh();
  };

  const onSubmit = async (values: LoginValues) => {
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    setError(undefined);
    let leavingNow = false;
    try {
      let proof: CaptchaAnswer | undefined;
      if (captchaNeededRef.current && byServiceRef.current) {
        const solved = await captcha.solve();
        if (solved === 'cancelled') return;
        if (solved === 'picture') {
          form.setError('captcha', { type: 'server', message: 'error.captchaRequired' });
          return;
        }
        proof = solved;
      } else if (captchaNeededRef.current) proof = captcha.answer(values.captcha ?? '');
      const answer = await api.login({
        account: accountInput(values),
        password: values.password,
        captcha: proof,
      });
      if (answer.code === 0) {
        // Stays pending: the next page is loading, a second click must not log in again.
        leavingNow = true;
        api.navigate(destination(answer.data.redirect));
        return;
      }
      if (wantsCaptcha(answer)) {
        // A picture (or a service pass) is good for one try: every failed try needs a new one.
        if (byServiceRef.current && answer.msg === 'error.captchaInvalid') captcha.fallBack();
        else if (captchaNeededRef.current && !byServiceRef.current) newPicture();
        captchaNeededRef.current = true;
        setCaptchaNeeded(true);
      }
      if (answer.msg === 'error.captchaInvalid') {
        form.setError('captcha', { type: 'server', message: answer.msg }, { shouldFocus: true });
      } else setError(errorText(answer));
    } finally {
      if (!leavingNow) {
        pending.current = false;
        setBusy(false);
      }
    }
  };

  const formError = error ?? (captcha.failure ? errorText(captcha.failure) : undefined);
  const t = (id: string) => intl.formatMessage({ id: `pages.login.${id}` });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      translate={translate}
      {...HUMAN_CHECKED}
      error={formError ? <span>{formError}</span> : undefined}
      aria-label={t('title')}
    >
      <AccountFields defaultCountry="TH" emailAutoComplete="username" />
      <div className="flex flex-col gap-2">
        <VisitorPasswordField purpose="current" />
        <Link
          href={href(channel === 'phone' ? LANG_PAGE_PATHS.phoneForgetPwd : LANG_PAGE_PATHS.forgetPwd)}
          className="self-end text-sm"
        >
          {t('forgotPassword')}
        </Link>
      </div>
      {captchaNeeded && !captcha.byService && captcha.src ? (
        <VisitorCaptchaField src={captcha.src} onRefresh={newPicture} />
      ) : null}
      <BotCheck />
      <FormSubmit
        size="lg"
        fullWidth
        loading={busy}
        loadingLabel={intl.formatMessage({ id: 'pages.visitor.submitting' })}
      >
        {t('submit')}
      </FormSubmit>
    </Form>
  );
}
