import type { SectionType } from '@sellwise/design-system/sections';
import type * as React from 'react';
import { createElement } from 'react';

const KEEPS_SERVER_HTML = Symbol.for('sellwise.keepsServerHtml');

/** A stand-in for a section with no behaviour: in the browser, the HTML the server rendered stays as it is. */
export type ServerHtmlSection = React.FC & { [KEEPS_SERVER_HTML]: SectionType };

/**
 * Makes the stand-in the site's browser bundle uses for a static section (site/app/island-sections.ts).
 * The page assembler renders it as its section wrapper with an empty `dangerouslySetInnerHTML`: React then
 * hydrates the wrapper without touching what the server put inside, and the section's code never loads.
 * Rendered anywhere else it is a mistake, and says so.
 */
export function serverHtmlSection(type: SectionType): ServerHtmlSection {
  const StandIn = (() => {
    throw new Error(`The "${type}" section keeps the server's HTML: only the page assembler can render it`);
  }) as unknown as ServerHtmlSection;
  StandIn[KEEPS_SERVER_HTML] = type;
  StandIn.displayName = `ServerHtml(${type})`;
  return StandIn;
}

export function keepsServerHtml(component: unknown): component is ServerHtmlSection {
  return typeof component === 'function' && KEEPS_SERVER_HTML in component;
}

/**
 * A page's own part without behaviour (a panel, not a section), kept as the server's HTML the same way:
 * the real component renders inside `serverHtmlPart(name, …)`, and the site's browser bundle swaps its
 * module for stand-ins that render this wrapper empty (site/app/island-sections.ts, STATIC_PARTS in
 * section-registry.ts), so its code never loads and hydration keeps what the server put inside.
 */
export function serverHtmlPart<P extends object>(name: string, Part: React.FC<P>): React.FC<P> {
  const Wrapped = (props: P) =>
    createElement('div', { 'data-server-html': name, className: 'contents' }, createElement(Part, props));
  Wrapped.displayName = `ServerHtmlPart(${name})`;
  return Wrapped;
}
