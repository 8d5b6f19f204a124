import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor, storyHref } from '../stories-support/with-intl';
import { FILL_ADDRESS_SCRIPT, NotFoundPage, notFoundPage } from './not-found-page';

const page = (path: string) => (
  <IntlProvider locale="en-US" messages={messagesFor('en_US')}>
    <NotFoundPage
      data={undefined}
      lang="en_US"
      device="desktop"
      params={{ path }}
      href={storyHref('en_US', false)}
    />
  </IntlProvider>
);

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the 404 page', () => {
  it('kept for every address: an inline script writes the address, and hydration keeps it without an error', async () => {
    window.history.replaceState(null, '', '/th/no-such-page.htm');
    const html = renderToString(page(''));
    expect(html).toContain(`<script>${FILL_ADDRESS_SCRIPT}</script>`);
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    // What the browser does when the parser reaches the script (innerHTML does not run scripts).
    const script = root.querySelector('script') as HTMLScriptElement;
    new Function('document', FILL_ADDRESS_SCRIPT.replace('document.currentScript', 'document.s'))({
      s: script,
    });
    const address = () => root.querySelector('[data-testid="not-found-path"]')?.textContent;
    expect(address()).toContain('/th/no-such-page.htm');
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(root, page(''), { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(address()).toContain('/th/no-such-page.htm');
  });

  it('rendered for one address: that address, and no script', () => {
    const html = renderToString(page('/en_US/nope.htm'));
    expect(html).toContain('/en_US/nope.htm');
    expect(html).not.toContain('<script');
  });

  it('needs no script at load: it hydrates on the first intent like every page', () => {
    expect(notFoundPage.hydrate).toBeUndefined();
  });
});
