import type { CsChannel } from '@sellwise/api/contract';
import {
  CtaBanner,
  Faq,
  FeatureGrid,
  faqJsonLd,
  Hero,
  type HeroProps,
  Steps,
  Testimonials,
} from '@sellwise/design-system/sections';
import type * as React from 'react';
import { useIntl } from 'react-intl';
import { localizeHrefs } from '../assembler/localize-hrefs';
import { resolveMessages, type Translate } from '../assembler/messages';
import { PageAssembler, type SectionComponents } from '../assembler/page-assembler';
import type { SectionEntry } from '../assembler/page-config';
import type { LoaderContext, PageLang, PageMeta, PageModule, PageProps } from '../types';
import { type LandingConfig, landingConfigFor, landingConfigs } from './landing-config';
import { EnquiryPanel, SignUpPanel } from './landing-hero-panels';
import type { LandingName } from './landing-pages';

/** The sections this page's configs use (see SectionComponents). */
const SECTIONS = {
  ctaBanner: CtaBanner,
  faq: Faq,
  featureGrid: FeatureGrid,
  hero: Hero,
  steps: Steps,
  testimonials: Testimonials,
} satisfies SectionComponents;

type HeroEntry = Extract<SectionEntry, { type: 'hero' }>;

function useTranslate(): Translate {
  const intl = useIntl();
  return (ref) => intl.formatMessage({ id: ref.$t }, ref.values);
}

/** The hero with the page's panel beside it; the assembler has no slot for React content. */
function PanelHero({ entry, aside }: { entry: HeroEntry; aside: React.ReactNode }) {
  const props = resolveMessages<HeroProps>(entry.props, useTranslate());
  return <Hero {...props} id={entry.id} formSlot={aside} />;
}

type LandingViewProps = Pick<PageProps, 'href'> & {
  config: LandingConfig;
  /** Customer service for the enquiry panel (SPX page). */
  contact?: CsChannel | null;
  /** Replaces the config's panel beside the hero (the Thai sign-up landing shows the real form). */
  aside?: React.ReactNode;
};

export function LandingView({ config, contact = null, aside: asideOverride, href }: LandingViewProps) {
  const sections = localizeHrefs(config.sections, href);
  const panel = config.panel && localizeHrefs(config.panel, href);
  if (!panel) return <PageAssembler components={SECTIONS} sections={sections} />;
  const [hero, ...rest] = sections;
  const aside =
    asideOverride ??
    (panel.kind === 'signUp' ? (
      <SignUpPanel panel={panel} />
    ) : (
      <EnquiryPanel panel={panel} contact={contact} />
    ));
  return (
    <>
      {hero?.type === 'hero' ? <PanelHero entry={hero} aside={aside} /> : null}
      <PageAssembler components={SECTIONS} sections={rest} />
    </>
  );
}

function landingMeta(config: LandingConfig, translate: Translate): PageMeta {
  const faq = config.sections.find((s) => s.type === 'faq');
  return {
    title: translate(config.meta.title),
    description: translate(config.meta.description),
    jsonLd: faq
      ? [faqJsonLd(resolveMessages<{ question: string; answer: string }[]>(faq.props.items, translate))]
      : [],
  };
}

/** Any advertising landing page or staticRg, chosen by `params.name` (thRegister: th-register-page.tsx). */
export function LandingPage({ params, href }: PageProps) {
  return <LandingView config={landingConfigFor(params.name)} href={href} />;
}

export const landingPage: PageModule = {
  Page: LandingPage,
  namespaces: landingConfigs.brandAdsPage.namespaces,
  namespacesFor: (params) => landingConfigFor(params.name).namespaces,
  meta: ({ intl, params }) =>
    landingMeta(landingConfigFor(params.name), (ref) => intl.formatMessage({ id: ref.$t }, ref.values)),
};

/** The same module for a route that names no page in its props (frontend/staticRg.html). */
export function landingPageFor(name: LandingName): PageModule {
  return {
    ...landingPage,
    Page: (props) => <LandingPage {...props} params={{ ...props.params, name }} />,
    namespaces: landingConfigFor(name).namespaces,
    namespacesFor: undefined,
    meta: (ctx) => landingPage.meta({ ...ctx, params: { ...ctx.params, name } }),
  };
}

export const staticRgPage = landingPageFor('staticRg');

export type SpxStaticData = { contact: CsChannel | null };

/** Chat apps sellers use most in each market; any other language gets the API's first channel. */
const PREFERRED_CHANNEL: Partial<Record<PageLang, CsChannel['channel']>> = {
  th: 'line',
  vi: 'zalo',
  zh_CN: 'wechat',
};

export function pickContact(list: readonly CsChannel[], lang: PageLang): CsChannel | null {
  return list.find((c) => c.channel === PREFERRED_CHANNEL[lang]) ?? list[0] ?? null;
}

/** frontend/spxStaticPage.html: the landing structure with an SPX rates enquiry beside the hero. */
export function SpxStaticPage({ data, href }: PageProps<SpxStaticData>) {
  return <LandingView config={landingConfigs.spxStaticPage} contact={data.contact} href={href} />;
}

export const spxStaticPage: PageModule<SpxStaticData> = {
  Page: SpxStaticPage,
  namespaces: landingConfigs.spxStaticPage.namespaces,
  loader: async ({ api, lang }: LoaderContext) => {
    // Without customer service the page still renders and offers sign-up instead.
    const answer = await api.customerServiceList(lang).catch(() => null);
    return { contact: answer?.code === 0 && answer.data ? pickContact(answer.data.list, lang) : null };
  },
  meta: ({ intl }) =>
    landingMeta(landingConfigs.spxStaticPage, (ref) => intl.formatMessage({ id: ref.$t }, ref.values)),
};
