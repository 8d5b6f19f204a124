import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { Heading, Text } from '@sellwise/design-system/primitives';
import { useIntl } from 'react-intl';
import { REGISTER_NAMESPACES } from '../auth/register/namespaces';
import { RegisterForm } from '../auth/register/register-form';
import type { HrefBuilder, PageModule, PageProps } from '../types';
import { landingConfigs } from './landing-config';
import { LandingView, landingPage } from './landing-page';

const NAME = 'thRegister';
/** The form's anchor: the page's own sign-up calls to action scroll to it instead of leaving. */
export const SIGN_UP_ANCHOR = 'sign-up';

/** The config's links to register.htm point at the form on this page; every other link is localized. */
const toOwnForm =
  (href: HrefBuilder): HrefBuilder =>
  (path, query) =>
    path === LANG_PAGE_PATHS.register ? `#${SIGN_UP_ANCHOR}` : href(path, query);

/**
 * /m/{lang}/frontend/thRegister.htm (layout m-thlogin): the Thai sign-up landing. Its persuasive copy
 * (hero, benefits, steps, a seller's words, FAQ) around the real sign-up form, mobile number first
 * because Thai sellers sign up by phone.
 */
export function ThRegisterPage({ lang, href }: PageProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `pages.landing.${NAME}.form.${id}` });
  const form = (
    <div id={SIGN_UP_ANCHOR} data-slot="landing-sign-up" className="flex scroll-mt-4 flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Heading level={2} size="md">
          {t('title')}
        </Heading>
        <Text tone="muted">{t('subtitle')}</Text>
      </div>
      <RegisterForm
        href={href}
        lang={lang}
        channels={['phone', 'email']}
        source={NAME}
        submitLabel={t('submit')}
      />
    </div>
  );
  return (
    <LandingView
      config={landingConfigs[NAME]}
      Sections={landingPage.Sections}
      href={toOwnForm(href)}
      aside={form}
    />
  );
}

export const thRegisterPage: PageModule = {
  Page: ThRegisterPage,
  namespaces: [
    ...landingConfigs[NAME].namespaces,
    ...REGISTER_NAMESPACES.filter((ns) => ns !== 'pages.common'),
  ],
  // The landing's own title, description and FAQ structured data.
  meta: (ctx) => landingPage.meta({ ...ctx, params: { ...ctx.params, name: NAME } }),
};
