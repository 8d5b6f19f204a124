import { type FaqItem, faqJsonLd } from '@sellwise/design-system/sections';
import type * as React from 'react';
import type { IntlShape } from 'react-intl';
import type { HrefBuilder, LoaderContext, PageMeta, PageModule, PageProps } from '../types';
import { localizeHrefs } from './localize-hrefs';
import { collectMessageIds, resolveMessages } from './messages';
import { PageAssembler, type SectionComponents } from './page-assembler';
import type { PageConfig, SectionEntry, SectionTypesOf } from './page-config';
import { SECTION_DELIVERY } from './section-registry';

type Params = PageProps['params'];

/** A crumb after Home: the message id of its name and the site path. */
export type Crumb = { nameId: string; path: string };

/** The assembler with a page's own section components; hrefs are localized for the page. */
export type ConfigSections<C extends PageConfig> = (props: {
  sections: readonly SectionEntry<SectionTypesOf<C>>[];
  href: HrefBuilder;
}) => React.ReactNode;

/** What a config page's own component receives: the route's props, its config and its sections. */
export type ConfigPageProps<C extends PageConfig, D = undefined> = PageProps<D> & {
  config: C;
  Sections: ConfigSections<C>;
};

/**
 * The page's config, or all the configs one module serves (the landing pages, the feature areas…)
 * with the name a route shows, picked from its params (an unknown name picks a fallback).
 */
export type ConfigChoice<C extends PageConfig, N extends string> =
  | { config: C; configs?: never; pick?: never }
  | { config?: never; configs: Readonly<Record<N, C>>; pick: (params: Params) => N };

export type ConfigPageSpec<C extends PageConfig, N extends string, D> = ConfigChoice<C, N> & {
  /**
   * A component for each section type the configs use, and only those: a missing one does not compile,
   * and the page's chunk imports no section it does not render.
   */
  components: SectionComponents<NoInfer<SectionTypesOf<C>>>;
  /** Crumbs after Home for the BreadcrumbList. */
  breadcrumbs?: readonly Crumb[] | ((params: Params) => readonly Crumb[]);
  /** The faq section's questions as FAQPage structured data. */
  faqJsonLd?: boolean;
  loader?: (ctx: LoaderContext) => Promise<D>;
  /** The page around its sections (parts of its own between them); by default the config's sections alone. */
  Page?: (props: ConfigPageProps<C, D>) => React.ReactNode;
  /** Lists of sections the Page renders besides its config's (the home page's phone list). */
  otherSections?: readonly (readonly SectionEntry<SectionTypesOf<C>>[])[];
};

export type ConfigPage<C extends PageConfig, D = undefined> = PageModule<D> & { Sections: ConfigSections<C> };

/**
 * A marketing page module from its config: the page, its namespaces, loader and head meta (title,
 * description, crumbs, FAQ structured data). A config chosen by the route also names the namespaces.
 */
export function defineConfigPage<C extends PageConfig, N extends string = never, D = undefined>(
  spec: ConfigPageSpec<C, N, D>,
): ConfigPage<C, D> {
  const { config, configs, pick, components, breadcrumbs, loader, Page: Layout, otherSections = [] } = spec;
  const configFor = configs
    ? (params: Params) => configs[(pick as (params: Params) => N)(params)]
    : () => config as C;
  // The same set for the same config on every request, so the site can keep the filtered messages.
  const serverOnly = new Map<PageConfig, ReadonlySet<string>>();
  // biome-ignore lint/correctness/noComponentHookFactories: configPage() runs once per page module at module load: stable components
  const Sections: ConfigSections<C> = ({ sections, href }) => (
    <PageAssembler sections={localizeHrefs(sections, href)} components={components} />
  );
  // biome-ignore lint/correctness/noComponentHookFactories: as above
  const Page = (props: PageProps<D>) => {
    const chosen = configFor(props.params);
    return Layout ? (
      <Layout {...props} config={chosen} Sections={Sections} />
    ) : (
      // A config's sections are of its own types (what SectionTypesOf<C> reads).
      <Sections sections={chosen.sections as readonly SectionEntry<SectionTypesOf<C>>[]} href={props.href} />
    );
  };
  return {
    Page,
    Sections,
    namespaces: configFor({}).namespaces,
    ...(configs && { namespacesFor: (params: Params) => configFor(params).namespaces }),
    ...(loader && { loader }),
    serverOnlyMessages: (params) => {
      const chosen = configFor(params);
      let ids = serverOnly.get(chosen);
      if (!ids) {
        ids = serverOnlyMessages(chosen, otherSections as readonly (readonly SectionEntry[])[]);
        serverOnly.set(chosen, ids);
      }
      return ids;
    },
    meta: ({ intl, params }) =>
      configMeta(configFor(params), intl, {
        breadcrumbs: typeof breadcrumbs === 'function' ? breadcrumbs(params) : breadcrumbs,
        faqJsonLd: spec.faqJsonLd,
      }),
  };
}

/**
 * The message ids (and whole namespaces) a config page uses only on the server: its head meta, the texts
 * of its static sections (they keep the server's HTML in the browser) less any an interactive section
 * shows too, and the config's server-only namespaces.
 */
export function serverOnlyMessages(
  config: PageConfig,
  otherSections: readonly (readonly SectionEntry[])[] = [],
): ReadonlySet<string> {
  const serverOnly = collectMessageIds(config.meta);
  const shown = new Set<string>();
  for (const entry of [config.sections, ...otherSections].flat())
    collectMessageIds(entry.props, SECTION_DELIVERY[entry.type] === 'static' ? serverOnly : shown);
  for (const id of shown) {
    const ns = config.serverOnlyNamespaces?.find((n) => id.startsWith(`${n}.`));
    if (ns)
      throw new Error(`${config.id}: ${id} is shown by an interactive section, yet ${ns} is server-only`);
    serverOnly.delete(id);
  }
  for (const ns of config.serverOnlyNamespaces ?? []) serverOnly.add(ns);
  return serverOnly;
}

/** Head meta of a config in the page language. */
export function configMeta(
  config: PageConfig,
  intl: IntlShape,
  { breadcrumbs, faqJsonLd: withFaq }: { breadcrumbs?: readonly Crumb[]; faqJsonLd?: boolean } = {},
): PageMeta {
  const text = (id: string) => intl.formatMessage({ id });
  const meta: PageMeta = { title: text(config.meta.title.$t), description: text(config.meta.description.$t) };
  if (breadcrumbs) meta.breadcrumbs = breadcrumbs.map(({ nameId, path }) => ({ name: text(nameId), path }));
  if (withFaq) {
    const faq = config.sections.find((section) => section.type === 'faq');
    const items = faq
      ? resolveMessages<FaqItem[]>(faq.props.items, (ref) => intl.formatMessage({ id: ref.$t }, ref.values))
      : [];
    meta.jsonLd = items.length ? [faqJsonLd(items)] : [];
  }
  return meta;
}
