import type { PageModule, PageProps } from '../types';
import { landingConfigs } from './landing-config';
import { LandingView, landingPage } from './landing-page';

export { SIGN_UP_ANCHOR } from './landing-hero-panels';

const NAME = 'thRegister';

/**
 * /m/{lang}/frontend/thRegister.htm (layout m-thlogin): the Thai sign-up landing. Its persuasive copy
 * (hero, benefits, steps, a seller's words, FAQ) around the real sign-up form, mobile number first
 * because Thai sellers sign up by phone.
 */
export function ThRegisterPage({ lang, href }: PageProps) {
  return (
    <LandingView config={landingConfigs[NAME]} Sections={landingPage.Sections} href={href} lang={lang} />
  );
}

export const thRegisterPage: PageModule = {
  Page: ThRegisterPage,
  namespaces: landingConfigs[NAME].namespaces,
  // The landing's own title, description and FAQ structured data.
  meta: (ctx) => landingPage.meta({ ...ctx, params: { ...ctx.params, name: NAME } }),
};
