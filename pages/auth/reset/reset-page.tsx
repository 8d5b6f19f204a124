import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { Form, FormMessage, FormSubmit } from '@sellwise/design-system/forms';
import { Button, Heading, Link, Text } from '@sellwise/design-system/primitives';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { PageModule, PageProps } from '../../types';
import type { AccountChannel } from '../../visitor/account';
import { AccountFields } from '../../visitor/account-fields';
import { BotCheck, HUMAN_CHECKED } from '../../visitor/bot-check';
import { VisitorCaptchaField, VisitorCodeField, VisitorPasswordField } from '../../visitor/credential-fields';
import { useFormTranslate } from '../../visitor/form-translate';
import { shownAccount } from '../../visitor/use-send-code';
import { useResetFlow } from './use-reset-flow';

const R = 'pages.reset';
const OTHER_PAGE: Record<AccountChannel, { path: string; label: string }> = {
  email: { path: LANG_PAGE_PATHS.phoneForgetPwd, label: `${R}.links.toPhone` },
  phone: { path: LANG_PAGE_PATHS.forgetPwd, label: `${R}.links.toEmail` },
};

/**
 * forgetPwd.htm (channel email) and phoneForgetPassword.htm (channel phone): send a code to the
 * account, then the code and a new password; success goes to the result page. The layout draws the card.
 */
export function ResetPasswordPage({ channel, href }: PageProps & { channel: AccountChannel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${R}.${id}` }, values);
  const translate = useFormTranslate();
  const flow = useResetFlow(channel, href);
  const stepNumber = flow.step === 'account' ? 1 : 2;

  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (flow.focusRequest > 0) headingRef.current?.focus();
  }, [flow.focusRequest]);

  const other = OTHER_PAGE[channel];
  return (
    <div data-slot="reset-password" data-channel={channel} className="flex flex-col gap-6">
      <Heading level={1} size="lg">
        {t('title')}
      </Heading>
      <section aria-labelledby={headingId} className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <div aria-hidden="true" className="flex gap-1.5">
            {[1, 2].map((n) => (
              <span
                key={n}
                className={`h-1 flex-1 rounded-full ${n <= stepNumber ? 'bg-primary' : 'bg-muted'}`}
              />
            ))}
          </div>
          <Heading
            level={2}
            size="sm"
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="focus:outline-none"
          >
            <span className="block text-sm font-medium text-muted-foreground">
              {t('progress', { step: stepNumber, total: 2 })}
              <span className="sr-only">: </span>
            </span>
            {flow.step === 'account' ? t(`account.heading.${channel}`) : t('code.heading')}
          </Heading>
        </div>
        {flow.step === 'account' ? (
          <Form
            form={flow.accountForm}
            onSubmit={flow.sendFirstCode}
            translate={translate}
            {...HUMAN_CHECKED}
            // Ready text, not an id: an element keeps the Form from translating it again.
            error={flow.accountError ? <span>{flow.accountError}</span> : undefined}
          >
            <Text tone="muted">{t(`account.intro.${channel}`)}</Text>
            <AccountFields channels={[channel]} defaultCountry="TH" emailAutoComplete="email" />
            {flow.captchaByService ? null : (
              <VisitorCaptchaField src={flow.captchaSrc} onRefresh={() => flow.refreshCaptcha('account')} />
            )}
            <FormSubmit size="lg" fullWidth>
              {t('account.submit')}
            </FormSubmit>
          </Form>
        ) : (
          <Form
            form={flow.codeForm}
            onSubmit={flow.resetPassword}
            translate={translate}
            {...HUMAN_CHECKED}
            error={flow.codeError ? <span>{flow.codeError}</span> : undefined}
          >
            <div className="flex items-center justify-between gap-3 rounded-md border border-border bg-surface px-4 py-3">
              <dl className="min-w-0">
                <dt className="text-sm text-muted-foreground">{t(`code.accountLabel.${channel}`)}</dt>
                <dd className="break-all font-medium" data-testid="reset-account">
                  {shownAccount(flow.account)}
                </dd>
              </dl>
              <Button
                variant="link"
                onClick={flow.changeAccount}
                aria-label={t(`code.changeLabel.${channel}`)}
              >
                {t('code.change')}
              </Button>
            </div>
            <FormMessage tone="info" data-testid="reset-notice">
              <span>
                {flow.notice === 'sent'
                  ? t(`code.sent.${channel}`, { account: shownAccount(flow.account) })
                  : t('code.resent')}
              </span>
            </FormMessage>
            <VisitorCodeField
              onResend={flow.resendCode}
              resendAvailableAt={flow.resend.availableAt}
              onResendAvailableAtChange={flow.resend.store}
            />
            {flow.resendCaptchaShown && !flow.captchaByService ? (
              <div className="flex flex-col gap-2">
                <Text size="sm" tone="muted">
                  {t('code.resendHint')}
                </Text>
                <VisitorCaptchaField src={flow.captchaSrc} onRefresh={() => flow.refreshCaptcha('code')} />
              </div>
            ) : null}
            <VisitorPasswordField purpose="new" />
            <BotCheck />
            <FormSubmit
              size="lg"
              fullWidth
              loading={flow.leaving}
              loadingLabel={intl.formatMessage({ id: 'pages.visitor.submitting' })}
            >
              {t('code.submit')}
            </FormSubmit>
          </Form>
        )}
      </section>
      <nav aria-label={t('links.label')} className="flex flex-wrap justify-between gap-3 text-sm">
        <Link href={href(other.path)}>{intl.formatMessage({ id: other.label })}</Link>
        <Link href={href(LANG_PAGE_PATHS.login)}>{t('links.login')}</Link>
      </nav>
    </div>
  );
}

const NAMESPACES = [R, 'pages.visitor', 'validation', 'pages.common'] as const;

function resetModule(channel: AccountChannel, Page: PageModule['Page']): PageModule {
  return {
    Page,
    namespaces: NAMESPACES,
    meta: ({ intl }) => ({
      title: intl.formatMessage({ id: `${R}.meta.${channel}.title` }),
      description: intl.formatMessage({ id: `${R}.meta.${channel}.description` }),
      noindex: true,
    }),
  };
}

function ResetByEmailPage(props: PageProps) {
  return <ResetPasswordPage {...props} channel="email" />;
}
function ResetByPhonePage(props: PageProps) {
  return <ResetPasswordPage {...props} channel="phone" />;
}

/** forgetPwd.htm */
export const forgetPwdPage = resetModule('email', ResetByEmailPage);
/** phoneForgetPassword.htm */
export const phoneForgetPwdPage = resetModule('phone', ResetByPhonePage);
