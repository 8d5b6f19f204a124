import type { Page } from '@playwright/test';
import { expect, expectFailedRequests, isPhone, openHydrated, test } from './fixtures';

/*
 * partners/config.htm against the real server and database: send a partner application and find it
 * stored (GET /dev/partner-applications); desktop and phone (projects), en_US and th.
 */

type Application = {
  id: number;
  companyName: string;
  contactName: string;
  jobTitle: string | null;
  email: string;
  phone: string | null;
  country: string;
  website: string | null;
  partnerType: string;
  sellersServed: string;
  message: string;
  lang: string;
};

const LANGS = ['en_US', 'th'] as const;
// The market the API names for each page language (content/locales.json): the country it fills in.
const MARKET = { en_US: 'SG', th: 'TH' } as const;
const APPLY = '/api/v1/partners/apply.json';

const configPath = (lang: string, phone: boolean) => `${phone ? '/m' : ''}/${lang}/partners/config.htm`;
const uniqueEmail = (tag: string) =>
  `E2E-Partner-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@Example.com`;

async function fillApplication(page: Page, email: string) {
  const form = page.locator('main form');
  await form.locator('input[name="companyName"]').fill('E2E Logistics Co.');
  await form.locator('input[name="contactName"]').fill('E2E Somchai');
  await form.locator('input[name="jobTitle"]').fill('Partnership manager');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="phone"]').fill('+66 81 234 5678');
  await form.locator('input[name="website"]').fill('www.e2e-logistics.example.com');
  await form.locator('select[name="partnerType"]').selectOption('logistics');
  // By keyboard: the phone's sticky header may cover the radio's label.
  const range = form.locator('button[role="radio"][value="51-500"]');
  await range.focus();
  await range.press('Space');
  await expect(range).toHaveAttribute('aria-checked', 'true');
  await form
    .locator('textarea[name="message"]')
    .fill('Sellers could book our pick-ups from their order queue.');
  await form.locator('input[name="consent"]').check();
  return form;
}

for (const lang of LANGS) {
  test(`partners: apply in ${lang} and find the application stored`, async ({ page, request }, info) => {
    const phone = isPhone(info.project.name);
    await openHydrated(page, configPath(lang, phone));
    await expect(page.locator('h1')).toBeVisible();
    // The API's default country arrives after hydration and is filled in.
    await expect(page.locator('select[name="country"]')).toHaveValue(MARKET[lang]);
    const email = uniqueEmail(`${lang}-${info.project.name}`);
    const form = await fillApplication(page, email);
    const answer = page.waitForResponse((r) => r.url().includes(APPLY));
    await form.locator('button[type="submit"]').click();
    const body = await (await answer).json();
    expect(body.code).toBe(0);
    const stored = email.toLowerCase();
    expect(body.data.email).toBe(stored);

    const sent = page.locator('[data-slot="partner-application-sent"]');
    await expect(sent).toBeVisible();
    await expect(sent.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(sent).toContainText(stored);
    await expect(page.locator('main form')).toHaveCount(0);

    const rows = (await (
      await request.get(`/dev/partner-applications?email=${encodeURIComponent(email)}`)
    ).json()) as Application[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.data.id,
      companyName: 'E2E Logistics Co.',
      contactName: 'E2E Somchai',
      jobTitle: 'Partnership manager',
      email: stored,
      phone: '+66 81 234 5678',
      country: MARKET[lang],
      website: 'https://www.e2e-logistics.example.com',
      partnerType: 'logistics',
      sellersServed: '51-500',
      message: 'Sellers could book our pick-ups from their order queue.',
      lang,
    });
  });
}

test('partners: a fourth application from one address within the hour waits, and keeps the form', async ({
  page,
  request,
  consoleProblems,
}, info) => {
  const phone = isPhone(info.project.name);
  const email = uniqueEmail(`limit-${info.project.name}`);
  const lang = 'th';
  // Three applications straight to the API use up the address's hour.
  const body = {
    companyName: 'E2E Agency',
    contactName: 'E2E Mai',
    email,
    country: 'TH',
    partnerType: 'agency',
    sellersServed: '1-50',
    message: 'We run shops for brands and want to use Sellwise.',
    consent: true,
  };
  // Each one different: the same body sent again within minutes is a repeat, stored once.
  for (let i = 0; i < 3; i++) {
    const data = { ...body, message: `${body.message} (${i + 1})` };
    expect((await (await request.post(APPLY, { data })).json()).code).toBe(0);
  }

  await openHydrated(page, configPath(lang, phone));
  const form = await fillApplication(page, email);
  const answer = page.waitForResponse((r) => r.url().includes(APPLY));
  await form.locator('button[type="submit"]').click();
  expect((await answer).status()).toBe(429);
  await expect(form.locator('[role="alert"]').first()).toContainText(/\d+/);
  await expect(form.locator('input[name="companyName"]')).toHaveValue('E2E Logistics Co.');
  expectFailedRequests(consoleProblems, APPLY, 1);
  const rows = await (
    await request.get(`/dev/partner-applications?email=${encodeURIComponent(email)}`)
  ).json();
  expect(rows).toHaveLength(3);
});
