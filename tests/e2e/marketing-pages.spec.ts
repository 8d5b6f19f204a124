import { LANGUAGE_TAGS, LANGUAGES } from '@sellwise/api/contract';
import { expect, hydrated, isPhone, test } from './fixtures';

// Every marketing route of the spec that has no path parameters.
const PAGES = [
  'index.htm',
  'aboutUs.htm',
  'app.htm',
  'productIntroduce.htm',
  'crawlIntroduce.htm',
  'introduction/index.htm',
  'introduction/inventory.htm',
  'goods/price.htm',
  'partners.htm',
  'partners/config.htm',
  'privacyPolicy.htm',
  'terms.htm',
  'frontend/shopeeSellerAdsPage.html',
  'frontend/tikTokSellerCentreAdsPage.html',
  'frontend/spxStaticPage.html',
  'frontend/staticRg.html',
];

for (const lang of LANGUAGES) {
  test.describe(`marketing pages in ${lang}`, () => {
    for (const path of PAGES) {
      test(path, async ({ page }, info) => {
        const prefix = isPhone(info.project.name) ? '/m' : '';
        const response = await page.goto(`${prefix}/${lang}/${path}`);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(`${prefix}/${lang}/${path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[lang]);
        await hydrated(page);
        // Server-rendered: the first response already holds the heading (not added by client code).
        const html = (await response?.text()) ?? '';
        expect(html).toMatch(/<h1[^>]*>[^<]{3,}/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.locator('main#main, main')).toHaveCount(1);
      });
    }
  });
}

test('the Thai home page is in Thai and its sign-up call to action carries the page as source', async ({
  page,
}, info) => {
  const prefix = isPhone(info.project.name) ? '/m' : '';
  await page.goto(`${prefix}/th/index.htm`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ทุกร้าน');
  await expect(page.locator(`main a[href="${prefix}/th/register.htm?source=home"]`).first()).toBeVisible();
});

test('an advertising landing page carries its name as the sign-up source', async ({ page }, info) => {
  const prefix = isPhone(info.project.name) ? '/m' : '';
  await page.goto(`${prefix}/vi/frontend/lazadaSellerAdsPage.html`);
  await expect(
    page.locator(`a[href="${prefix}/vi/register.htm?source=lazadaSellerAdsPage"]`).first(),
  ).toBeVisible();
});
