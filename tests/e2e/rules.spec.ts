import { LANGUAGES } from '@sellwise/api/contract';
import { expect, isPhone, openHydrated, test, waitForPath } from './fixtures';

test('/ goes to the index page in the browser language', async ({ page, browser }, info) => {
  const context = await browser.newContext({
    locale: 'th-TH',
    // A phone user agent on a phone-sized screen: the screen check would move a larger one to desktop.
    ...(isPhone(info.project.name)
      ? {
          userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1',
          viewport: { width: 390, height: 844 },
        }
      : {}),
  });
  const p = await context.newPage();
  await p.goto('/');
  expect(new URL(p.url()).pathname).toBe(isPhone(info.project.name) ? '/m/th/index.htm' : '/th/index.htm');
  await context.close();
  void page;
});

test('a phone on a desktop page lands on its /m twin, a desktop on an /m page on the desktop one', async ({
  page,
}, info) => {
  if (isPhone(info.project.name)) {
    await page.goto('/zh_CN/goods/price.htm?from=ad');
    expect(page.url()).toMatch(/\/m\/zh_CN\/goods\/price\.htm\?from=ad$/);
  } else {
    await page.goto('/m/zh_CN/goods/price.htm?from=ad');
    expect(page.url()).toMatch(/\/zh_CN\/goods\/price\.htm\?from=ad$/);
    expect(page.url()).not.toContain('/m/');
  }
});

test('unknown paths and undefined segments answer the 404 page with status 404', async ({ page }) => {
  for (const path of ['/en_US/no-such-page.htm', '/en_US/undefined/index.htm']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
  }
});

test('a blog path with a language sets the language cookies and drops the segment', async ({
  page,
  context,
}) => {
  const response = await page.request.get('/blog/vi/index.htm?source=app', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/blog/index.htm?source=app');
  const cookies = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
  expect(cookies).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^language=vi; Max-Age=31536000; Path=\/; SameSite=Lax/),
      expect.stringMatching(/^locale=vi;/),
    ]),
  );
  void context;
});

test('the log-in page with the login token goes to the dashboard', async ({ page }) => {
  const response = await page.request.get('/th/login.htm', {
    headers: { cookie: 'sw_login_token=1' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/web/dashboard.htm');
});

test('the language switcher keeps the visitor on the same page', async ({ page }, info) => {
  const prefix = isPhone(info.project.name) ? '/m' : '';
  await openHydrated(page, `${prefix}/en_US/goods/price.htm`);
  // On phones the language switcher is in the menu drawer (its code loads on the first open).
  if (prefix) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Features' })).toBeVisible();
  }
  const hrefs = await page
    .locator('a[hreflang="th"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs).toContain(`${prefix}/th/goods/price.htm`);
});

test('robots.txt and the sitemap list every page in every language with hreflang', async ({ page }) => {
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: ');
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const lang of LANGUAGES) expect(sitemap).toContain(`/${lang}/goods/price.htm</loc>`);
  expect(sitemap).toContain('hreflang="x-default"');
});

test('pages send security headers and hashed assets are cached for a year', async ({ page }) => {
  const response = await page.request.get('/en_US/index.htm');
  const headers = response.headers();
  // A prerendered page is the same bytes for everyone: its inline scripts are allowed by hash, not by nonce.
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
  expect(headers.etag).toMatch(/^"[\w-]+"$/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await response.text())?.[1];
  expect(asset).toBeTruthy();
  const assetResponse = await page.request.get(asset as string);
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('choosing a language stores it in both cookies and opens the same page in it', async ({
  page,
  context,
}, info) => {
  const prefix = isPhone(info.project.name) ? '/m' : '';
  await openHydrated(page, `${prefix}/en_US/goods/price.htm`);
  if (prefix) await page.getByRole('button', { name: 'Open menu' }).click();
  else await page.getByRole('button', { name: /English/ }).click();
  await page.locator('a[data-slot="language-switcher-item"][hreflang="vi"]').click();
  await waitForPath(page, `${prefix}/vi/goods/price.htm`);
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
  expect(cookies.language?.value).toBe('vi');
  expect(cookies.locale?.value).toBe('vi');
  expect(cookies.locale?.sameSite).toBe('Lax');
  // The stored choice now decides where / goes.
  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe(`${prefix}/vi/index.htm`);
});
