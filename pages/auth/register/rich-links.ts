import { Link } from '@sellwise/design-system/primitives';
import { createElement, type ReactNode } from 'react';

type Chunks = (chunks: ReactNode[]) => ReactNode;

/** Rich-text tags of a message (`<login>Log in</login>`) as links to the given addresses. */
export function richLinks(hrefs: Record<string, string>): Record<string, Chunks> {
  return Object.fromEntries(
    Object.entries(hrefs).map(([tag, href]) => [
      tag,
      (chunks: ReactNode[]) => createElement(Link, { key: tag, href }, ...chunks),
    ]),
  );
}
