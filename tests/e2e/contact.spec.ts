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

/*
 * The launcher must not sit on a link, a button, a field or text where a visitor stops: the first screen
 * (the Thai hero on a 390-px phone), the end of a short form, the footer. On a phone it is docked in the
 * header, so every screen of the page is checked; on desktop it floats (like any chat launcher, content
 * passes under it while scrolling) and the first screen and the end of the page are checked. At each stop
 * the launcher's box is compared with the boxes of every visible interactive element and of every line of
 * text (a text node's client rects, not its block's box).
 */
type Overlap = { scrollY: number; what: string; text: string };

async function launcherOverlaps(page: Page): Promise<Overlap[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>('[data-slot="contact-launcher"]');
    if (!launcher?.checkVisibility()) throw new Error('the contact launcher is not shown');
    const own = launcher.closest('aside') ?? launcher;
    // In a phone header the page scrolls under the header's bar, which hides it: that is not the launcher's doing.
    const bar = launcher.closest('header');
    const l = launcher.getBoundingClientRect();
    const hits = (r: DOMRect, el: Element) => {
      const [left, right] = [Math.max(r.left, l.left), Math.min(r.right, l.right)];
      const [top, bottom] = [Math.max(r.top, l.top), Math.min(r.bottom, l.bottom)];
      if (r.width === 0 || r.height === 0 || left >= right || top >= bottom) return false;
      if (!bar || bar.contains(el)) return true;
      const stack = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
      const under = stack.indexOf(el);
      return !(under > 0 && stack.indexOf(bar) >= 0 && stack.indexOf(bar) < under);
    };
    const found: Overlap[] = [];
    const note = (el: Element, text: string) =>
      found.push({
        scrollY: Math.round(window.scrollY),
        what: el.tagName.toLowerCase(),
        text: text.trim().slice(0, 60),
      });
    // Visually hidden text (sr-only: the skip link until focused) is clipped, but its rects are full-size.
    const shown = (el: Element) =>
      !own.contains(el) &&
      !el.closest('.sr-only') &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    for (const el of document.querySelectorAll(
      'a[href], button, input, select, textarea, [role="button"], h1, h2, h3, h4, h5, h6',
    )) {
      if (shown(el) && hits(el.getBoundingClientRect(), el))
        note(el, el.textContent || (el as HTMLInputElement).name || '');
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !shown(parent)) continue;
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((r) => hits(r, parent))) note(parent, node.textContent);
    }
    return found;
  });
}

const DOCK_PAGES = {
  home: 'index.htm',
  login: 'login.htm',
  forgetPwd: 'forgetPwd.htm',
  landing: 'frontend/shopeeSellerAdsPage.html',
};

for (const lang of ['en_US', 'th'] as const) {
  test(`contact: the launcher covers no link, field or text, scrolled through the pages, in ${lang}`, async ({
    page,
  }, info) => {
    const phone = isPhone(info.project.name);
    if (!phone) await page.setViewportSize({ width: 1280, height: 800 });
    const overlaps: Record<string, Overlap[]> = {};
    for (const [name, path] of Object.entries(DOCK_PAGES)) {
      await openHydrated(page, `${phone ? '/m' : ''}/${lang}/${path}`);
      await expect(page.locator('[data-slot="contact-launcher"]')).toBeVisible();
      // The header that takes the launcher on a phone still fits the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const found: Overlap[] = [];
      const { step, end } = await page.evaluate(() => ({
        step: Math.round(window.innerHeight * 0.75),
        end: document.documentElement.scrollHeight - window.innerHeight,
      }));
      for (let y = 0; ; y = phone ? Math.min(y + step, end) : end) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        found.push(...(await launcherOverlaps(page)));
        if (y >= end) break;
      }
      if (found.length) overlaps[name] = found;
    }
    expect(overlaps).toEqual({});
  });
}
