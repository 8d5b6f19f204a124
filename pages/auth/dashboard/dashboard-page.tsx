import { DASHBOARD_PATH, LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { Button, Card, Container, Heading, Link, Text } from '@sellwise/design-system/primitives';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoaderContext, PageModule, PageProps } from '../../types';
import { NETWORK_FAILURE, useApiErrorText } from '../../visitor/api-error';
import { useVisitorApi } from '../../visitor/visitor-api';

/** Signed in: the account's name. Otherwise where the server sends the visitor instead. */
export type DashboardData = { account: string } | { redirect: string; forgetLogin: boolean };

/**
 * Asks the API (with the visitor's cookies) who is signed in. Nobody → the log-in page, which returns
 * here afterwards; a login-token marker without a session is cleared on the way.
 */
export async function loadDashboard({ api, lang }: LoaderContext): Promise<DashboardData> {
  const answer = await api.isLogin?.().catch(() => undefined);
  if (answer?.code === 0 && answer.data?.isLogin && answer.data.account)
    return { account: answer.data.account };
  return {
    redirect: `/${lang}/${LANG_PAGE_PATHS.login}?redirect=${DASHBOARD_PATH}`,
    forgetLogin: answer?.code === 0,
  };
}

const NEXT_STEPS = [
  { id: 'app', path: LANG_PAGE_PATHS.app },
  { id: 'pricing', path: LANG_PAGE_PATHS.pricing },
  { id: 'training', path: LANG_PAGE_PATHS.train },
] as const;

/** /web/dashboard.htm: a small signed-in page (the seller application itself is another product). */
export function DashboardPage({ data, href }: PageProps<DashboardData>) {
  const intl = useIntl();
  const api = useVisitorApi();
  const errorText = useApiErrorText();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string>();
  const pending = useRef(false);
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `pages.account.${id}` }, values);
  if (!('account' in data)) return null;

  const logOut = async () => {
    if (pending.current) return;
    pending.current = true;
    setLeaving(true);
    setError(undefined);
    const answer = await api.logout().catch(() => NETWORK_FAILURE);
    if (answer.code === 0) {
      api.navigate(href(LANG_PAGE_PATHS.login));
      return;
    }
    setError(errorText(answer));
    setLeaving(false);
    pending.current = false;
  };

  return (
    <Container size="sm" className="py-12 phone:py-6">
      <Card variant="elevated" padding="lg" className="gap-6">
        <div className="flex flex-col gap-2">
          <Heading level={1} size="lg">
            <FormattedMessage id="pages.account.title" />
          </Heading>
          <Text tone="muted" data-testid="signed-in-as">
            {t('signedInAs', { account: data.account })}
          </Text>
        </div>
        <section aria-labelledby="next-steps" className="flex flex-col gap-3">
          <Heading level={2} size="sm" id="next-steps">
            <FormattedMessage id="pages.account.next.title" />
          </Heading>
          <ul className="flex flex-col gap-3">
            {NEXT_STEPS.map(({ id, path }) => (
              <li key={id} className="flex flex-col gap-0.5">
                <Link href={href(path)} className="font-medium">
                  {t(`next.${id}.label`)}
                </Link>
                <Text size="sm" tone="muted">
                  {t(`next.${id}.text`)}
                </Text>
              </li>
            ))}
          </ul>
        </section>
        {error ? (
          <Text role="alert" tone="danger" size="sm">
            {error}
          </Text>
        ) : null}
        <Button
          variant="outline"
          className="self-start"
          loading={leaving}
          loadingLabel={intl.formatMessage({ id: 'pages.visitor.submitting' })}
          onClick={logOut}
        >
          {t('logout')}
        </Button>
      </Card>
    </Container>
  );
}

export const dashboardPage: PageModule<DashboardData> = {
  Page: DashboardPage,
  namespaces: ['pages.account', 'pages.common'],
  loader: loadDashboard,
  meta: ({ data, intl }) => ({
    title: intl.formatMessage({ id: 'pages.account.meta.title' }),
    description: intl.formatMessage({ id: 'pages.account.meta.description' }),
    noindex: true,
    ...('redirect' in data
      ? { redirect: { location: data.redirect, forgetLogin: data.forgetLogin } }
      : { account: data.account }),
  }),
};
