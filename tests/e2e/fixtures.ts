import { test as base, expect, type Page } from '@playwright/test';

/** Fails a test on any console error or warning (hydration mismatches are warnings/errors) or page error. */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() !== 'error' && m.type() !== 'warning') return;
        // A 404 page's own status is logged by the browser; any other failed resource is a problem.
        if (m.text().startsWith('Failed to load resource') && m.location().url === page.url()) return;
        problems.push(`${m.type()}: ${m.text()} (${m.location().url})`);
      });
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      await use(problems);
      expect(problems, 'console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const isPhone = (projectName: string) => projectName === 'phone';

/**
 * Reaches for the page as a visitor does (a key press: pages hydrate on the first intent, site/app/intent.ts)
 * and waits until React has hydrated it, so clicks reach their handlers. The page's script starts after the
 * first paint and says `pending` once it is listening.
 */
export async function hydrated(page: Page) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-hydrated', /^(pending|true)$/);
  if ((await html.getAttribute('data-hydrated')) === 'pending') await page.keyboard.press('Shift');
  await expect(html).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Waits until the page's own path is `path`. A glob starting with `**` would also match the page it leaves when that
 * page's query names the path (`login.htm?redirect=/en_US/app.htm`), and the test would go on too early.
 */
export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
}

/** Opens a page and waits until it has hydrated. */
export async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/**
 * The browser logs an API's 4xx answer as "Failed to load resource". In a test that provokes one, this
 * takes the expected lines out of the problems (so the fixture passes) and checks there was at least one.
 */
export function expectFailedRequests(problems: string[], urlPart: string, count?: number) {
  const expected = problems.filter((p) => p.includes('Failed to load resource') && p.includes(urlPart));
  if (count === undefined) expect(expected.length).toBeGreaterThan(0);
  else expect(expected).toHaveLength(count);
  problems.splice(0, problems.length, ...problems.filter((p) => !expected.includes(p)));
}
