import type { SectionType } from '@sellwise/design-system/sections';
import type * as React from 'react';

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
