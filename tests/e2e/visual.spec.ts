import type { Locator, Page } from '@playwright/test';
import { AD_LANDING_PAGES } from '@sellwise/api/contract/layouts';
import { LANG_COOKIE, LOCALE_COOKIE } from '../../site/intl/cookies';
import { expect, isPhone, openHydrated, test } from './fixtures';

// Visual baselines of the main page kinds (issue 4): home, a landing page and pricing, in English, Thai
// and Chinese, on desktop and phone. Update after a deliberate change: npm run test:e2e -- --update-snapshots
const PAGES = { home: 'index.htm', landing: 'frontend/shopeeSellerAdsPage.html', pricing: 'goods/price.htm' };
const LANGS = ['en_US', 'th', 'zh_CN'] as const;

/** Brings every lazy image in, waits for fonts, and compares the whole page with its baseline. */
async function expectPage(page: Page, name: string, mask: Locator[] = []) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  // Waits for every image that is drawn. A hidden lazy image (a QR code in a closed panel) never loads, and
  // decode() on it never settles: it is skipped. A drawn image that has not loaded within a minute fails
  // the test by name instead of hanging it.
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((img) => !img.complete && img.checkVisibility())
        .map((img) => {
          img.loading = 'eager';
          return Promise.race([
            img.decode().catch(() => null),
            new Promise((_, reject) =>
              setTimeout(() => reject(new Error(`image not loaded: ${img.src}`)), 60_000),
            ),
          ]);
        }),
    ),
  );
  await page.evaluate(() => document.fonts.ready);
  // Chromium captures at most 16,384 device pixels in height: a taller page (a long article on a phone,
  // three device pixels per CSS pixel) comes back from a full-page capture in re-sampled tiles that differ
  // from shot to shot, and slowly. Such a page is compared over its first 16,000 device pixels, captured as
  // one viewport of that height so that no tile is re-sampled.
  const { height, ratio } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    ratio: window.devicePixelRatio,
  }));
  const maxHeight = Math.floor(16_000 / ratio);
  const viewport = page.viewportSize();
  const tall = height > maxHeight ? viewport : null;
  if (tall) await page.setViewportSize({ width: tall.width, height: maxHeight });
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: tall === null,
    mask,
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: 0.0005,
    // A long page's full screenshot is taken twice until stable: on a busy two-core machine one can take
    // well over ten seconds.
    timeout: 120_000,
  });
  if (tall) await page.setViewportSize(tall);
}

for (const [name, path] of Object.entries(PAGES)) {
  for (const lang of LANGS) {
    test(`visual: ${name} in ${lang}`, async ({ page }, info) => {
      const prefix = isPhone(info.project.name) ? '/m' : '';
      await openHydrated(page, `${prefix}/${lang}/${path}`);
      await expectPage(page, `${name}-${lang}-${info.project.name}`);
    });
  }
}

// Issue 13: each advertising landing page has its own composition, so each has its own baseline.
for (const name of AD_LANDING_PAGES) {
  test(`visual: landing ${name} in en_US`, async ({ page }, info) => {
    test.setTimeout(180_000);
    const prefix = isPhone(info.project.name) ? '/m' : '';
    await openHydrated(page, `${prefix}/en_US/frontend/${name}.html`);
    await expectPage(page, `landing-${name}-en-US-${info.project.name}`);
  });
}

// Issue 10: a blog article, the help home and help search results, one responsive page per device.
const CONTENT = {
  'blog-article': () => '/blog/articleDetails/1/shopee-listing-seo.htm',
  'help-home': (lang: string) => `/${lang}/leftCat/start`,
  'help-search': (lang: string) => `/${lang}/leftCat/search?keyWords=Shopee`,
};
for (const [name, path] of Object.entries(CONTENT)) {
  for (const lang of LANGS) {
    test(`visual: ${name} in ${lang}`, async ({ page, context, baseURL }, info) => {
      test.setTimeout(240_000);
      // Blog addresses carry no language: the language cookies choose it.
      const url = baseURL ?? '';
      await context.addCookies([
        { name: LANG_COOKIE, value: lang, url },
        { name: LOCALE_COOKIE, value: lang, url },
      ]);
      await openHydrated(page, path(lang));
      // An article's summary is drawn up to two pixels higher or lower from one capture to the next of the
      // same page in this Chromium (its text and block stay put): it is masked, the rest compared.
      await expectPage(page, `${name}-${lang}-${info.project.name}`, [page.getByTestId('article-summary')]);
    });
  }
}
