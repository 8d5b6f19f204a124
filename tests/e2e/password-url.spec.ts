import type { Page, Request } from '@playwright/test';
import { createAccount, uniqueEmail } from './accounts';
import { expect, expectFailedRequests, hydrated, test } from './fixtures';

// A submit before the scripts run (a slow phone, a chunk that failed to load) is the browser's own: the
// log-in form must neither send it nor put the password in an address. Without the entry script the
// page never hydrates, so everything here happens as on a page whose scripts are still on their way.

const PASSWORD = 'MySecret123';
const SCRIPTS = '**/assets/*.js';

const emailBox = (page: Page) => page.locator('input[autocomplete="username"]');
const passwordBox = (page: Page) => page.locator('input[autocomplete="current-password"]');
const submit = (page: Page) => page.locator('form button[type="submit"]');

/** Every request the page makes, to check none carries the password in its address. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

function expectNoPasswordIn(urls: string[]) {
  for (const url of urls) {
    expect(url).not.toContain(PASSWORD);
    expect(decodeURIComponent(url)).not.toContain(PASSWORD);
  }
}

test('before hydration the log-in form sends nothing, and never the password in an address', async ({
  page,
  consoleProblems,
}) => {
  await page.route(SCRIPTS, (route) => route.abort());
  const requests = recordRequests(page);
  await page.goto('/login.htm');
  const form = page.locator('form').filter({ has: passwordBox(page) });
  await expect(form).toHaveAttribute('method', 'post');
  await expect(submit(page)).toBeDisabled();
  await expect(submit(page)).toHaveAttribute('aria-busy', 'true');
  const start = page.url();
  const documents = () => requests.filter((r) => r.resourceType() === 'document').length;
  const loaded = documents();

  // Typing still works.
  await emailBox(page).fill('seller@example.com');
  await passwordBox(page).fill(PASSWORD);
  await expect(passwordBox(page)).toHaveValue(PASSWORD);

  // Enter in the password field: the default button is disabled, so implicit submission does nothing.
  await passwordBox(page).press('Enter');
  await page.waitForTimeout(1000);
  // A real click on the disabled button (force: no waiting for it to become enabled).
  await submit(page).click({ force: true });
  await page.waitForTimeout(1000);

  expect(page.url()).toBe(start);
  expect(documents()).toBe(loaded);
  expect(page.url()).not.toContain(PASSWORD);
  expectNoPasswordIn(requests.map((r) => r.url()));
  expect(await page.content()).not.toContain(PASSWORD);
  await expect(passwordBox(page)).toHaveValue(PASSWORD);
  // The blocked scripts are the only failures.
  expectFailedRequests(consoleProblems, '/assets/');
  for (const problem of consoleProblems) expect(problem).toContain('/assets/');
  consoleProblems.length = 0;
});

test('what was typed while the scripts were loading is kept, and the log-in works once hydrated', async ({
  page,
  request,
}) => {
  const email = await createAccount(request, PASSWORD, uniqueEmail('e2e-early'));
  // The scripts wait until the visitor has typed: a slow connection.
  let release: () => void = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPTS, async (route) => {
    await typed;
    await route.continue();
  });
  const requests = recordRequests(page);
  // Module scripts hold DOMContentLoaded back: do not wait for it.
  await page.goto('/login.htm', { waitUntil: 'commit' });
  await expect(submit(page)).toBeDisabled();
  await emailBox(page).fill(email);
  await passwordBox(page).fill(PASSWORD);
  await passwordBox(page).press('Enter');
  release();

  await hydrated(page);
  await expect(submit(page)).toBeEnabled();
  await expect(submit(page)).not.toHaveAttribute('aria-busy');
  await expect(emailBox(page)).toHaveValue(email);
  await expect(passwordBox(page)).toHaveValue(PASSWORD);
  await submit(page).click();
  await page.waitForURL('**/web/dashboard.htm');
  await expect(page.getByTestId('signed-in-as')).toContainText(email);
  expectNoPasswordIn(requests.map((r) => r.url()));
});
