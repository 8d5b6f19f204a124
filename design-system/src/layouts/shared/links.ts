import { createElement, type ReactNode } from 'react';
import type { LinkRenderProps, RenderLink } from './site-nav';

/** Renders a link with the site's router link when given, a plain anchor otherwise. */
export function renderNavLink(renderLink: RenderLink | undefined, props: LinkRenderProps): ReactNode {
  return renderLink ? renderLink(props) : createElement('a', props);
}
