import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { Heading, Link, Text } from '@sellwise/design-system/primitives';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageModule, PageProps } from '../../types';
import { LoginForm } from './login-form';

/** login.htm: the log-in card (the login layout draws the frame and the brand panel). */
export function LoginPage({ href }: PageProps) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Heading level={1} size="lg">
          <FormattedMessage id="pages.login.title" />
        </Heading>
        <Text tone="muted">
          <FormattedMessage id="pages.login.intro" />
        </Text>
      </div>
      <LoginForm href={href} />
      <Text size="sm" className="text-center">
        {intl.formatMessage({ id: 'pages.login.noAccount' })}{' '}
        <Link href={href(LANG_PAGE_PATHS.register, { source: 'login' })}>
          {intl.formatMessage({ id: 'pages.login.register' })}
        </Link>
      </Text>
    </div>
  );
}

export const loginPage: PageModule = {
  Page: LoginPage,
  namespaces: ['pages.login', 'pages.visitor', 'validation', 'pages.common'],
  meta: ({ intl }) => ({
    title: intl.formatMessage({ id: 'pages.login.meta.title' }),
    description: intl.formatMessage({ id: 'pages.login.meta.description' }),
    noindex: true,
  }),
};
