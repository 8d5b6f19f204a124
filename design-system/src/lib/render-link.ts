import type * as React from 'react';

/**
 * How every component renders a link: by default a plain `<a>`; a product passes its router's link
 * (`renderLink={(props) => <RouterLink {...props} />}`) once, and every layout, section and primitive
 * uses it. The props are an anchor's, with `href` required.
 */
export type LinkRenderProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  href: string;
  'data-slot'?: string;
};
export type RenderLink = (props: LinkRenderProps) => React.ReactNode;
