import { type APIRequestContext, test as requestTest } from '@playwright/test';
import { LANGUAGE_TAGS, LANGUAGES } from '@sellwise/api/contract';
import { ROUTES, type RouteDef } from '../../site/routes';
import { expect, hydrated, isPhone, test } from './fixtures';

/**
 * Every route of site/routes.ts × six languages, desktop and phone, answers with the right status and
 * translated, server-rendered content (request fixture: no browser, the first response only); then a
 * browser pass over one route per page kind per device that hydrates with no console error.
 */

const USER_AGENT = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36',
  mobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};
// One valid sample per path parameter other than the language; content routes name seeded content
// (content/blog, content/help) so that they answer their page, not a redirect or a 404.
const SAMPLE: Record<string, string> = { cid: '1', type: '1', id: '1', status: '1' };
const CONTENT_SAMPLE: Partial<Record<string, Record<string, string>>> = {
  blogArticle: { id: '1', title: 'shopee-listing-seo' },
  blogTopic: { id: '1', topics: 'marketplace-growth' },
  helpCategory: { type: 'start' },
  helpDetail: { cid: '1', type: '1', id: '1001', status: '1' },
};
const COMMON_ERROR_SAMPLE = { cid: '9', type: '1', commonErrorCategoryId: '9', id: '1035', status: '1' };

const samplePath = (route: RouteDef, lang: string) => {
  const sample = route.pattern.includes(':commonErrorCategoryId')
    ? COMMON_ERROR_SAMPLE
    : { ...SAMPLE, ...CONTENT_SAMPLE[route.page] };
  return route.pattern.replace(/:(\w+)/g, (_, key: string) =>
    key === 'lang' ? lang : ((sample as Record<string, string>)[key] ?? key),
  );
};

/** Pages that need a session: without one the server sends the visitor to log in. */
const SIGNED_IN_ONLY = new Set(['dashboard']);

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .trim();

type Answer = { status: number; location?: string; html: string };
const answers = new Map<string, Promise<Answer>>();
function fetchPage(request: APIRequestContext, route: RouteDef, lang: string): Promise<Answer> {
  const path = samplePath(route, lang);
  let answer = answers.get(path);
  if (!answer) {
    answer = request
      .get(path, { headers: { 'user-agent': USER_AGENT[route.device] }, maxRedirects: 0 })
      .then(async (r) => ({ status: r.status(), location: r.headers().location, html: await r.text() }));
    answers.set(path, answer);
  }
  return answer;
}

// The matrix needs no browser page: plain Playwright test (fixtures.ts's console check opens one).
requestTest.describe('every route answers in every language (server-rendered)', () => {
  for (const route of ROUTES) {
    const langs = route.hasLang ? LANGUAGES : (['en_US'] as const);
    for (const lang of langs) {
      const path = samplePath(route, lang);
      requestTest(`${route.device} ${path}`, async ({ request }, info) => {
        // The matrix covers both devices by itself (a user agent per route): it runs once.
        requestTest.skip(isPhone(info.project.name), 'the request matrix runs in the desktop project');
        const answer = await fetchPage(request, route, lang);
        if (route.redirect) {
          // Navigation rule 6: an address of the table that answers with its redirect target.
          expect(answer.status, path).toBe(302);
          if (/^https:\/\//.test(route.redirect)) expect(answer.location).toBe(route.redirect);
          else expect(answer.location).toMatch(new RegExp(`/${route.redirect.replace('.', '\\.')}$`));
          return;
        }
        if (SIGNED_IN_ONLY.has(route.page)) {
          expect(answer.status).toBe(302);
          expect(answer.location).toMatch(/\/login\.htm\?redirect=/);
          return;
        }
        if (route.page === 'blogArticle' && !route.pattern.includes(':title')) {
          // An article address without its title slug moves to the canonical one.
          expect(answer.status).toBe(301);
          expect(answer.location).toBe(`/blog/articleDetails/1/${CONTENT_SAMPLE.blogArticle?.title}.htm`);
          return;
        }
        // Every page of the table answers 200 with its own page module, never the 404 page in its place.
        expect(answer.status, `${path} status`).toBe(200);
        const { html } = answer;
        expect(html, `${path} renders its page`).toContain(`"page":"${route.page}"`);
        if (route.hasLang) expect(html).toContain(`<html lang="${LANGUAGE_TAGS[lang]}" `);
        const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
        expect(text(h1).length, `${path} has a server-rendered h1`).toBeGreaterThan(0);
        const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
        expect(title.length, `${path} has a title`).toBeGreaterThan(0);
        if (lang !== 'en_US') {
          const english = await fetchPage(request, route, 'en_US');
          const englishTitle = /<title>([^<]+)<\/title>/.exec(english.html)?.[1];
          expect(title, `${path} title is translated`).not.toBe(englishTitle);
        }
      });
    }
  }
});

// One route per page kind (the first route of each page module), in Thai.
const KINDS = [
  ...new Map(ROUTES.filter((r) => !r.redirect).map((r) => [`${r.device}:${r.page}`, r])).values(),
];

test.describe('one route per page kind hydrates without a console error', () => {
  for (const route of KINDS) {
    if (SIGNED_IN_ONLY.has(route.page)) continue;
    const path = samplePath(route, 'th');
    test(`${route.device} ${route.page} ${path}`, async ({ page }, info) => {
      test.skip(isPhone(info.project.name) !== (route.device === 'mobile'), 'the other device');
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).not.toBeEmpty();
    });
  }
});
