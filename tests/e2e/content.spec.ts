import { test as requestTest } from '@playwright/test';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@sellwise/api/contract/languages';
import { LANG_COOKIE, LOCALE_COOKIE } from '../../site/intl/cookies';
import { expect, hydrated, isPhone, openHydrated, test } from './fixtures';

/**
 * The blog and the help centre as visitors meet them: every route × six languages × desktop and phone
 * in Chromium (status, language, hydration, no console error), rules 2, 3 and 5 followed to the page they
 * end on, canonical slugs, and bad input answering a page in the site's layout, never a 5xx.
 */

// Seeded content (content/blog, content/help): a post, its topic, a help category, articles.
const POST = { id: 1, slug: 'shopee-listing-seo' };
const TOPIC = { id: 1, slug: 'marketplace-growth' };
const blogRoutes = {
  'blog index': '/blog/index.htm',
  'blog article': `/blog/articleDetails/${POST.id}/${POST.slug}.htm`,
  'blog topic': `/blog/topicsContent/${TOPIC.id}/${TOPIC.slug}.htm`,
  'blog search': '/blog/search.htm?content=Shopee',
};
const helpRoutes = (lang: Language) => ({
  'help home': `/${lang}/leftCat/start`,
  'help category': `/${lang}/leftCat/1_1`,
  'help article': `/${lang}/detailPage/1/1/1001/1`,
  'help common error': `/${lang}/detailPage/9/1/9/1035/1`,
  'help search': `/${lang}/leftCat/search?keyWords=Shopee`,
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

test.describe('every blog and help route in every language, desktop and phone', () => {
  for (const lang of LANGUAGES) {
    const routes: [string, string, boolean][] = [
      ...Object.entries(blogRoutes).map(([name, path]): [string, string, boolean] => [name, path, true]),
      ...Object.entries(helpRoutes(lang)).map(([name, path]): [string, string, boolean] => [
        name,
        path,
        false,
      ]),
    ];
    for (const [name, path, blog] of routes) {
      test(`${name} in ${lang}`, async ({ page, context, baseURL, request }) => {
        // Blog addresses carry no language: the visitor's language cookies choose it (rule 2 sets them).
        if (blog) {
          const url = baseURL ?? '';
          await context.addCookies([
            { name: LANG_COOKIE, value: lang, url },
            { name: LOCALE_COOKIE, value: lang, url },
          ]);
        }
        const response = await openHydrated(page, path);
        expect(response?.status(), path).toBe(200);
        // The same page, never a phone twin or a redirect.
        expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
        await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[lang]);
        await expect(page.getByRole('heading', { level: 1 }).first()).not.toBeEmpty();
        if (lang !== 'en_US') {
          // The page's own text is in the language, not only the chrome: its title differs from English's.
          const english = blog
            ? await request.get(path, {
                headers: { cookie: `${LANG_COOKIE}=en_US; ${LOCALE_COOKIE}=en_US` },
              })
            : await request.get(path.replace(`/${lang}/`, '/en_US/'));
          const englishHtml = await english.text();
          expect(await page.title()).not.toBe(titleOf(englishHtml));
        }
      });
    }
  }
});

test.describe('navigation rules of the blog and the help centre', () => {
  test('rule 2: a blog address with a language segment sets the language and drops the segment', async ({
    page,
    context,
    request,
  }) => {
    // Followed to the page it ends on: the server's redirect, then the blog index in Thai.
    const response = await openHydrated(page, '/blog/th/index.htm');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/blog\/th\/index\.htm$/);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/blog/index.htm');
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS.th);
    const english = await request.get('/blog/index.htm', {
      headers: { cookie: `${LANG_COOKIE}=en_US; ${LOCALE_COOKIE}=en_US` },
    });
    expect(await page.title()).not.toBe(titleOf(await english.text()));
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === LANG_COOKIE)?.value).toBe('th');
    expect(cookies.find((c) => c.name === LOCALE_COOKIE)?.value).toBe('th');
    // An article address too, with its query kept.
    await openHydrated(page, `/blog/zh_CN/articleDetails/${POST.id}/${POST.slug}.htm?source=app`);
    expect(new URL(page.url()).pathname).toBe(`/blog/articleDetails/${POST.id}/${POST.slug}.htm`);
    expect(new URL(page.url()).searchParams.get('source')).toBe('app');
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS.zh_CN);
  });

  test('rule 3: a visitor who came with source=app keeps it across the blog', async ({ page }) => {
    await openHydrated(page, '/blog/index.htm?source=app');
    const article = page.locator('main a[href*="/blog/articleDetails/"]').first();
    await Promise.all([page.waitForURL(/\/blog\/articleDetails\//), article.click()]);
    expect(new URL(page.url()).searchParams.get('source')).toBe('app');
    const topic = page.locator('main a[href*="/blog/topicsContent/"]').first();
    await Promise.all([page.waitForURL(/\/blog\/topicsContent\//), topic.click()]);
    expect(new URL(page.url()).searchParams.get('source')).toBe('app');
    // Without a source the links stay clean (the default 'pc' is not written into every address).
    await openHydrated(page, '/blog/index.htm');
    const href = await page.locator('main a[href*="/blog/articleDetails/"]').first().getAttribute('href');
    expect(href).not.toContain('source=');
  });

  test('rule 3 on every link that stays in the blog: header, footer, trail, topics, pages, related, search', async ({
    page,
  }) => {
    for (const [start, searchForm] of [
      ['/blog/index.htm?source=app', true],
      ['/blog/articleDetails/12.htm?source=app', false],
      ['/blog/search.htm?content=shopee&source=app', true],
    ] as const) {
      await openHydrated(page, start);
      // Every link whose address is in the blog (not the feed, which is not a page), anywhere on the page.
      const hrefs = await page
        .locator('a[href^="/blog/"]:not([href*="feed.xml"])')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length, start).toBeGreaterThan(5);
      const dropped = hrefs.filter((href) => new URL(href, 'http://x').searchParams.get('source') !== 'app');
      expect(dropped, start).toEqual([]);
      // The search form sends it along without JavaScript too.
      if (searchForm) {
        const form = page.locator('form[role="search"][action^="/blog/"]').first();
        await expect(form.locator('input[type="hidden"][name="source"]')).toHaveValue('app');
      }
    }
  });

  test('rule 5: leaving a help article for its category is a full page load', async ({ page }) => {
    await openHydrated(page, '/en_US/detailPage/1/1/1001/1');
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    const category = page.locator('main a[href$="/en_US/leftCat/1_1"]:visible').first();
    await Promise.all([page.waitForURL(/\/en_US\/leftCat\/1_1$/), category.click()]);
    await hydrated(page);
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBeUndefined();
    await openHydrated(page, '/en_US/detailPage/1/1/1001/1');
    const home = page.locator('main a[href$="/en_US/leftCat/start"]:visible').first();
    await Promise.all([page.waitForURL(/\/en_US\/leftCat\/start$/), home.click()]);
    await expect(page.getByRole('heading', { level: 1 }).first()).not.toBeEmpty();
  });
});

requestTest.describe('addresses the blog and help centre answer', () => {
  requestTest(
    'an article without its slug, or with a wrong one, moves permanently to the canonical address',
    async ({ request }, info) => {
      requestTest.skip(isPhone(info.project.name), 'runs once');
      const canonical = `/blog/articleDetails/${POST.id}/${POST.slug}.htm`;
      for (const path of [
        `/blog/articleDetails/${POST.id}.htm`,
        `/blog/articleDetails/${POST.id}/wrong-title.htm`,
      ]) {
        const response = await request.get(`${path}?source=app`, { maxRedirects: 0 });
        expect(response.status(), path).toBe(301);
        expect(response.headers().location).toBe(`${canonical}?source=app`);
      }
    },
  );

  requestTest(
    'a phone address of the blog or help centre goes to the one responsive page',
    async ({ request }, info) => {
      requestTest.skip(isPhone(info.project.name), 'runs once');
      for (const path of ['/m/blog/index.htm', '/m/th/leftCat/start', '/m/th/detailPage/1/1/1001/1']) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(301);
        expect(response.headers().location).toBe(path.slice(2));
      }
    },
  );

  requestTest('bad input answers a page in the site layout, never a 5xx', async ({ request }, info) => {
    requestTest.skip(isPhone(info.project.name), 'runs once');
    const long = 'ก'.repeat(1000);
    const cases: [string, number][] = [
      ['/blog/articleDetails/999999/none.htm', 404],
      ['/blog/articleDetails/0/x.htm', 404],
      ['/blog/topicsContent/999999/none.htm', 404],
      [`/blog/search.htm?content=${encodeURIComponent(long)}`, 200],
      ['/blog/search.htm?content=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 200],
      ['/en_US/leftCat/nothing', 404],
      ['/en_US/leftCat/1_999999', 404],
      ['/en_US/leftCat/x_y', 404],
      ['/en_US/detailPage/1/1/999999/1', 404],
      ['/en_US/detailPage/1/7/1001/1', 404],
      ['/en_US/detailPage/a/b/c/d', 404],
      [`/th/leftCat/search?keyWords=${encodeURIComponent(long)}`, 200],
      ['/th/leftCat/search?keyWords=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 200],
    ];
    for (const [path, status] of cases) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(status);
      const html = await response.text();
      expect(html, `${path} has the site header`).toContain('<header');
      expect(html, `${path} reflects no markup`).not.toMatch(/<script>alert|<img src=x onerror/);
    }
  });
});

test.describe('what a visitor does in the help centre', () => {
  test('"not helpful" sends the reason, then offers chat with the article already in the message', async ({
    page,
  }) => {
    await openHydrated(page, '/en_US/detailPage/1/1/1001/1');
    const title = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    const feedback = page.waitForRequest((r) => r.url().includes('/api/v5/userFeedback/editUserFeedback'));
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await page.getByRole('radio', { name: 'It does not answer my question' }).check();
    await page.getByLabel('Anything else you want to tell us? (optional)').fill('I sell on Lazada only');
    await page.getByRole('button', { name: 'Send' }).click();
    const sent = await feedback;
    // The API stored it (code 0); the body is a stream Playwright does not expose.
    const answer = await sent.response();
    expect(answer?.status()).toBe(200);
    expect((await answer?.json())?.code).toBe(0);
    await expect(page.getByRole('heading', { name: 'Talk to our team' })).toBeVisible();
    // WhatsApp opens a chat with the article's title and address in the first message.
    const whatsapp = page.locator('[data-slot="help-contact"] a[href^="https://wa.me/"]').first();
    const href = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(href.searchParams.get('text')).toContain(title.trim());
    expect(href.searchParams.get('text')).toContain('/en_US/detailPage/1/1/1001/1');
  });

  test('search as you type: suggestions from the keyboard, Enter opens the article', async ({ page }) => {
    await openHydrated(page, '/th/leftCat/start');
    const box = page.getByRole('combobox').first();
    await box.click();
    await box.pressSequentially('เชื่อมต่อร้าน', { delay: 40 });
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    // The count is announced to screen readers.
    await expect(page.getByRole('status').filter({ hasText: /\d/ }).first()).toBeAttached();
    await box.press('ArrowDown');
    const first = await options.first().getAttribute('id');
    expect(await box.getAttribute('aria-activedescendant')).toBe(first);
    await Promise.all([page.waitForURL(/\/th\/detailPage\//), box.press('Enter')]);
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS.th);
  });

  test('the header search opens with "/" and finds help, blog and feature pages together', async ({
    page,
  }, info) => {
    await openHydrated(page, '/en_US/index.htm');
    if (isPhone(info.project.name)) await page.getByRole('button', { name: 'Search' }).first().click();
    else await page.keyboard.press('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox').pressSequentially('inventory', { delay: 30 });
    await expect(dialog.getByRole('group', { name: 'Help articles' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Features' })).toBeVisible();
    await Promise.all([
      page.waitForURL(/\/en_US\/leftCat\/search\?keyWords=inventory/),
      dialog.getByRole('combobox').press('Enter'),
    ]);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('inventory');
  });
});
