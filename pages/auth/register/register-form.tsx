import { LANG_PAGE_PATHS, ROOT_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { Checkbox, Form, FormMessage, FormSubmit, TextField } from '@sellwise/design-system/forms';
import { Button, Text } from '@sellwise/design-system/primitives';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiFailureMsg, HrefBuilder, PageLang } from '../../types';
import type { AccountChannel } from '../../visitor/account';
import { AccountFields } from '../../visitor/account-fields';
import { apiErrorMessage } from '../../visitor/api-error';
import { BotCheck, HUMAN_CHECKED } from '../../visitor/bot-check';
import { VisitorCaptchaField, VisitorCodeField, VisitorPasswordField } from '../../visitor/credential-fields';
import { useFormTranslate } from '../../visitor/form-translate';
import { lazyResolver } from '../../visitor/lazy-resolver';
import { useVisitorApi } from '../../visitor/visitor-api';
import { COUNTRY_BY_LANG } from './lang-country';
import { OPTIONAL_CODE_MAX, type RegisterValues, registerDefaults, registerInput } from './register-values';
import { richLinks } from './rich-links';
import { useRegisterCode } from './use-register-code';

const T = 'pages.register.form';

// Answers that belong to one field: the error is shown there and the field gets the focus.
const FIELD_ERRORS: Partial<Record<ApiFailureMsg, 'code' | 'password' | 'phone'>> = {
  'error.codeInvalid': 'code',
  'error.codeExpired': 'code',
  'error.codeTooManyTries': 'code',
  'error.passwordWeak': 'password',
  'error.phoneInvalid': 'phone',
};

export type RegisterFormProps = {
  href: HrefBuilder;
  lang: PageLang;
  /** The account channels in the order shown; the first is chosen at the start. */
  channels?: readonly AccountChannel[];
  /** The sign-up source when the address carries none (`?source=` wins), e.g. the landing page's name. */
  source?: string;
  /** The submit button's text, when a landing page words its call to action its own way. */
  submitLabel?: string;
};

/** The `source` the visitor arrived with, passed on to the next step (read in the browser only). */
function sourceFromAddress(fallback: string | undefined): string | undefined {
  return new URLSearchParams(window.location.search).get('source') || fallback;
}

/**
 * The sign-up form of register.htm and the Thai sign-up landing: the account (e-mail or mobile), a
 * password, the picture captcha that unlocks the code send, the code, optional access and invitation
 * codes, and consent. On success it reports the conversion once and moves on to registerNext.htm.
 */
export function RegisterForm({
  href,
  lang,
  channels = ['email', 'phone'],
  source,
  submitLabel,
}: RegisterFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${T}.${id}` }, values);
  const api = useVisitorApi();
  const translate = useFormTranslate();

  // "Send code" validates with its own rules (account + picture answer); everything else with the form's.
  const sending = useRef(false);
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('./register-resolver').then((m) => m.registerResolver(() => sending.current)),
      ),
    [],
  );
  const form = useForm<RegisterValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: registerDefaults(channels[0] ?? 'email'),
  });
  // With the captcha service there is no picture to answer: only the account is checked before it opens.
  const validateForSend = async (picture: boolean) => {
    sending.current = true;
    try {
      const account = form.getValues('channel') === 'phone' ? 'phone' : 'email';
      return await form.trigger(picture ? [account, 'captcha'] : [account], { shouldFocus: true });
    } finally {
      sending.current = false;
    }
  };
  const code = useRegisterCode(form, validateForSend);

  // The affiliate id becomes the invitation code; stored attribution exists in the browser only.
  useEffect(() => {
    const { affid } = api.attribution();
    if (affid && !form.getValues('invitationCode')) form.setValue('invitationCode', affid);
  }, [api, form]);

  const [failure, setFailure] = useState<React.ReactNode>(null);
  const [leaving, setLeaving] = useState(false);
  const pending = useRef(false);
  const left = useRef(false);

  const accountHelp = () => {
    const phone = form.getValues('channel') === 'phone';
    return richLinks({
      login: href(LANG_PAGE_PATHS.login),
      reset: href(phone ? LANG_PAGE_PATHS.phoneForgetPwd : LANG_PAGE_PATHS.forgetPwd),
    });
  };

  const onSubmit = async (values: RegisterValues) => {
    if (pending.current) return;
    pending.current = true;
    setFailure(null);
    try {
      const answer = await api.register(registerInput(values));
      if (answer.code === 0) {
        left.current = true;
        setLeaving(true);
        api.reportRegistration(values.channel === 'phone' ? (values.phone?.e164 ?? '') : '');
        const from = sourceFromAddress(source);
        api.navigate(href(ROOT_PAGE_PATHS.registerNext, from ? { source: from } : undefined));
        return;
      }
      const field = FIELD_ERRORS[answer.msg];
      if (field) {
        form.setError(field, { message: answer.msg }, { shouldFocus: true });
      } else if (answer.msg === 'error.accountExists') {
        setFailure(<FormattedMessage id={`${T}.accountExists`} values={accountHelp()} />);
      } else {
        const { id, values: messageValues } = apiErrorMessage(answer, (known) => known in intl.messages);
        // An element, not a string: the form would read a string as a message id.
        setFailure(<FormattedMessage id={id} values={messageValues} />);
      }
    } finally {
      // After a success the page is leaving: no second submit while the next page loads.
      if (!left.current) pending.current = false;
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      translate={translate}
      error={failure}
      aria-label={t('label')}
      {...HUMAN_CHECKED}
    >
      <AccountFields defaultCountry={COUNTRY_BY_LANG[lang]} channels={channels} />
      <VisitorPasswordField purpose="new" />
      {code.captcha.byService ? null : (
        <VisitorCaptchaField src={code.captcha.src} onRefresh={() => void code.captcha.refresh()} />
      )}
      <VisitorCodeField
        onResend={code.send}
        resendAvailableAt={code.resend.availableAt}
        onResendAvailableAtChange={code.resend.store}
      />
      {code.failure ? (
        <FormMessage>
          <FormattedMessage id={code.failure.id} values={code.failure.values} />
        </FormMessage>
      ) : code.sentTo ? (
        <FormMessage tone="info">
          <FormattedMessage id="pages.visitor.fields.code.sent" values={{ account: code.sentTo }} />
        </FormMessage>
      ) : null}
      <AccessCodeField />
      <TextField
        name="invitationCode"
        label={t('invitationCode.label')}
        description={t('invitationCode.hint')}
        autoComplete="off"
        maxLength={OPTIONAL_CODE_MAX}
      />
      <Checkbox
        name="agree"
        required
        label={
          <FormattedMessage
            id={`${T}.agree`}
            values={richLinks({
              terms: href(LANG_PAGE_PATHS.terms),
              privacy: href(LANG_PAGE_PATHS.privacyPolicy),
            })}
          />
        }
      />
      <BotCheck />
      <FormSubmit size="lg" fullWidth loading={leaving} loadingLabel={t('submitting')}>
        {submitLabel ?? t('submit')}
      </FormSubmit>
      <Text size="sm" tone="muted" className="text-center">
        <FormattedMessage
          id={`${T}.haveAccount`}
          values={richLinks({ login: href(LANG_PAGE_PATHS.login) })}
        />
      </Text>
    </Form>
  );
}

/** "I have an access code": most sellers have none, so the field waits behind a disclosure. */
function AccessCodeField() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `${T}.accessCode.${id}` });
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="flex flex-col items-start gap-3">
      <Button
        type="button"
        variant="link"
        // Its text lines up with the fields above, whatever padding a link button is given.
        className="px-0!"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        {t('toggle')}
      </Button>
      <div id={id} hidden={!open} className="w-full">
        {open ? (
          <TextField
            name="accessCode"
            label={t('label')}
            description={t('hint')}
            autoComplete="off"
            maxLength={OPTIONAL_CODE_MAX}
          />
        ) : null}
      </div>
    </div>
  );
}
