import type { ReactNode } from 'react';
import type { createRoot } from 'react-dom/client';

/** React's createRoot, handed to the client-only UI by whoever loaded React (site/app/react-ui.ts). */
export type CreateRoot = typeof createRoot;

/**
 * Client-only UI (consent banner, site-switch prompt) renders in its own root at the end of <body>:
 * the server never renders it, so hydration of the page cannot mismatch. Returns the unmount function.
 */
export function mountClientUi(
  createRoot: CreateRoot,
  name: string,
  ui: ReactNode,
  doc: Document = document,
): () => void {
  const host = doc.createElement('div');
  host.dataset.clientUi = name;
  doc.body.append(host);
  const root = createRoot(host);
  root.render(ui);
  return () => {
    root.unmount();
    host.remove();
  };
}
