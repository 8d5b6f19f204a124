import type { SpxDataResponse } from '@sellwise/api/contract';
import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import {
  CtaBanner,
  Faq,
  FeatureGrid,
  Hero,
  type HeroProps,
  LogoCloud,
  Stats,
  Steps,
  Testimonials,
} from '@sellwise/design-system/sections';
import type * as React from 'react';
import { useIntl } from 'react-intl';
import { type ConfigSections, defineConfigPage } from '../assembler/config-page';
import { localizeHrefs } from '../assembler/localize-hrefs';
import { resolveMessages, type Translate } from '../assembler/messages';
import type { SectionComponents } from '../assembler/page-assembler';
import type { SectionEntry, SectionTypesOf } from '../assembler/page-config';
import type { HrefBuilder, LoaderContext, PageModule, PageProps } from '../types';
import { type LandingConfig, landingConfigFor, landingConfigs, landingName } from './landing-config';
import { EnquiryPanel, SIGN_UP_ANCHOR, SignUpFormPanel } from './landing-hero-panels';
import type { LandingName } from './landing-pages';
import { MarketplaceProofPanel } from './marketplace-proof-panel';

/** One builder makes every landing config (landing-config.ts), so one set of sections serves them all. */
const LANDING_SECTIONS: SectionComponents<SectionTypesOf<LandingConfig>> = {
  ctaBanner: CtaBanner,
  faq: Faq,
  featureGrid: FeatureGrid,
  hero: Hero,
  logoCloud: LogoCloud,
  stats: Stats,
  steps: Steps,
  testimonials: Testimonials,
};

type HeroEntry = SectionEntry<'hero'>;

function useTranslate(): Translate {
  const intl = useIntl();
  return (ref) => intl.formatMessage({ id: ref.$t }, ref.values);
}

/** The hero with the page's panel beside it; the assembler has no slot for React content. */
function PanelHero({ entry, aside }: { entry: HeroEntry; aside: React.ReactNode }) {
  const props = resolveMessages<HeroProps>(entry.props, useTranslate());
  return <Hero {...props} id={entry.id} formSlot={aside} />;
}

/** The config's links to register.htm point at the form on this page; every other link is localized. */
const toOwnForm =
  (href: HrefBuilder): HrefBuilder =>
  (path, query) =>
    path === LANG_PAGE_PATHS.register ? `#${SIGN_UP_ANCHOR}` : href(path, query);

type LandingViewProps = Pick<PageProps, 'href' | 'lang'> & {
  config: LandingConfig;
  Sections: ConfigSections<LandingConfig>;
  /** The regions the SPX page's enquiry form offers (spxData). */
  regions?: SpxDataResponse['regions'];
};

/** The hero with what the page leads with beside it (form, marketplace proof, enquiry), then its blocks. */
export function LandingView({ config, Sections, regions = [], href: siteHref, lang }: LandingViewProps) {
  // On a capture page every sign-up call to action scrolls to the form in the first screen.
  const href = config.lead === 'signUpForm' ? toOwnForm(siteHref) : siteHref;
  const panel = config.panel && localizeHrefs(config.panel, href);
  if (!panel) return <Sections sections={config.sections} href={href} />;
  const [hero, ...rest] = config.sections;
  const aside =
    panel.kind === 'signUpForm' ? (
      <SignUpFormPanel panel={panel} source={config.name} lang={lang} href={href} />
    ) : panel.kind === 'marketplace' ? (
      <MarketplaceProofPanel panel={panel} />
    ) : (
      <EnquiryPanel panel={panel} regions={regions} lang={lang} href={href} />
    );
  return (
    <>
      {hero?.type === 'hero' ? <PanelHero entry={localizeHrefs(hero, href)} aside={aside} /> : null}
      <Sections sections={rest} href={href} />
    </>
  );
}

/** Any advertising landing page or staticRg, chosen by `params.name` (thRegister: th-register-page.tsx). */
export const landingPage = defineConfigPage({
  configs: landingConfigs,
  pick: (params) => landingName(params.name),
  components: LANDING_SECTIONS,
  faqJsonLd: true,
  Page: ({ config, Sections, href, lang }) => (
    <LandingView config={config} Sections={Sections} href={href} lang={lang} />
  ),
});
export const LandingPage = landingPage.Page;

/** The same module for a route that names no page in its props (frontend/staticRg.html). */
export function landingPageFor(name: LandingName): PageModule {
  return {
    ...landingPage,
    // biome-ignore lint/correctness/noComponentHookFactories: called once per route at module load: one stable component per landing page
    Page: (props) => <LandingPage {...props} params={{ ...props.params, name }} />,
    namespaces: landingConfigFor(name).namespaces,
    namespacesFor: undefined,
    meta: (ctx) => landingPage.meta({ ...ctx, params: { ...ctx.params, name } }),
  };
}

export const staticRgPage = landingPageFor('staticRg');

export type SpxStaticData = { regions: SpxDataResponse['regions'] };

/** frontend/spxStaticPage.html: the landing structure with the SPX rates enquiry form beside the hero. */
export const spxStaticPage = defineConfigPage({
  config: landingConfigs.spxStaticPage,
  components: LANDING_SECTIONS,
  faqJsonLd: true,
  loader: async ({ api }: LoaderContext): Promise<SpxStaticData> => {
    // Without the SPX data the page still renders and offers sign-up instead of the form.
    const answer = await api.spxData?.().catch(() => null);
    return { regions: answer?.code === 0 && answer.data ? answer.data.regions : [] };
  },
  Page: ({ config, Sections, data, href, lang }) => (
    <LandingView config={config} Sections={Sections} regions={data.regions} href={href} lang={lang} />
  ),
});
export const SpxStaticPage = spxStaticPage.Page;
