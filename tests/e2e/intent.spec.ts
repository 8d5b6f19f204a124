import { expect, hydrated, isPhone, test } from './fixtures';

// Issue 25: a page is its server HTML until the visitor reaches for it (site/app/intent.ts).
const HYDRATION = /\/assets\/(hydrate|react-ui)-[\w-]+\.js$/;

test('a page loads no React and no page code until the visitor reaches for it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/th/index.htm', { waitUntil: 'networkidle' });
  // The entry ran (it started after the first paint) and is waiting.
  expect(scripts.some((s) => /\/assets\/entry-client-/.test(s))).toBe(true);
  expect(scripts.filter((s) => HYDRATION.test(s))).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'pending');
  await expect(page.locator('h1')).toBeVisible();

  await hydrated(page);
  expect(scripts.filter((s) => HYDRATION.test(s)).length).toBeGreaterThan(0);
});

test('a click on the feature menu made before the page hydrated opens it once hydrated', async ({
  page,
}, testInfo) => {
  test.skip(
    isPhone(testInfo.project.name),
    'the phone header has no feature menu, its drawer is tested in marketing-pages',
  );
  // The page's code arrives only after the click: a slow connection.
  let release: () => void = () => {};
  const clicked = new Promise<void>((resolve) => (release = resolve));
  await page.route(HYDRATION, async (route) => {
    await clicked;
    await route.continue();
  });
  await page.goto('/en_US/index.htm');
  // The entry is listening (it starts after the first paint).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'pending');
  const trigger = page.locator('[data-slot="feature-menu-trigger"]');
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[data-slot="feature-menu-panel"]')).toBeVisible();
});
