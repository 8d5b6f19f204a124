import type { SectionPropsMap, SectionType } from '@sellwise/design-system/sections';
import type * as React from 'react';
import { useIntl } from 'react-intl';
import { resolveMessages, type Translate } from './messages';
import type { ResolvedSection, SectionEntry } from './page-config';
import { keepsServerHtml } from './server-html';

/** Hydrating this keeps the server's children (see server-html.ts). */
const KEEP_CHILDREN = { __html: '' };

/**
 * The section components a page renders, one for each of its section types `T`, all required: a page
 * whose config gains a section type it passes no component for does not compile. Each page passes only
 * its own, so its chunk carries only those sections (a registry of all of them put every section on
 * every page).
 */
export type SectionComponents<T extends SectionType> = {
  [K in T]: React.ComponentType<SectionPropsMap[K]>;
};

export type PageAssemblerProps<T extends SectionType> = {
  sections: readonly SectionEntry<T>[];
  components: SectionComponents<NoInfer<T>>;
};

/** Renders a page config's sections in order, texts in the page language. */
export function PageAssembler<T extends SectionType>({ sections, components }: PageAssemblerProps<T>) {
  const intl = useIntl();
  const translate: Translate = (ref) => intl.formatMessage({ id: ref.$t }, ref.values);
  return (
    <>
      {sections.map((entry) => {
        // The entry's props belong to its type; the map is keyed the same way.
        const Component = components[entry.type as T] as React.ComponentType<Record<string, unknown>>;
        // A wrapper without a box of its own, the same on server and client, so a static section can keep
        // its HTML. Its texts are not resolved: the browser is not sent them (serverOnlyMessages).
        if (keepsServerHtml(Component))
          return (
            <div
              key={entry.id}
              data-page-section={entry.type}
              className="contents"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: keeps the server HTML of a static section as it is; no new markup
              dangerouslySetInnerHTML={KEEP_CHILDREN}
              suppressHydrationWarning
            />
          );
        const section = resolveMessages<ResolvedSection>(entry as never, translate);
        return (
          <div key={entry.id} data-page-section={section.type} className="contents">
            <Component {...section.props} id={section.id} />
          </div>
        );
      })}
    </>
  );
}
