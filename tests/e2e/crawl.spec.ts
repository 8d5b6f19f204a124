import { type APIRequestContext, test as requestTest } from '@playwright/test';
import { LANGUAGES } from '@sellwise/api/contract/languages';
import { expect, isPhone } from './fixtures';

/**
 * No link on the site ends in an error: from each language's home page, desktop and phone, every
 * internal link of the server-rendered HTML is followed (breadth first, the whole site), and each must
 * answer 200 (after the redirects the site itself makes, e.g. a phone visitor sent to `/m/…`). The
 * sitemap is checked the same way: every address it lists answers 200.
 */

const USER_AGENT = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};
const PARALLEL = 4;
// Addresses that are not pages: the API, build files, the signed-in application, assets.
const NOT_PAGES =
  /^\/(api|load|tem|dev|builds|assets|web)\/|\.(svg|png|jpe?g|webp|ico|css|js|xml|txt|json|pdf)$/;

function links(html: string, base: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]+)"/g)) {
    const raw = (match[1] ?? '').replaceAll('&amp;', '&');
    if (/^(mailto:|tel:|javascript:|#)/i.test(raw)) continue;
    const url = new URL(raw, base);
    if (url.origin !== new URL(base).origin) continue;
    if (NOT_PAGES.test(url.pathname)) continue;
    out.push(url.pathname + url.search);
  }
  return out;
}

async function crawl(request: APIRequestContext, start: string[], userAgent: string, baseURL: string) {
  const seen = new Set<string>(start);
  const queue = [...start];
  const broken: string[] = [];
  const from = new Map<string, string>();
  async function visit(path: string) {
    const response = await request.get(path, { headers: { 'user-agent': userAgent }, maxRedirects: 5 });
    if (response.status() !== 200) {
      broken.push(`${path} → ${response.status()} (linked from ${from.get(path) ?? 'start'})`);
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
    for (const link of links(await response.text(), new URL(path, baseURL).href)) {
      if (seen.has(link)) continue;
      seen.add(link);
      from.set(link, path);
      queue.push(link);
    }
  }
  while (queue.length > 0) await Promise.all(queue.splice(0, PARALLEL).map(visit));
  return { visited: seen.size, broken };
}

requestTest.describe('every internal link answers 200', () => {
  requestTest.describe.configure({ timeout: 900_000 });
  for (const device of ['desktop', 'phone'] as const) {
    requestTest(`crawl from every language's home on ${device}`, async ({ request, baseURL }, info) => {
      // The crawl picks its device by user agent: it runs once, in the desktop project.
      requestTest.skip(isPhone(info.project.name), 'the crawl runs in the desktop project');
      const prefix = device === 'phone' ? '/m' : '';
      const homes = LANGUAGES.map((lang) => `${prefix}/${lang}/index.htm`);
      const { visited, broken } = await crawl(request, homes, USER_AGENT[device], baseURL ?? '');
      expect(broken, `broken links (${visited} addresses visited)`).toEqual([]);
      // The whole site, not only the header: the blog, every help article, every page kind.
      expect(visited).toBeGreaterThan(300);
    });
  }

  requestTest('every sitemap address answers 200', async ({ request }, info) => {
    requestTest.skip(isPhone(info.project.name), 'runs in the desktop project');
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)].map((m) =>
      (m[1] ?? m[2] ?? '').replaceAll('&amp;', '&'),
    );
    const paths = [...new Set(locs.map((loc) => new URL(loc).pathname + new URL(loc).search))];
    expect(paths.some((p) => p.includes('/blog/articleDetails/'))).toBe(true);
    expect(paths.some((p) => p.includes('/detailPage/'))).toBe(true);
    const broken: string[] = [];
    for (let i = 0; i < paths.length; i += PARALLEL) {
      await Promise.all(
        paths.slice(i, i + PARALLEL).map(async (path) => {
          const response = await request.get(path, {
            headers: { 'user-agent': USER_AGENT.desktop },
            maxRedirects: 0,
          });
          if (response.status() !== 200) broken.push(`${path} → ${response.status()}`);
        }),
      );
    }
    expect(broken).toEqual([]);
  });
});
