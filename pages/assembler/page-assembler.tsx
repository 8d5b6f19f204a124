import type { RenderLink, SectionPropsMap, SectionType } from '@sellwise/design-system/sections';
import type * as React from 'react';
import { useIntl } from 'react-intl';
import { resolveMessages, type Translate } from './messages';
import type { ResolvedSection, SectionEntry } from './page-config';
import { keepsServerHtml } from './server-html';

/** Hydrating this keeps the server's children (see server-html.tsx). */
const KEEP_CHILDREN = { __html: '' };

/**
 * The section components a page renders, by type. Each page passes only the ones its configs use, so its
 * chunk carries only those sections (a registry of all of them put every section on every page).
 */
export type SectionComponents = { [K in SectionType]?: React.ComponentType<SectionPropsMap[K]> };

export type PageAssemblerProps = {
  sections: readonly SectionEntry[];
  components: SectionComponents;
  /** The site's router link, handed to every section. */
  renderLink?: RenderLink;
};

/** Renders a page config's sections in order, texts in the page language. */
export function PageAssembler({ sections, components, renderLink }: PageAssemblerProps) {
  const intl = useIntl();
  const translate: Translate = (ref) => intl.formatMessage({ id: ref.$t }, ref.values);
  return (
    <>
      {sections.map((entry) => (
        <SectionView
          key={entry.id}
          section={resolveMessages<ResolvedSection>(entry as never, translate)}
          components={components}
          renderLink={renderLink}
        />
      ))}
    </>
  );
}

function SectionView({
  section,
  components,
  renderLink,
}: {
  section: ResolvedSection;
  components: SectionComponents;
  renderLink?: RenderLink;
}) {
  // The entry's props belong to its type; the map is keyed the same way.
  const Component = components[section.type] as React.ComponentType<Record<string, unknown>> | undefined;
  if (!Component)
    throw new Error(`PageAssembler: the page passes no component for its "${section.type}" section`);
  // A wrapper without a box of its own, the same on server and client, so a static section can keep its HTML.
  if (keepsServerHtml(Component))
    return (
      <div
        data-page-section={section.type}
        className="contents"
        dangerouslySetInnerHTML={KEEP_CHILDREN}
        suppressHydrationWarning
      />
    );
  return (
    <div data-page-section={section.type} className="contents">
      <Component {...section.props} id={section.id} renderLink={renderLink} />
    </div>
  );
}
