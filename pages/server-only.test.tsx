import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogArticlePage } from './blog/blog-article-page';
import { blogContext } from './blog/blog-fixtures';
import { blogIndexPage } from './blog/blog-index-page';
import { helpCategoryPage } from './help/help-category-page';
import { fixtureContent, helpLoaderContext } from './help/help-fixtures';
import { agreementFixture } from './legal/legal-fixtures';
import { privacyPolicyPage } from './legal/legal-page';
import { KeepServerHtmlProvider, ServerOnly } from './server-only';
import { fixtureVisitorApi } from './stories-support/visitor-fixtures';
import { messagesFor, storyHref } from './stories-support/with-intl';
import type { PageModule } from './types';
import { VisitorApiContext } from './visitor/visitor-api';

afterEach(() => {
  document.body.innerHTML = '';
});

function tree<D>(page: PageModule<D>, data: D, keep: boolean) {
  return (
    <KeepServerHtmlProvider value={keep}>
      <IntlProvider locale="en-US" messages={messagesFor('en_US')}>
        <VisitorApiContext value={fixtureVisitorApi({ content: fixtureContent })}>
          <page.Page data={data} lang="en_US" device="desktop" params={{}} href={storyHref('en_US')} />
        </VisitorApiContext>
      </IntlProvider>
    </KeepServerHtmlProvider>
  );
}

/**
 * What the site does with a content page: the server renders it from all of the loader's data, the browser
 * is sent `browserData` (as JSON) and hydrates from that alone. Returns the JSON and the page after hydration.
 */
async function roundTrip<D>(page: PageModule<D>, data: D) {
  const html = renderToString(tree(page, data, false));
  const json = JSON.stringify(page.browserData ? page.browserData(data) : data);
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  // The parts kept as the server rendered them (the rest hydrates and may change: a search box's status).
  const parts = () => [...root.querySelectorAll('[data-server-html]')].map((part) => part.outerHTML);
  const before = parts();
  const errors = vi.fn();
  await act(async () => {
    hydrateRoot(root, tree(page, JSON.parse(json) as D, true), { onRecoverableError: errors });
  });
  expect(errors).not.toHaveBeenCalled();
  return { json, before, after: parts() };
}

const helpData = (type: string, query: Record<string, string> = {}) =>
  helpCategoryPage.loader!(helpLoaderContext({ lang: 'en_US', type }, query));

describe('ServerOnly: parts sent once, as HTML (issue 25)', () => {
  it('renders its part where nothing hydrates (server, stories) and keeps the HTML when the site hydrates', async () => {
    const part = (keep: boolean, render: () => string) => (
      <KeepServerHtmlProvider value={keep}>
        <ServerOnly name="part" render={() => createElement('p', null, render())} />
      </KeepServerHtmlProvider>
    );
    const html = renderToString(part(false, () => 'from the server'));
    expect(html).toBe('<div data-server-html="part" class="contents"><p>from the server</p></div>');
    const root = document.createElement('div');
    root.innerHTML = html;
    const render = vi.fn(() => 'from the browser');
    await act(async () => {
      hydrateRoot(root, part(true, render));
    });
    expect(render).not.toHaveBeenCalled();
    expect(root.textContent).toBe('from the server');
  });

  const cases: [string, () => Promise<{ page: PageModule<never>; data: unknown; serverOnly: string[] }>][] = [
    [
      'legal page: the agreement',
      async () => {
        const agreement = agreementFixture('privacy', 'en_US');
        const paragraph = /<p>([^<]{40,}?)<\/p>/.exec(agreement.html)?.[1] as string;
        return { page: privacyPolicyPage as never, data: { agreement }, serverOnly: [paragraph] };
      },
    ],
    [
      'help home: categories, common errors, latest and videos',
      async () => {
        const data = await helpData('start');
        if (data.view !== 'home') throw new Error(data.view);
        const titles = [...data.index.latest, ...data.index.videos, ...data.index.commonErrors].map(
          (c) => c.title,
        );
        return { page: helpCategoryPage as never, data, serverOnly: titles };
      },
    ],
    [
      'help category: its articles',
      async () => {
        const data = await helpData('1_3');
        if (data.view !== 'category') throw new Error(data.view);
        expect(data.result.list.length).toBeGreaterThan(0);
        return { page: helpCategoryPage as never, data, serverOnly: data.result.list.map((c) => c.title) };
      },
    ],
    [
      'help search: the hits',
      async () => {
        const data = await helpData('search', { keyWords: 'label' });
        if (data.view !== 'search' || !data.result) throw new Error(data.view);
        expect(data.result.list.length).toBeGreaterThan(0);
        const snippets = data.result.list.map((hit) => hit.highlight.snippet);
        return { page: helpCategoryPage as never, data, serverOnly: snippets };
      },
    ],
    [
      'blog index: the featured articles and their covers',
      async () => {
        const ctx = blogContext('en_US');
        ctx.api.blogCover = async (id) =>
          `<svg xmlns="http://www.w3.org/2000/svg"><title>cover ${id}</title></svg>`;
        const data = await blogIndexPage.loader!(ctx);
        if (data.state !== 'ok') throw new Error(data.state);
        const latest = new Set(data.latest.map((c) => c.id));
        const onlyFeatured = data.banners.filter((c) => !latest.has(c.id)).map((c) => c.summary);
        return {
          page: blogIndexPage as never,
          data,
          serverOnly: [...Object.values(data.covers ?? {}), ...onlyFeatured],
        };
      },
    ],
    [
      'blog article: its body, cover and related articles',
      async () => {
        const ctx = blogContext('en_US', { params: { id: '1', title: 'shopee-listing-seo' } });
        ctx.api.blogCover = async () => '<svg xmlns="http://www.w3.org/2000/svg"><title>cover</title></svg>';
        const data = await blogArticlePage.loader!(ctx);
        if (data.state !== 'ok') throw new Error(data.state);
        const paragraph = /<p>([^<]{40,}?)<\/p>/.exec(data.article.html)?.[1] as string;
        const covers = Object.values(data.covers ?? {});
        expect(covers).toHaveLength(1);
        return {
          page: blogArticlePage as never,
          data,
          // The related articles the pager does not link to (it hydrates with its own two).
          serverOnly: [
            paragraph,
            ...covers,
            ...data.related
              .filter((c) => c.id !== data.next?.id && c.id !== data.previous?.id)
              .map((c) => c.summary),
          ],
        };
      },
    ],
  ];

  it.each(cases)(
    '%s: in the HTML, not in the data the browser gets, kept through hydration',
    async (_, make) => {
      const { page, data, serverOnly } = await make();
      expect(serverOnly.length).toBeGreaterThan(0);
      const { json, before, after } = await roundTrip(page, data as never);
      expect(before.length).toBeGreaterThan(0);
      for (const text of serverOnly) {
        // JSON.stringify of the text as the page data would carry it, quotes dropped.
        const inJson = JSON.stringify(text).slice(1, -1);
        expect(json, text).not.toContain(inJson);
      }
      expect(after).toEqual(before);
    },
  );
});
