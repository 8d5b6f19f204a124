import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { LANGUAGE_TAGS } from '@sellwise/api/contract/languages';
import { APP_STORE_LINKS } from '@sellwise/api/contract/paths';
import { LANG_COOKIE, LOCALE_COOKIE } from '../../site/intl/cookies';
import { DEVICE_COOKIE } from '../../site/rules/device';
import { expect, hydrated, isPhone, test } from './fixtures';

/**
 * The spec's path conventions, device rules and navigation rules 4, 6 and 8 in the built server and a real
 * browser: each test follows the redirects to the page the visitor ends on. Every test opens its own
 * context (user agent, screen), so the suite runs once, in the desktop project.
 */

const UA = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};
const SCREEN = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
  tablet: { width: 1024, height: 1366 },
};

test.beforeEach(({ page }, info) => {
  test.skip(isPhone(info.project.name), 'each test sets its own device; runs once');
  void page;
});

/** A browser with this user agent and screen, in Thai unless said otherwise; its pages' errors fail the test. */
async function device(
  browser: Browser,
  userAgent: string,
  viewport: { width: number; height: number },
  extra: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ userAgent, viewport, locale: 'th-TH', ...extra });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  return { context, page, problems };
}

/** Opens `path`, lets every redirect (server and device check) happen, and returns the page it ends on. */
async function endOn(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return { response, url: new URL(page.url()) };
}

/** After hydration nothing moves any more: no second device redirect. */
async function staysOn(page: Page, pathname: string) {
  await page.waitForTimeout(700);
  expect(new URL(page.url()).pathname).toBe(pathname);
}

test.describe('path conventions', () => {
  for (const [path, desktop, phone] of [
    ['/', '/th/index.htm', '/m/th/index.htm'],
    ['/m/', '/th/index.htm', '/m/th/index.htm'],
    ['/en_US', '/en_US/index.htm', '/m/en_US/index.htm'],
    ['/en_US/', '/en_US/index.htm', '/m/en_US/index.htm'],
    ['/vi/', '/vi/index.htm', '/m/vi/index.htm'],
    ['/m/th/', '/th/index.htm', '/m/th/index.htm'],
  ] as const) {
    test(`the root path ${path} ends on its language's index page, by device`, async ({ browser }) => {
      for (const [kind, expected] of [
        ['desktop', desktop],
        ['phone', phone],
      ] as const) {
        const { context, page, problems } = await device(browser, UA[kind], SCREEN[kind]);
        const { url } = await endOn(page, path);
        expect(url.pathname, kind).toBe(expected);
        const lang = expected.split('/').at(-2) as keyof typeof LANGUAGE_TAGS;
        await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[lang]);
        await expect(page.getByRole('heading', { level: 1 }).first()).not.toBeEmpty();
        expect(problems).toEqual([]);
        await context.close();
      }
    });
  }

  test('/m is added and removed by user agent, for pages and the 404 page', async ({ browser }) => {
    const phone = await device(browser, UA.phone, SCREEN.phone);
    expect((await endOn(phone.page, '/zh_CN/goods/price.htm?from=ad')).url.href).toMatch(
      /\/m\/zh_CN\/goods\/price\.htm\?from=ad$/,
    );
    expect((await endOn(phone.page, '/th/page404.htm')).url.pathname).toBe('/m/th/page404.htm');
    await expect(phone.page.locator('html')).toHaveAttribute('data-device', 'phone');
    await phone.context.close();
    const desktop = await device(browser, UA.desktop, SCREEN.desktop);
    expect((await endOn(desktop.page, '/m/zh_CN/goods/price.htm?from=ad')).url.href).toMatch(
      /127\.0\.0\.1:\d+\/zh_CN\/goods\/price\.htm\?from=ad$/,
    );
    expect((await endOn(desktop.page, '/m/th/page404.htm')).url.pathname).toBe('/th/page404.htm');
    await desktop.context.close();
  });

  test('/m is added and removed by the device cookie before the user agent', async ({ request }) => {
    const asked = async (path: string, userAgent: string, cookie: string) =>
      (await request.get(path, { headers: { 'user-agent': userAgent, cookie }, maxRedirects: 0 })).headers()
        .location;
    expect(await asked('/th/aboutUs.htm', UA.desktop, `${DEVICE_COOKIE}=phone`)).toBe('/m/th/aboutUs.htm');
    expect(await asked('/m/th/aboutUs.htm', UA.phone, `${DEVICE_COOKIE}=desktop`)).toBe('/th/aboutUs.htm');
    const kept = await request.get('/th/aboutUs.htm', {
      headers: { 'user-agent': UA.phone, cookie: `${DEVICE_COOKIE}=desktop` },
      maxRedirects: 0,
    });
    expect(kept.status()).toBe(200);
    expect(kept.headers().vary).toContain('Cookie');
  });

  test('the language switch keeps the page: the language segment is replaced', async ({ browser }) => {
    const { context, page } = await device(browser, UA.desktop, SCREEN.desktop);
    await endOn(page, '/en_US/goods/price.htm');
    await page.locator('[data-slot="language-switcher-trigger"]').first().click();
    const vi = page.locator('[data-slot="language-switcher-panel"] a[hreflang="vi"]').first();
    await Promise.all([page.waitForURL('**/vi/goods/price.htm'), vi.click()]);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS.vi);
    await context.close();
  });
});

test.describe('device detection by screen size', () => {
  test('a desktop browser on a 390×844 screen ends on the phone page and stays there', async ({
    browser,
  }) => {
    const { context, page, problems } = await device(browser, UA.desktop, SCREEN.phone);
    const seen: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
    });
    await page.goto('/th/aboutUs.htm', { waitUntil: 'commit' });
    await page.waitForURL('**/m/th/aboutUs.htm');
    await hydrated(page);
    await staysOn(page, '/m/th/aboutUs.htm');
    expect(seen).toEqual(['/th/aboutUs.htm', '/m/th/aboutUs.htm']);
    await expect(page.locator('html')).toHaveAttribute('data-device', 'phone');
    const cookie = (await context.cookies()).find((c) => c.name === DEVICE_COOKIE);
    expect(cookie?.value).toBe('phone');
    expect(cookie?.sameSite).toBe('Lax');
    // The next page comes straight as the phone page: the server reads the cookie.
    const next = await page.goto('/th/goods/price.htm');
    expect(next?.request().redirectedFrom()?.url()).toMatch(/\/th\/goods\/price\.htm$/);
    expect(new URL(page.url()).pathname).toBe('/m/th/goods/price.htm');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a phone user agent on a 1024×1366 tablet ends on the desktop page and stays there', async ({
    browser,
  }) => {
    const { context, page, problems } = await device(browser, UA.phone, SCREEN.tablet);
    // The user agent gets the phone page first; the screen check then moves to the desktop one.
    await page.goto('/th/aboutUs.htm', { waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === '/th/aboutUs.htm');
    await hydrated(page);
    await staysOn(page, '/th/aboutUs.htm');
    await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');
    expect((await context.cookies()).find((c) => c.name === DEVICE_COOKIE)?.value).toBe('desktop');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a window resized across 600 px refreshes into the other variant', async ({ browser }) => {
    const { context, page } = await device(browser, UA.desktop, SCREEN.desktop);
    await endOn(page, '/th/aboutUs.htm?from=ad');
    await page.setViewportSize({ width: 560, height: 900 });
    await page.waitForURL('**/m/th/aboutUs.htm?from=ad');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-device', 'phone');
    await context.close();
  });

  test('a server that disagrees cannot make a loop: one device redirect per 10 s', async ({
    browser,
    request,
  }) => {
    const { context, page } = await device(browser, UA.desktop, SCREEN.phone);
    // As if the cookie never reached the server: the phone address answers the desktop page, whose check
    // would send the browser to the phone address again.
    const desktopPage = await (
      await request.get('/th/aboutUs.htm', { headers: { 'user-agent': UA.desktop }, maxRedirects: 0 })
    ).text();
    expect(desktopPage).toContain('data-device="desktop" data-twin="/m/th/aboutUs.htm"');
    await page.route('**/m/th/aboutUs.htm', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: desktopPage }),
    );
    const seen: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) seen.push(new URL(r.url()).pathname);
    });
    await page.goto('/th/aboutUs.htm', { waitUntil: 'commit' });
    await page.waitForURL('**/m/th/aboutUs.htm');
    await hydrated(page);
    await staysOn(page, '/m/th/aboutUs.htm');
    expect(seen).toEqual(['/th/aboutUs.htm', '/m/th/aboutUs.htm']);
    await context.close();
  });
});

test.describe('navigation rules at runtime', () => {
  test('rule 4: a path with an undefined segment is the 404 page', async ({ page }) => {
    const response = await page.goto('/th/undefined/aboutUs.htm');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/th/undefined/aboutUs.htm');
    await expect(page.getByTestId('not-found-path')).toContainText('/th/undefined/aboutUs.htm');
  });

  test('rule 4 on every route family: blog, help, landing and phone addresses stay on the 404 page', async ({
    page,
  }) => {
    for (const path of [
      '/blog/topicsContent/1/undefined.htm',
      '/blog/articleDetails/12/undefined.htm',
      '/th/leftCat/undefined',
      '/zh_CN/detailPage/12/1/undefined/1',
      '/en_US/frontend/undefined.html',
      '/m/en_US/undefined.htm',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      // No redirect on the way: the address the visitor followed is the one the 404 page shows.
      expect(response?.request().redirectedFrom(), path).toBeNull();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  test('rule 6: the route table redirects old addresses to the page in the visitor language', async ({
    browser,
  }) => {
    const { context, page } = await device(browser, UA.desktop, SCREEN.desktop);
    await context.addCookies([
      { name: LANG_COOKIE, value: 'vi', url: test.info().project.use.baseURL as string },
      { name: LOCALE_COOKIE, value: 'vi', url: test.info().project.use.baseURL as string },
    ]);
    expect((await endOn(page, '/login.htm')).url.pathname).toBe('/vi/login.htm');
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS.vi);
    expect((await endOn(page, '/page404.htm')).url.pathname).toBe('/vi/page404.htm');
    expect((await endOn(page, '/th/Index')).url.pathname).toBe('/th/index.htm');
    await context.close();
  });

  test('rule 6: an external target is a full navigation to the other site (302, absolute Location)', async ({
    request,
  }) => {
    for (const [path, target] of [
      ['/download/ios', APP_STORE_LINKS.appStore],
      ['/download/android', APP_STORE_LINKS.googlePlay],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe(target);
      expect(new URL(target).protocol).toBe('https:');
    }
  });

  test('rule 8: a session id in the path is stripped and the clean address opened', async ({ page }) => {
    const response = await page.goto('/th/aboutUs.htm;jsessionid=abc?x=1');
    await hydrated(page);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toContain(';jsessionid=abc');
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/th/aboutUs.htm?x=1');
    await expect(page.getByRole('heading', { level: 1 }).first()).not.toBeEmpty();
  });
});
