import type { Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './accounts';
import { expect, hydrated, openHydrated, test, waitForPath } from './fixtures';

/*
 * The split deployment (project "split"): the API runs alone (API_BASE_URL) and the site passes it the
 * API's paths. The browser must only ever call the site's own origin (CSP connect-src 'self', no CORS),
 * and the flows that write through the API must work: sign-up by API then log-in in the browser, and a
 * training booking. Desktop only.
 */

const PASSWORD = 'mango pie 42';

/** Every request the page makes to a path of the API, with the origin it went to. */
function apiCalls(page: Page) {
  const calls: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^\/(api|load|tem|dev|builds)\//.test(url.pathname)) calls.push(url);
  });
  return calls;
}

test('sign up through the proxied API, then log in and out in the browser', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const calls = apiCalls(page);
  const email = await createAccount(request, PASSWORD, uniqueEmail('e2e-split'));

  await openHydrated(page, '/en_US/login.htm');
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await waitForPath(page, '/web/dashboard.htm');
  // The session cookie came back through the site and the dashboard's server render forwarded it.
  await expect(page.getByTestId('signed-in-as')).toContainText(email);
  // The server's HTML shows the button before it works: click once the page has hydrated.
  await hydrated(page);

  await page.getByRole('button', { name: 'Log out' }).click();
  await waitForPath(page, '/en_US/login.htm');
  expect(calls.length).toBeGreaterThan(0);
  for (const url of calls) expect(url.origin, url.href).toBe(origin);
});

test('book a training through the proxied API', async ({ page, request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const calls = apiCalls(page);
  await openHydrated(page, '/th/handlerTrain.htm');
  // The default country comes from the API after hydration, through the site.
  await expect(page.locator('select[name="country"]')).toHaveValue('TH');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 7)).toISOString().slice(0, 10);
  const email = `e2e-split-train-${Date.now()}@example.com`;
  const form = page.locator('[data-page="train"] form');
  await form.locator('input[name="name"]').fill('E2E Somchai');
  await form.locator('input[name="email"]').fill(email);
  await form
    .locator('input[type="tel"]')
    .fill(`+66 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
  await form.locator('input[name="date"]').fill(date);
  await form.locator('input[name="date"]').blur();
  for (const value of ['14:00', 'shopee']) {
    const radio = form.locator(`button[role="radio"][value="${value}"]`);
    await radio.focus();
    await radio.press('Space');
    await expect(radio).toHaveAttribute('aria-checked', 'true');
  }
  const answer = page.waitForResponse((r) => r.url().includes('/api/v1/appointment/train/notLoggedAdd.json'));
  await form.locator('button[type="submit"]').click();
  const body = await (await answer).json();
  expect(body.code).toBe(0);
  await expect(page.locator('[data-slot="train-booked"]')).toBeVisible();
  const stored = await (await request.get(`/dev/appointments?email=${encodeURIComponent(email)}`)).json();
  expect(stored).toHaveLength(1);
  for (const url of calls) expect(url.origin, url.href).toBe(origin);
});

test('pages filled by the API render through it, and the API answers carry the site headers', async ({
  request,
}) => {
  const pricing = await request.get('/en_US/goods/price.htm');
  expect(pricing.status()).toBe(200);
  const api = await request.get('/api/v2/genVerifyCode.json');
  expect(api.status()).toBe(200);
  expect(api.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(api.headers()['permissions-policy']).toContain('camera=()');
});
