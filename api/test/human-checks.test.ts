import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ERRORS, encodePassword } from '../contract/index.ts';
import { configFromEnv } from '../src/config.ts';
import { botCheckVerifier, captchaServiceVerifier, type Verdict } from '../src/services/human-check.ts';
import { createTestApi } from './helpers.ts';

// Issue 27: the captcha service's ticket becomes a one-use captcha pass; the bot-challenge widget's token
// is required and verified on the credential calls. The vendors are doubles that remember what they saw.

const CAPTCHA_PATH = '/api/v3/auth/encryptTencentCaptcha.json';
const seen: { captcha: string[]; bot: string[] } = { captcha: [], bot: [] };
/** The double's verdict by the ticket's or token's first word; a ticket passes once, as the vendor's. */
const verdictOf = (value: string, used: string[]): Verdict => {
  const verdict = value.startsWith('down') ? 'unavailable' : value.startsWith('ok') ? 'pass' : 'fail';
  if (verdict === 'pass' && used.includes(value)) return 'fail';
  used.push(value);
  return verdict;
};

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi(
    {},
    {
      humanChecks: {
        captchaService: async ({ ticket, randstr }) => verdictOf(`${ticket}:${randstr}`, seen.captcha),
        botCheck: async ({ token }) => verdictOf(token, seen.bot),
      },
    },
  );
});
afterAll(() => api.close());

const solve = (ticket: string, randstr = 'r1') =>
  api.call('POST', CAPTCHA_PATH, { json: { ticket, randstr } });

describe('the captcha service', () => {
  test("a ticket it passes becomes a captcha pass that sends a code once, in the picture's place", async () => {
    const res = await solve('ok-send');
    expect(res.status).toBe(200);
    const { provider, enabled, ...pass } = res.json.data;
    expect({ provider, enabled }).toEqual({ provider: 'service', enabled: true });
    const send = () =>
      api.call('POST', '/api/v2/email/sendVerifyCode.json', {
        form: { email: 'service@example.com', purpose: 'register', ...pass },
      });
    expect((await send()).json.code).toBe(0);
    const again = await send();
    expect(again.status).toBe(400);
    expect(again.json.code).toBe(ERRORS.CAPTCHA_INVALID.code);
  });

  test('a refused or reused ticket is CAPTCHA_INVALID; none at all CAPTCHA_REQUIRED; nothing is stored', async () => {
    const refused = await solve('bot');
    expect([refused.status, refused.json.code]).toEqual([400, ERRORS.CAPTCHA_INVALID.code]);
    expect((await solve('ok-once')).json.code).toBe(0);
    const reused = await solve('ok-once');
    expect([reused.status, reused.json.code]).toEqual([400, ERRORS.CAPTCHA_INVALID.code]);
    const missing = await api.call('POST', CAPTCHA_PATH, { json: { ticket: 'ok-x' } });
    expect([missing.status, missing.json.code]).toEqual([400, ERRORS.CAPTCHA_REQUIRED.code]);
  });

  test('when the service cannot be asked, the answer sends the form back to the picture captcha', async () => {
    const res = await solve('down');
    expect(res.json.data).toEqual({ provider: 'picture', enabled: false });
  });

  test('without a service configured, the picture captcha is the one', async () => {
    const plain = await createTestApi();
    try {
      const res = await plain.call('POST', CAPTCHA_PATH, { json: { ticket: 'ok-1', randstr: 'r' } });
      expect(res.json.data).toEqual({ provider: 'picture', enabled: false });
    } finally {
      await plain.close();
    }
  });
});

describe('the bot-challenge widget', () => {
  const login = (extra: Record<string, string>) =>
    api.call('POST', '/api/v3/auth/loginsub.json', {
      json: { account: 'nobody@example.com', password: encodePassword('not the password 1'), ...extra },
    });

  test('a credential call without a token, or with a refused or spent one, is BOT_CHECK_FAILED', async () => {
    for (const extra of [{}, { turnstileToken: 'bot' }] as Record<string, string>[]) {
      const res = await login(extra);
      expect([res.status, res.json.code]).toEqual([400, ERRORS.BOT_CHECK_FAILED.code]);
    }
    expect((await login({ turnstileToken: 'ok-login' })).json.code).toBe(ERRORS.LOGIN_FAILED.code);
    expect((await login({ turnstileToken: 'ok-login' })).json.code).toBe(ERRORS.BOT_CHECK_FAILED.code);
  });

  test('a passed token lets sign-up through; an outage of the vendor does not lock visitors out', async () => {
    const email = 'bot-check@example.com';
    const verifyCode = await api.emailCode(email);
    const res = await api.call('POST', '/api/v3/auth/regsub.json', {
      json: {
        account: email,
        password: encodePassword('mango pie 42'),
        verifyCode,
        turnstileToken: 'ok-reg',
      },
    });
    expect(res.json.code).toBe(0);
    expect((await login({ turnstileToken: 'down-1' })).json.code).toBe(ERRORS.LOGIN_FAILED.code);
  });

  test('every call that takes a password is guarded, the form-encoded v2 ones too', async () => {
    for (const [path, form] of [
      [
        '/api/v2/user/regsub.json',
        { account: 'x@example.com', password: encodePassword('p4ssword!'), verifyCode: '123456' },
      ],
      [
        '/api/v2/email/forget.json',
        { email: 'x@example.com', password: encodePassword('p4ssword!'), verifyCode: '123456' },
      ],
    ] as const) {
      const res = await api.call('POST', path, { form });
      expect([path, res.status, res.json.code]).toEqual([path, 400, ERRORS.BOT_CHECK_FAILED.code]);
    }
    const phone = await api.call('POST', '/api/v3/auth/forgetPwdSubmit.json', {
      json: {
        phoneNumber: '812345678',
        phonePrefix: '66',
        verifyCode: '123456',
        password: encodePassword('p4ssword!'),
      },
    });
    expect(phone.json.code).toBe(ERRORS.BOT_CHECK_FAILED.code);
  });
});

describe("the vendors' checks", () => {
  type Sent = { url: string; init: RequestInit | undefined };
  const vendor = (answer: () => Response | Promise<Response>) => {
    const sent: Sent[] = [];
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      sent.push({ url: String(url), init });
      return answer();
    }) as typeof fetch;
    return { sent, fetchImpl };
  };
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const service = { appId: '190000001', appSecret: 'secret-key', verifyUrl: 'https://verify.test/ticket' };

  test("the captcha service's: app id, secret, ticket, random string and address; response '1' passes", async () => {
    const yes = vendor(() => json({ response: '1' }));
    const verdict = await captchaServiceVerifier(
      service,
      yes.fetchImpl,
    )({ ticket: 't', randstr: 'r', ip: '203.0.113.9' });
    expect(verdict).toBe('pass');
    const url = new URL(yes.sent[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      aid: '190000001',
      AppSecretKey: 'secret-key',
      Ticket: 't',
      Randstr: 'r',
      UserIP: '203.0.113.9',
    });
    const no = vendor(() => json({ response: '0', err_msg: 'ticket reused' }));
    expect(await captchaServiceVerifier(service, no.fetchImpl)({ ticket: 't', randstr: 'r', ip: '' })).toBe(
      'fail',
    );
    for (const broken of [
      () => new Response('<html>', { status: 502 }),
      () => Promise.reject(new Error('ECONNRESET')),
      () => new Response('nope'),
    ]) {
      const down = vendor(broken);
      expect(
        await captchaServiceVerifier(service, down.fetchImpl)({ ticket: 't', randstr: 'r', ip: '' }),
      ).toBe('unavailable');
    }
  });

  test("the bot check's: secret, token and address form-encoded; success true passes", async () => {
    const cfg = { secret: 'ts-secret', verifyUrl: 'https://verify.test/siteverify' };
    const yes = vendor(() => json({ success: true }));
    expect(await botCheckVerifier(cfg, yes.fetchImpl)({ token: 'tok', ip: '198.51.100.4' })).toBe('pass');
    expect(yes.sent[0]!.init?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(yes.sent[0]!.init?.body)))).toEqual({
      secret: 'ts-secret',
      response: 'tok',
      remoteip: '198.51.100.4',
    });
    const no = vendor(() => json({ success: false, 'error-codes': ['timeout-or-duplicate'] }));
    expect(await botCheckVerifier(cfg, no.fetchImpl)({ token: 'tok', ip: '' })).toBe('fail');
    const down = vendor(() => Promise.reject(new Error('timeout')));
    expect(await botCheckVerifier(cfg, down.fetchImpl)({ token: 'tok', ip: '' })).toBe('unavailable');
  });

  test("each check is on only when its secret is configured; the verify URLs default to the vendors'", () => {
    expect(configFromEnv({}).humanChecks).toEqual({});
    expect(configFromEnv({ CAPTCHA_APP_ID: '1', TURNSTILE_SECRET: 's' }).humanChecks).toEqual({
      botCheck: { secret: 's', verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify' },
    });
    expect(
      configFromEnv({
        CAPTCHA_APP_ID: '1',
        CAPTCHA_APP_SECRET: 'k',
        CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/v',
      }).humanChecks.captchaService,
    ).toEqual({ appId: '1', appSecret: 'k', verifyUrl: 'http://127.0.0.1:9/v' });
  });
});
