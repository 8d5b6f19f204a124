import { expect, isPhone, openHydrated, test } from './fixtures';

// Visual baselines of the main page kinds (issue 4): home, a landing page and pricing, in English, Thai
// and Chinese, on desktop and phone. Update after a deliberate change: npm run test:e2e -- --update-snapshots
const PAGES = { home: 'index.htm', landing: 'frontend/shopeeSellerAdsPage.html', pricing: 'goods/price.htm' };
const LANGS = ['en_US', 'th', 'zh_CN'] as const;

for (const [name, path] of Object.entries(PAGES)) {
  for (const lang of LANGS) {
    test(`visual: ${name} in ${lang}`, async ({ page }, info) => {
      const prefix = isPhone(info.project.name) ? '/m' : '';
      await openHydrated(page, `${prefix}/${lang}/${path}`);
      // Bring every lazy image in, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
        window.scrollTo(0, 0);
      });
      await page.evaluate(() =>
        Promise.all(
          [...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))),
        ),
      );
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
