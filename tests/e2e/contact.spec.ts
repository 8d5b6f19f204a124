import type { Page } from '@playwright/test';
import { expect, isPhone, openHydrated, test } from './fixtures';

/*
 * The site-wide "Contact us" launcher against the real server: the dialog loads on the first click,
 * shows the seeded channels with their QR codes, sends feedback that is then stored (GET /dev/feedback),
 * and Escape gives focus back to the launcher; desktop and phone (projects), en_US, th and zh_CN.
 */
type StoredFeedback = {
  id: number;
  type: string;
  content: string;
  contact: string | null;
  pageUrl: string | null;
  lang: string;
};

const LANGS = ['en_US', 'th', 'zh_CN'] as const;

async function openLauncher(page: Page, path: string) {
  await openHydrated(page, path);
  const launcher = page.locator('[data-slot="contact-launcher"]');
  await expect(launcher).toBeVisible();
  await launcher.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return { launcher, dialog };
}

for (const lang of LANGS) {
  test(`contact: channels with QR codes and feedback stored, in ${lang}`, async ({ page, request }, info) => {
    const path = `${isPhone(info.project.name) ? '/m' : ''}/${lang}/index.htm`;
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') chunks.push(r.url());
    });
    await openHydrated(page, path);
    const before = chunks.length;
    const { launcher, dialog } = await openLauncher(page, path);
    // The dialog's code came with the click, not with the page.
    expect(chunks.length).toBeGreaterThan(before);

    const channels = dialog.locator('[data-slot="contact-channel"]');
    await expect(channels).toHaveCount(5);
    for (const channel of await channels.all()) {
      const qr = channel.locator('img');
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      expect(await qr.getAttribute('alt')).toBeTruthy();
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    const line = dialog.locator('[data-channel="line"] a');
    await expect(line).toHaveAttribute('href', 'https://line.me/R/ti/p/@sellwise');
    await expect(line).toHaveAttribute('target', '_blank');
    await expect(line).toHaveAttribute('rel', /noopener/);

    await dialog.getByRole('tab').nth(1).click();
    const content = `E2E feedback ${Date.now()} ${Math.random()} in ${lang}`;
    const problem = dialog.locator('button[role="radio"][value="problem"]');
    await problem.focus();
    await problem.press('Space');
    await expect(problem).toHaveAttribute('aria-checked', 'true');
    await dialog.locator('textarea[name="content"]').fill(content);
    await dialog.locator('input[name="contact"]').fill('e2e-feedback@example.com');
    const answer = page.waitForResponse((r) => r.url().includes('/api/v5/userFeedback/editUserFeedback'));
    await dialog.locator('button[type="submit"]').click();
    expect((await (await answer).json()).code).toBe(0);
    await expect(dialog.locator('[data-slot="feedback-sent"]')).toBeVisible();

    const stored = (await (await request.get('/dev/feedback?limit=50')).json()) as StoredFeedback[];
    const mine = stored.find((f) => f.content === content);
    expect(mine).toMatchObject({ type: 'problem', contact: 'e2e-feedback@example.com', lang });
    expect(new URL(mine?.pageUrl ?? '').pathname).toBe(path);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(launcher).toBeFocused();
  });
}

test('contact: feedback shorter than five characters is refused in the browser', async ({ page }, info) => {
  const { dialog } = await openLauncher(
    page,
    `${isPhone(info.project.name) ? '/m' : ''}/en_US/handlerTrain.htm`,
  );
  await dialog.getByRole('tab', { name: 'Send feedback' }).click();
  await dialog.locator('textarea[name="content"]').fill('Bad');
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.getByText('Write at least 5 characters.')).toBeVisible();
  // A tap on the phone project leaves focus where the touch was; the keyboard path is checked on desktop.
  if (!isPhone(info.project.name)) await expect(dialog.locator('textarea[name="content"]')).toBeFocused();
});

test('visual: the open contact dialog', async ({ page }, info) => {
  test.skip(isPhone(info.project.name), 'the desktop dialog is the baseline');
  const { dialog } = await openLauncher(page, '/en_US/handlerTrain.htm');
  await expect(dialog.locator('[data-slot="contact-channel"]')).toHaveCount(5);
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot('contact-dialog-en_US-desktop.png', {
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: 0.0005,
  });
});
