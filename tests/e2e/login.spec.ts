import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount as accountWith, uniqueEmail } from './accounts';
import { expect, expectFailedRequests, hydrated, isPhone, openHydrated, test, waitForPath } from './fixtures';

// Log-in, the signed-in dashboard and the result page against the built server, its API and database.
// Accounts are made through the API (captcha answer and e-mail code from /dev/outbox), unique per test.

const PASSWORD = 'mango pie 42';
const DASHBOARD = '/web/dashboard.htm';
const TOKEN = 'sw_login_token';
const LOGOUT = { en_US: 'Log out', th: 'ออกจากระบบ', zh_CN: '退出登录' } as const;

const createAccount = (request: APIRequestContext, email = uniqueEmail('e2e-login')) =>
  accountWith(request, PASSWORD, email);

const prefixFor = (projectName: string) => (isPhone(projectName) ? '/m' : '');

async function openLogin(page: Page, path: string) {
  await openHydrated(page, path);
}

async function fillAndSubmit(page: Page, account: string, password = PASSWORD) {
  await page.locator('input[autocomplete="username"]').fill(account);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

const BROWSER_LOCALE = { en_US: 'en-US', th: 'th-TH', zh_CN: 'zh-CN' } as const;

for (const lang of ['en_US', 'th', 'zh_CN'] as const) {
  // The dashboard has no language segment: it follows the visitor's language cookie or browser.
  test.describe(() => {
    test.use({ locale: BROWSER_LOCALE[lang] });
    test(`log in → dashboard → log out → the dashboard asks to log in again (${lang})`, async ({
      page,
      request,
    }, info) => {
      const prefix = prefixFor(info.project.name);
      const email = await createAccount(request);
      await openLogin(page, `${prefix}/${lang}/login.htm`);
      await expect(page).toHaveTitle(/Sellwise/);
      await fillAndSubmit(page, email);
      await waitForPath(page, `${DASHBOARD}`);
      // The dashboard is a new page load: a click before it hydrates reaches no handler.
      await hydrated(page);
      await expect(page.getByTestId('signed-in-as')).toContainText(email);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      await page.getByRole('button', { name: LOGOUT[lang] }).click();
      await waitForPath(page, `${prefix}/${lang}/login.htm`);
      expect((await page.context().cookies()).some((c) => c.name === TOKEN)).toBe(false);

      await page.goto(DASHBOARD);
      expect(new URL(page.url()).pathname).toBe(`${prefix}/${lang}/login.htm`);
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(DASHBOARD);
    });
  });
}

test('a wrong password gets the neutral message and keeps the account typed', async ({
  page,
  request,
  consoleProblems,
}, info) => {
  const email = await createAccount(request);
  await openLogin(page, `${prefixFor(info.project.name)}/en_US/login.htm`);
  await fillAndSubmit(page, email, 'not my password 1');
  await expect(page.getByRole('alert')).toHaveText('The account or password is not correct.');
  await expect(page.locator('input[autocomplete="username"]')).toHaveValue(email);
  expect(new URL(page.url()).pathname).toMatch(/\/en_US\/login\.htm$/);
  expectFailedRequests(consoleProblems, '/api/v3/auth/loginsub.json');
});

test('after three failures the picture code is asked for, and then the right password logs in', async ({
  page,
  request,
  consoleProblems,
}, info) => {
  const email = await createAccount(request);
  await openLogin(page, `${prefixFor(info.project.name)}/en_US/login.htm`);
  // The third failure makes the page load a picture: its id names the answer in the outbox.
  const picture = page.waitForResponse((r) => r.url().includes('/api/v2/genVerifyCode.json'));
  for (let i = 0; i < 3; i++) {
    await fillAndSubmit(page, email, `wrong password ${i}`);
    await expect(page.getByRole('alert')).toHaveText('The account or password is not correct.');
    await expect(page.locator('form button[type="submit"]')).not.toHaveAttribute('aria-busy', 'true');
  }
  await expect(page.getByLabel(/^Picture code/)).toBeVisible();
  const { captchaId } = (await (await picture).json()).data;
  const [entry] = await (await request.get(`/dev/outbox?to=${captchaId}`)).json();
  await page.getByLabel(/^Picture code/).fill(entry.code);
  await fillAndSubmit(page, email);
  await waitForPath(page, `${DASHBOARD}`);
  await expect(page.getByTestId('signed-in-as')).toContainText(email);
  expectFailedRequests(consoleProblems, '/api/v3/auth/loginsub.json');
});

test('?redirect= returns to a page of this site after log-in, never to another site', async ({
  page,
  request,
}, info) => {
  const prefix = prefixFor(info.project.name);
  const email = await createAccount(request);
  await openLogin(page, `${prefix}/en_US/login.htm?redirect=/en_US/app.htm`);
  await fillAndSubmit(page, email);
  // On a phone the desktop address is answered by its /m twin.
  await waitForPath(page, `${prefix}/en_US/app.htm`);
  // Let the page finish starting (its client code still loading) before the test navigates away.
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  await page.context().clearCookies();
  await openLogin(page, `${prefix}/en_US/login.htm?redirect=${encodeURIComponent('https://evil.example/x')}`);
  await fillAndSubmit(page, email);
  await waitForPath(page, `${DASHBOARD}`);
  expect(new URL(page.url()).host).toBe(new URL(info.project.use.baseURL ?? page.url()).host);
});

test('the log-in page with the login token goes to the dashboard, or to a safe ?redirect=', async ({
  page,
  request,
  context,
}, info) => {
  const prefix = prefixFor(info.project.name);
  const get = (path: string, cookie: string) =>
    page.request.get(path, { headers: { cookie }, maxRedirects: 0 });
  const marker = `${TOKEN}=1`;
  expect((await get(`${prefix}/th/login.htm`, marker)).headers().location).toBe(DASHBOARD);
  expect((await get(`${prefix}/th/login.htm?redirect=/th/app.htm`, marker)).headers().location).toBe(
    '/th/app.htm',
  );
  for (const evil of ['https://evil.example', '//evil.example', '/.//evil.example', 'javascript:alert(1)']) {
    const response = await get(`${prefix}/th/login.htm?redirect=${encodeURIComponent(evil)}`, marker);
    expect(response.headers().location, evil).toBe(DASHBOARD);
  }

  // A marker without a session: the dashboard sends to log-in and clears the marker (no loop).
  const stale = await get(DASHBOARD, `${marker}; language=th`);
  expect(stale.status()).toBe(302);
  expect(stale.headers().location).toBe(`/th/login.htm?redirect=${DASHBOARD}`);
  expect(stale.headers()['set-cookie']).toMatch(new RegExp(`^${TOKEN}=; Max-Age=0; Path=/`));

  // Signed in for real: opening the log-in page lands on the dashboard.
  const email = await createAccount(request);
  await openLogin(page, `${prefix}/en_US/login.htm`);
  await fillAndSubmit(page, email);
  await waitForPath(page, `${DASHBOARD}`);
  expect((await context.cookies()).some((c) => c.name === TOKEN)).toBe(true);
  await page.goto(`${prefix}/en_US/login.htm`);
  await expect(page.getByTestId('signed-in-as')).toContainText(email);
  expect(new URL(page.url()).pathname).toBe(DASHBOARD);
});

test('the result page after a reset leads to log-in; an unknown result is neutral', async ({
  page,
}, info) => {
  const prefix = prefixFor(info.project.name);
  await openLogin(page, `${prefix}/en_US/check/pass/result.htm?result=reset`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your password has been changed');
  await page.getByRole('link', { name: 'Log in with your new password' }).click();
  await waitForPath(page, `${prefix}/en_US/login.htm`);
  await openLogin(page, `${prefix}/en_US/check/pass/result.htm?result=whatever`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nothing to show here');
});

// Visual baselines (desktop and phone, English and Thai). Update after a deliberate change with
// --update-snapshots and look at the pictures.
for (const lang of ['en_US', 'th'] as const) {
  for (const [name, path] of [
    ['login', 'login.htm'],
    ['login-result', 'check/pass/result.htm?result=reset'],
  ] as const) {
    test(`visual: ${name} in ${lang}`, async ({ page }, info) => {
      await openLogin(page, `${prefixFor(info.project.name)}/${lang}/${path}`);
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`${name}-${lang}-${info.project.name}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.0005,
      });
    });
  }
}
