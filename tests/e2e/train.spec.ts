import type { Locator, Page } from '@playwright/test';
import { expect, isPhone, openHydrated, test } from './fixtures';

/*
 * handlerTrain.htm against the real server and database: book a training, find it stored
 * (GET /dev/appointments), download the calendar file; desktop and phone (projects), en_US, th and zh_CN.
 * The browser runs on Bangkok time so slot labels and pictures do not depend on the machine.
 */
test.use({ timezoneId: 'Asia/Bangkok' });

type Appointment = {
  id: number;
  name: string;
  email: string;
  phonePrefix: string;
  phoneNumber: string;
  country: string;
  date: string;
  timeSlot: string;
  marketplace: string;
  trainingLanguage: string;
  storeName: string | null;
  remark: string | null;
};

const LANGS = ['en_US', 'th', 'zh_CN'] as const;
// The market the API names for each page language (content/locales.json).
const MARKET = { en_US: 'SG', th: 'TH', zh_CN: 'CN' } as const;

/** A day a week ahead on Bangkok's calendar: inside every market's booking window. */
function weekAhead(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 7)).toISOString().slice(0, 10);
}

/** Picks a radio by keyboard: in a tile its label covers the button, and the phone header may too. */
async function choose(radio: Locator) {
  await radio.focus();
  await radio.press('Space');
  await expect(radio).toHaveAttribute('aria-checked', 'true');
}

const trainPath = (lang: string, phone: boolean) => `${phone ? '/m' : ''}/${lang}/handlerTrain.htm`;

async function openTrainPage(page: Page, lang: string, phone: boolean) {
  await openHydrated(page, trainPath(lang, phone));
}

async function fillBooking(page: Page, email: string, date: string) {
  const form = page.locator('[data-page="train"] form');
  await form.locator('input[name="name"]').fill('E2E Somchai');
  await form.locator('input[name="email"]').fill(email);
  // A Thai mobile number; the dial code picker keeps the API's default country for the other markets.
  await form
    .locator('input[type="tel"]')
    .fill(`+66 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
  await form.locator('input[name="date"]').fill(date);
  await form.locator('input[name="date"]').blur();
  await choose(form.locator('button[role="radio"][value="14:00"]'));
  await choose(form.locator('button[role="radio"][value="shopee"]'));
  await form.locator('input[name="storeName"]').fill('E2E Shop');
  await form.locator('textarea[name="remark"]').fill('Booked by the end-to-end test.');
  return form;
}

for (const lang of LANGS) {
  test(`train: book a training in ${lang} and find it stored`, async ({ page, request }, info) => {
    const phone = isPhone(info.project.name);
    await openTrainPage(page, lang, phone);
    await expect(page.locator('h1')).toBeVisible();
    // The API's default country arrives after hydration and becomes the selected market.
    await expect(page.locator('select[name="country"]')).toHaveValue(MARKET[lang]);
    await expect(page.locator('select[name="trainingLanguage"]')).toHaveValue(lang);
    const email = `e2e-train-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const date = weekAhead();
    const form = await fillBooking(page, email, date);
    const answer = page.waitForResponse((r) =>
      r.url().includes('/api/v1/appointment/train/notLoggedAdd.json'),
    );
    await form.locator('button[type="submit"]').click();
    const body = await (await answer).json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ date, timeSlot: '14:00' });

    const booked = page.locator('[data-slot="train-booked"]');
    await expect(booked).toBeVisible();
    await expect(booked.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(booked).toContainText(String(body.data.id));

    const stored = (await (
      await request.get(`/dev/appointments?email=${encodeURIComponent(email)}`)
    ).json()) as Appointment[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: body.data.id,
      name: 'E2E Somchai',
      email,
      phonePrefix: '66',
      country: MARKET[lang],
      date,
      timeSlot: '14:00',
      marketplace: 'shopee',
      trainingLanguage: lang,
      storeName: 'E2E Shop',
      remark: 'Booked by the end-to-end test.',
    });

    const download = page.waitForEvent('download');
    await booked.locator('a[download]').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('sellwise-training.ics');
  });
}

test('train: a past day is refused before anything is sent', async ({ page }, info) => {
  await openTrainPage(page, 'en_US', isPhone(info.project.name));
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('notLoggedAdd.json')) sent = true;
  });
  const form = await fillBooking(page, `e2e-past-${Date.now()}@example.com`, '2020-01-06');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByText('Choose a day from today up to 60 days ahead.')).toBeVisible();
  await expect(form.locator('input[name="date"]')).toBeFocused();
  expect(sent).toBe(false);
});

for (const lang of ['en_US', 'th'] as const) {
  test(`visual: handlerTrain in ${lang}`, async ({ page }, info) => {
    await openTrainPage(page, lang, isPhone(info.project.name));
    // Wait for the API's country list and the visitor-clock slot labels, then the fonts.
    await expect(page.locator('select[name="country"] option')).not.toHaveCount(1);
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`train-${lang}-${info.project.name}.png`, {
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixelRatio: 0.0005,
    });
  });
}
