import { Heading, Text } from '@sellwise/design-system/primitives';
import { useIntl } from 'react-intl';
import type { PageModule, PageProps } from '../../types';
import { REGISTER_NAMESPACES } from './namespaces';
import { RegisterForm } from './register-form';

/** register.htm (layout login) and /m/…/register.htm (m-login): the card's heading and the sign-up form. */
export function RegisterPage({ lang, href }: PageProps) {
  const intl = useIntl();
  return (
    <>
      <div className="flex flex-col gap-2">
        <Heading level={1} size="lg">
          {intl.formatMessage({ id: 'pages.register.page.title' })}
        </Heading>
        <Text tone="muted">{intl.formatMessage({ id: 'pages.register.page.subtitle' })}</Text>
      </div>
      <RegisterForm href={href} lang={lang} />
    </>
  );
}

export const registerPage: PageModule = {
  Page: RegisterPage,
  namespaces: REGISTER_NAMESPACES,
  meta: ({ intl }) => ({
    title: intl.formatMessage({ id: 'pages.register.meta.title' }),
    description: intl.formatMessage({ id: 'pages.register.meta.description' }),
    noindex: true,
  }),
};
