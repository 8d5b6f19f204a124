import { CtaBanner, Hero } from '@sellwise/design-system/sections';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { msg } from './messages';
import { PageAssembler } from './page-assembler';
import { section } from './page-config';
import { serverHtmlSection } from './server-html';

const messages = { 'pages.t.title': 'Sell on every marketplace', 'pages.t.cta': 'Start free' };
const sections = [
  section('hero', 'hero', { title: msg('pages.t.title') }),
  section('ctaBanner', 'cta', {
    title: msg('pages.t.title'),
    primaryAction: { label: msg('pages.t.cta'), href: '/r' },
  }),
];
const withIntl = (node: React.ReactNode) => (
  <IntlProvider locale="en-US" messages={messages}>
    {node}
  </IntlProvider>
);

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('PageAssembler', () => {
  it('needs a component for each section type of the page (checked by the compiler)', () => {
    // @ts-expect-error the page has a ctaBanner section and passes no component for it
    const page = <PageAssembler sections={sections} components={{ hero: Hero }} />;
    expect(page.props.sections).toHaveLength(2);
  });

  it('hydrates a static section without its code, keeping the HTML the server rendered', async () => {
    const html = renderToString(
      withIntl(<PageAssembler sections={sections} components={{ hero: Hero, ctaBanner: CtaBanner }} />),
    );
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const before = root.innerHTML;
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        root,
        withIntl(
          <PageAssembler
            sections={sections}
            components={{ hero: Hero, ctaBanner: serverHtmlSection('ctaBanner') }}
          />,
        ),
        { onRecoverableError: recoverable },
      );
    });
    expect(root.innerHTML).toBe(before);
    expect(root.querySelector('[data-page-section="ctaBanner"] a')).toHaveAttribute('href', '/r');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('refuses to render a stand-in outside the assembler', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const StandIn = serverHtmlSection('stats');
    expect(() => renderToString(<StandIn />)).toThrow(/only the page assembler can render it/);
  });
});
