import type { APIRequestContext, Page } from '@playwright/test';
import { encodePassword } from '@sellwise/api/contract';
import { expect, expectFailedRequests, hydrated, isPhone, openHydrated, test } from './fixtures';

// Password reset by e-mail and by phone against the built server, its API and database: accounts are
// made through the API (captcha answers and codes from /dev/outbox), the reset goes through the page,
// then the API proves the new password logs in and the old one no longer does. Every test runs in the
// desktop and the phone project (the phone one on the /m pages, m-login layout).

const OLD_PASSWORD = 'mango pie 42';
const NEW_PASSWORD = 'papaya tart 77';
const RESULT = /\/check\/pass\/result\.htm\?result=reset$/;

type Account = { kind: 'email'; email: string } | { kind: 'phone'; number: string };

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const newEmail = (): Account => ({ kind: 'email', email: `e2e-reset-${unique()}@example.com` });
// A Thai mobile number (8 or 9 then 8 digits), so parallel runs never share one.
const newPhone = (): Account => ({
  kind: 'phone',
  number: `${8 + Math.floor(Math.random() * 2)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
});
/** Where /dev/outbox files what was sent to the account. */
const outboxTo = (account: Account) => (account.kind === 'email' ? account.email : `66${account.number}`);
const loginFields = (account: Account) =>
  account.kind === 'email' ? { account: account.email } : { account: account.number, phoneAccountCode: '66' };

async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const [entry] = await (await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).json();
  expect(entry?.code, `a code sent to ${to}`).toMatch(/^\S+$/);
  return entry.code;
}

async function captchaAnswer(request: APIRequestContext) {
  const captcha = await (await request.get('/api/v2/genVerifyCode.json')).json();
  const captchaId: string = captcha.data.captchaId;
  return { captchaId, picVerificationCode: await latestCode(request, captchaId) };
}

/** An account made the way the sign-up page makes it, with OLD_PASSWORD. */
async function createAccount(request: APIRequestContext, account: Account) {
  const captcha = await captchaAnswer(request);
  const sent =
    account.kind === 'email'
      ? await request.post('/api/v2/email/sendVerifyCode.json', {
          form: { email: account.email, purpose: 'register', ...captcha },
        })
      : await request.post('/api/v3/auth/sendRegPhoneCode.json', {
          data: { phoneNumber: account.number, phonePrefix: '66', ...captcha },
        });
  expect((await sent.json()).code).toBe(0);
  const registered = await request.post('/api/v3/auth/regsub.json', {
    data: {
      ...loginFields(account),
      password: encodePassword(OLD_PASSWORD),
      verifyCode: await latestCode(request, outboxTo(account)),
    },
  });
  expect((await registered.json()).code).toBe(0);
}

async function loginCode(request: APIRequestContext, account: Account, password: string): Promise<number> {
  const answer = await request.post('/api/v3/auth/loginsub.json', {
    data: { ...loginFields(account), password: encodePassword(password) },
  });
  return (await answer.json()).code;
}

/** Opens a reset page and returns the answer to its captcha picture. */
async function openReset(page: Page, path: string, request: APIRequestContext) {
  const picture = page.waitForResponse((r) => r.url().includes('/api/v2/genVerifyCode.json'));
  await openHydrated(page, path);
  const captchaId: string = (await (await picture).json()).data.captchaId;
  await expect(page.locator('[data-slot=captcha-image]')).toHaveAttribute('src', /^data:/);
  return latestCode(request, captchaId);
}

/** Step 1 through the page, in any language: the account and the captcha answer, then Send code. */
async function sendCode(page: Page, request: APIRequestContext, path: string, account: Account) {
  const answer = await openReset(page, path, request);
  if (account.kind === 'email') await page.locator('input[autocomplete=email]').fill(account.email);
  // Typed internationally: the dial-code picker follows, whatever country the page suggested.
  else await page.locator('input[autocomplete=tel]').fill(`+66 ${account.number}`);
  await page.locator('input[name=captcha]').fill(answer);
  await page.locator('button[type=submit]').click();
  await expect(page.locator('input[autocomplete=one-time-code]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
}

const pathOf = (projectName: string, lang: string, file: string) =>
  `${isPhone(projectName) ? '/m' : ''}/${lang}/${file}`;

const FLOWS = [
  { channel: 'email', file: 'forgetPwd.htm', lang: 'en_US' },
  { channel: 'email', file: 'forgetPwd.htm', lang: 'th' },
  { channel: 'email', file: 'forgetPwd.htm', lang: 'zh_CN' },
  { channel: 'phone', file: 'phoneForgetPassword.htm', lang: 'en_US' },
  { channel: 'phone', file: 'phoneForgetPassword.htm', lang: 'th' },
  { channel: 'phone', file: 'phoneForgetPassword.htm', lang: 'zh_CN' },
] as const;

// A code goes to one address at most once a minute, and making the account already sent one: every
// worker makes the accounts of all reset tests up front, so each test waits out only what is left of
// its account's minute.
test.describe('reset with an account', () => {
  test.describe.configure({ timeout: 180_000 });
  const accounts = new Map<string, { account: Account; made: number }>();

  test.beforeAll(async ({ playwright }, info) => {
    info.setTimeout(300_000);
    const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    const keys = [...FLOWS.map(({ channel, lang }) => `${channel}-${lang}`), 'wrong-code'];
    for (const key of keys) {
      const account = key.startsWith('phone') ? newPhone() : newEmail();
      await createAccount(request, account);
      accounts.set(key, { account, made: Date.now() });
    }
    await request.dispose();
  });

  /** The account made for a test, once a new code may be sent to it. */
  async function readyAccount(key: string): Promise<Account> {
    const { account, made } = accounts.get(key)!;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, made + 62_000 - Date.now())));
    return account;
  }

  for (const { channel, file, lang } of FLOWS) {
    test(`reset by ${channel} in ${lang}, then only the new password logs in`, async ({
      page,
      request,
    }, info) => {
      const account = await readyAccount(`${channel}-${lang}`);
      await sendCode(page, request, pathOf(info.project.name, lang, file), account);

      await page
        .locator('input[autocomplete=one-time-code]')
        .fill(await latestCode(request, outboxTo(account)));
      await page.locator('input[autocomplete=new-password]').fill(NEW_PASSWORD);
      await page.locator('button[type=submit]').click();
      await page.waitForURL(RESULT);
      expect(new URL(page.url()).pathname).toBe(pathOf(info.project.name, lang, 'check/pass/result.htm'));

      expect(await loginCode(request, account, NEW_PASSWORD)).toBe(0);
      expect(await loginCode(request, account, OLD_PASSWORD)).toBe(2009);
    });
  }

  test('a wrong code stays on the page with everything typed, and the right one then works', async ({
    page,
    request,
    consoleProblems,
  }, info) => {
    const account = await readyAccount('wrong-code');
    await sendCode(page, request, pathOf(info.project.name, 'en_US', 'forgetPwd.htm'), account);
    const code = await latestCode(request, outboxTo(account));
    const wrong = code === '000000' ? '111111' : '000000';
    const codeInput = page.locator('input[autocomplete=one-time-code]');
    await codeInput.fill(wrong);
    await page.locator('input[autocomplete=new-password]').fill(NEW_PASSWORD);
    await page.locator('button[type=submit]').click();
    await expect(
      page.getByText('The verification code is not correct. Check it and try again.'),
    ).toBeVisible();
    await expect(codeInput).toBeFocused();
    await expect(page.locator('input[autocomplete=new-password]')).toHaveValue(NEW_PASSWORD);
    await codeInput.fill(code);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(RESULT);
    expect(await loginCode(request, account, NEW_PASSWORD)).toBe(0);
    // The browser logs the API's 400 for the wrong code: expected here, and only here.
    expectFailedRequests(consoleProblems, '/api/v2/email/forget.json', 1);
  });
});

test('after a reload the page is still at step 2 with the resend countdown running', async ({
  page,
  request,
}, info) => {
  const email = `e2e-reset-${unique()}@example.com`;
  const account: Account = { kind: 'email', email };
  await sendCode(page, request, pathOf(info.project.name, 'en_US', 'forgetPwd.htm'), account);
  await expect(page.locator('[data-slot=code-resend]')).toHaveText(/^Resend in \d+ s$/);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('reset-account')).toHaveText(email);
  await expect(page.locator('[data-slot=code-resend]')).toHaveText(/^Resend in \d+ s$/);
  // Neutral: an address without an account reads like any other.
  await expect(page.getByTestId('reset-notice')).toContainText(`If a Sellwise account uses ${email}`);
});

// Visual baselines: both pages, step 1 and step 2, in English and Thai (desktop and phone by project).
// The captcha picture is random and the countdown ticks, so both are hidden.
for (const { channel, file } of [
  { channel: 'email', file: 'forgetPwd.htm' },
  { channel: 'phone', file: 'phoneForgetPassword.htm' },
] as const) {
  for (const lang of ['en_US', 'th'] as const) {
    test(`visual: reset by ${channel} in ${lang}`, async ({ page, request }, info) => {
      const slot = `${lang === 'th' ? 1 : 2}${isPhone(info.project.name) ? 1 : 2}`;
      // Fixed per picture (the notice shows it), different per test (sends to one target are rate limited).
      const account: Account =
        channel === 'email'
          ? { kind: 'email', email: `visual-${slot}@example.com` }
          : { kind: 'phone', number: `8100000${slot}` };
      const shot = async (step: number) => {
        // Hidden in place (not masked): a mask drifts when a phone page is taller than its screen.
        await page.addStyleTag({
          content: '[data-slot=captcha-image], [data-slot=code-resend] { visibility: hidden !important; }',
        });
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
          window.scrollTo(0, 0);
          return document.fonts.ready;
        });
        await expect(page).toHaveScreenshot(`reset-${channel}-step${step}-${lang}-${info.project.name}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          maxDiffPixelRatio: 0.0005,
        });
      };
      const path = pathOf(info.project.name, lang, file);
      await openReset(page, path, request);
      await shot(1);
      await sendCode(page, request, path, account);
      await shot(2);
    });
  }
}
