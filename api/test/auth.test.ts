import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ERRORS, encodePassword, LOGIN_TOKEN_COOKIE, SESSION_COOKIE } from '../contract/index.ts';
import { accountProfiles, accounts, sessions, verificationCodes } from '../src/db/schema.ts';
import { cookiesOf, createTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  // Flows here send to one address several times; the 60 s rule has its own test below.
  api = await createTestApi({ rateLimits: { sendIntervalSeconds: 0 } });
});
afterAll(() => api.close());

const login = (account: string, password: string, extra: Record<string, string> = {}) =>
  api.call('POST', '/api/v3/auth/loginsub.json', {
    json: { account, password: encodePassword(password), ...extra },
  });

async function phoneCode(
  phonePrefix: string,
  phoneNumber: string,
  path = '/api/v3/auth/sendRegPhoneCode.json',
) {
  const res = await api.call('POST', path, {
    json: { phonePrefix, phoneNumber, ...(await api.solvedCaptcha()) },
  });
  expect(res.json.code, res.text).toBe(0);
  return api.outboxCode(`+${phonePrefix}${phoneNumber.replace(/^0+/, '')}`);
}

describe('register and log in by e-mail', () => {
  test('register sets the HttpOnly session and the login-token marker; password stored as argon2id', async () => {
    const res = await api.registerByEmail('Ana@Example.com');
    expect(res.json).toMatchObject({
      code: 0,
      data: { account: 'ana@example.com', redirect: '/web/dashboard.htm' },
    });
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/);
    expect(cookies.find((c) => c.startsWith(`${LOGIN_TOKEN_COOKIE}=1`))).not.toMatch(/HttpOnly/);
    const [row] = await api.db.select().from(accounts).where(eq(accounts.email, 'ana@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const me = await api.call('GET', '/api/v1/isLogin.json', { headers: { cookie: cookiesOf(res.headers) } });
    expect(me.json.data).toEqual({
      isLogin: true,
      account: 'ana@example.com',
      userId: expect.stringMatching(/^\d+$/),
    });
  });

  test('cookies are Secure under https', async () => {
    const res = await api.app.request('https://api.test/api/v3/auth/loginsub.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'ana@example.com', password: encodePassword('secret123') }),
    });
    expect(res.headers.getSetCookie().every((c) => /Secure/.test(c))).toBe(true);
  });

  test('form-encoded v2 flow works the same', async () => {
    const verifyCode = await api.emailCode('form@example.com');
    const res = await api.call('POST', '/api/v2/user/regsub.json', {
      form: {
        account: 'form@example.com',
        password: encodePassword('secret123'),
        verifyCode,
        invitationCode: 'AFF1',
      },
    });
    expect(res.json.code, res.text).toBe(0);
  });

  test('log in, isLogin, log out clears both cookies', async () => {
    const res = await login('ANA@example.com', 'secret123');
    expect(res.json.code).toBe(0);
    const cookie = cookiesOf(res.headers);
    const out = await api.call('POST', '/api/v3/auth/logout.json', { headers: { cookie } });
    const cleared = out.headers.getSetCookie();
    expect(cleared.some((c) => c.startsWith(`${SESSION_COOKIE}=;`) && /Max-Age=0/.test(c))).toBe(true);
    expect(cleared.some((c) => c.startsWith(`${LOGIN_TOKEN_COOKIE}=;`))).toBe(true);
    const me = await api.call('GET', '/api/v1/isLogin.json', { headers: { cookie } });
    expect(me.json.data.isLogin).toBe(false);
  });

  test('a second registration of the same address is refused and creates nothing', async () => {
    const res = await api.registerByEmail('ana@example.com');
    expect(res.json.code).toBe(ERRORS.ACCOUNT_EXISTS.code);
    expect((await api.db.select().from(accounts).where(eq(accounts.email, 'ana@example.com'))).length).toBe(
      1,
    );
  });

  test('weak and unreadable passwords', async () => {
    const verifyCode = await api.emailCode('weak@example.com');
    const weak = await api.call('POST', '/api/v3/auth/regsub.json', {
      json: { account: 'weak@example.com', password: encodePassword('short'), verifyCode },
    });
    expect(weak.json.code).toBe(ERRORS.PASSWORD_WEAK.code);
    const raw = await api.call('POST', '/api/v3/auth/regsub.json', {
      json: { account: 'weak@example.com', password: 'secret123', verifyCode },
    });
    expect(raw.json.code).toBe(ERRORS.PASSWORD_UNREADABLE.code);
  });
});

describe('codes', () => {
  test('a code is single use, wrong tries are counted, 5 tries end it', async () => {
    const code = await api.emailCode('tries@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (verifyCode: string) =>
      api.call('POST', '/api/v3/auth/regsub.json', {
        json: { account: 'tries@example.com', password: encodePassword('secret123'), verifyCode },
      });
    for (let i = 0; i < 4; i++) expect((await attempt(wrong)).json.code).toBe(ERRORS.CODE_INVALID.code);
    expect((await attempt(wrong)).json.code).toBe(ERRORS.CODE_TOO_MANY_TRIES.code);
    expect((await attempt(code)).json.code).toBe(ERRORS.CODE_TOO_MANY_TRIES.code);
  });

  test('codes expire and are stored hashed', async () => {
    const code = await api.emailCode('expired@example.com');
    const rows = await api.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, 'expired@example.com'));
    expect(rows[0]!.codeHash).not.toContain(code);
    await api.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, 'expired@example.com'));
    const res = await api.call('POST', '/api/v3/auth/regsub.json', {
      json: { account: 'expired@example.com', password: encodePassword('secret123'), verifyCode: code },
    });
    expect(res.json.code).toBe(ERRORS.CODE_EXPIRED.code);
  });

  test('sending needs a right, unused captcha', async () => {
    const captcha = await api.solvedCaptcha();
    const wrong = await api.call('POST', '/api/v2/email/sendVerifyCode.json', {
      form: { email: 'cap@example.com', captchaId: captcha.captchaId, picVerificationCode: 'zzzz' },
    });
    expect(wrong.json.code).toBe(ERRORS.CAPTCHA_INVALID.code);
    // The wrong try consumed it.
    const reused = await api.call('POST', '/api/v2/email/sendVerifyCode.json', {
      form: { email: 'cap@example.com', ...captcha },
    });
    expect(reused.json.code).toBe(ERRORS.CAPTCHA_INVALID.code);
  });

  test('60 s between sends, with the seconds to wait', async () => {
    const strict = await createTestApi();
    await strict.emailCode('rate@example.com');
    const again = await strict.call('POST', '/api/v2/email/sendVerifyCode.json', {
      form: { email: 'rate@example.com', ...(await strict.solvedCaptcha()) },
    });
    await strict.close();
    expect(again.status).toBe(429);
    expect(again.json.code).toBe(ERRORS.SEND_TOO_SOON.code);
    expect(again.json.data.retryAfter).toBeGreaterThan(50);
    expect(again.headers.get('retry-after')).toBe(String(again.json.data.retryAfter));
  });

  test('hourly limit per target', async () => {
    const limited = await createTestApi({
      rateLimits: { sendIntervalSeconds: 0, sendsPerHourPerTarget: 3 },
    });
    try {
      for (let i = 0; i < 3; i++) await limited.emailCode('hourly@example.com');
      const res = await limited.call('POST', '/api/v2/email/sendVerifyCode.json', {
        form: { email: 'hourly@example.com', ...(await limited.solvedCaptcha()) },
      });
      expect(res.json.code).toBe(ERRORS.SEND_LIMIT_REACHED.code);
      expect(res.json.data.retryAfter).toBeGreaterThan(3500);
    } finally {
      await limited.close();
    }
  });

  test('per-IP limit', async () => {
    const limited = await createTestApi({ rateLimits: { sendsPerHourPerIp: 2 } });
    try {
      await limited.emailCode('ip1@example.com');
      await limited.emailCode('ip2@example.com');
      const res = await limited.call('POST', '/api/v2/email/sendVerifyCode.json', {
        form: { email: 'ip3@example.com', ...(await limited.solvedCaptcha()) },
      });
      expect(res.json.code).toBe(ERRORS.RATE_LIMITED.code);
    } finally {
      await limited.close();
    }
  });
});

describe('phone accounts', () => {
  test('register by phone with dial code, log in with the local number', async () => {
    const verifyCode = await phoneCode('66', '0812345678');
    const res = await api.call('POST', '/api/v3/auth/regsub.json', {
      json: {
        account: '0812345678',
        phoneAccountCode: '66',
        password: encodePassword('secret123'),
        verifyCode,
      },
    });
    expect(res.json).toMatchObject({ code: 0, data: { account: '+66812345678' } });
    expect((await login('812345678', 'secret123', { phoneAccountCode: '+66' })).json.code).toBe(0);
  });

  test('v2 GET sends the registration SMS too', async () => {
    const captcha = await api.solvedCaptcha();
    const qs = new URLSearchParams({ phoneNumber: '912345678', phonePrefix: '84', ...captcha });
    const res = await api.call('GET', `/api/v2/user/sendRegPhoneCode.json?${qs}`);
    expect(res.json.code).toBe(0);
    expect(await api.outboxCode('+84912345678')).toMatch(/^\d{6}$/);
  });
});

describe('forgot password', () => {
  test('by e-mail: code, new password, every session ended, old password refused', async () => {
    await api.registerByEmail('reset@example.com', 'oldpass123');
    const session = cookiesOf((await login('reset@example.com', 'oldpass123')).headers);
    const code = await api.emailCode('reset@example.com', 'forget');
    const res = await api.call('POST', '/api/v2/email/forget.json', {
      form: { email: 'reset@example.com', verifyCode: code, password: encodePassword('newpass123') },
    });
    expect(res.json.code, res.text).toBe(0);
    expect(
      (await api.call('GET', '/api/v1/isLogin.json', { headers: { cookie: session } })).json.data.isLogin,
    ).toBe(false);
    expect((await login('reset@example.com', 'oldpass123')).json.code).toBe(ERRORS.LOGIN_FAILED.code);
    expect((await login('reset@example.com', 'newpass123')).json.code).toBe(0);
  });

  test('by phone', async () => {
    const code = await phoneCode('60', '123456789', '/api/v3/auth/forgetPwdSendPoneCode.json').catch(
      () => null,
    );
    // No account for this number yet: the send answers success but nothing is sent.
    expect(code).toBeNull();
    const reg = await phoneCode('60', '198765432');
    await api.call('POST', '/api/v3/auth/regsub.json', {
      json: {
        account: '198765432',
        phoneAccountCode: '60',
        password: encodePassword('secret123'),
        verifyCode: reg,
      },
    });
    const captcha = await api.solvedCaptcha();
    const sent = await api.call('POST', '/api/v3/auth/forgetPwdSendPoneCode.json', {
      json: { phonePrefix: '60', phoneNumber: '198765432', ...captcha },
    });
    expect(sent.json.code).toBe(0);
    const forget = await api.outboxCode('+60198765432');
    const res = await api.call('POST', '/api/v3/auth/forgetPwdSubmit.json', {
      json: {
        phonePrefix: '60',
        phoneNumber: '198765432',
        verifyCode: forget,
        password: encodePassword('changed123'),
      },
    });
    expect(res.json.code, res.text).toBe(0);
    expect((await login('198765432', 'changed123', { phoneAccountCode: '60' })).json.code).toBe(0);
  });

  test('answers never reveal whether an account exists', async () => {
    const send = async (email: string) =>
      (
        await api.call('POST', '/api/v2/email/sendVerifyCode.json', {
          form: { email, purpose: 'forget', ...(await api.solvedCaptcha()) },
        })
      ).json;
    expect(await send('nobody@example.com')).toEqual(await send('ana@example.com'));
    const submit = await api.call('POST', '/api/v2/email/forget.json', {
      form: { email: 'nobody@example.com', verifyCode: '123456', password: encodePassword('secret123') },
    });
    expect(submit.json.code).toBe(ERRORS.CODE_INVALID.code);
    const unknown = await login('nobody@example.com', 'secret123');
    const wrong = await login('form@example.com', 'wrongpass1');
    expect(unknown.json).toEqual(wrong.json);
  });
});

describe('login protection', () => {
  test('captcha after 3 failures, lock after 10, for existing and unknown accounts alike', async () => {
    await api.registerByEmail('lock@example.com');
    for (const account of ['lock@example.com', 'ghost@example.com']) {
      for (let i = 1; i <= 3; i++) {
        const res = await login(account, 'wrongpass1');
        expect(res.json).toMatchObject({ code: ERRORS.LOGIN_FAILED.code, data: { captchaRequired: i >= 3 } });
      }
      expect((await login(account, 'secret123')).json.code).toBe(ERRORS.CAPTCHA_REQUIRED.code);
      for (let i = 4; i <= 10; i++) {
        const res = await login(account, 'wrongpass1', await api.solvedCaptcha());
        expect(res.json.code).toBe(ERRORS.LOGIN_FAILED.code);
      }
      const locked = await login(account, 'secret123', await api.solvedCaptcha());
      expect(locked.json.code).toBe(ERRORS.ACCOUNT_LOCKED.code);
      expect(locked.json.data.retryAfter).toBeGreaterThan(14 * 60);
    }
  });

  test('with the captcha a right password logs in and clears the count', async () => {
    for (let i = 0; i < 3; i++) await login('ana@example.com', 'wrongpass1');
    expect((await login('ana@example.com', 'secret123', await api.solvedCaptcha())).json.code).toBe(0);
    expect((await login('ana@example.com', 'secret123')).json.code).toBe(0);
  });

  test('sessions are stored hashed', async () => {
    const res = await login('ana@example.com', 'secret123');
    const token = res.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]!;
    const rows = await api.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });
});

describe('sign-up profile (registerNext)', () => {
  const profile = {
    storeName: 'Somchai Gadgets',
    marketplaces: ['shopee', 'lazada'],
    monthlyOrders: '100to1000',
  };
  const registerNext = (body: unknown, cookie?: string) =>
    api.call('POST', '/api/v3/auth/registerNext.json', {
      json: body,
      headers: cookie ? { cookie } : {},
    });
  const profileOf = async (email: string) => {
    const [account] = await api.db.select().from(accounts).where(eq(accounts.email, email));
    return api.db.select().from(accountProfiles).where(eq(accountProfiles.accountId, account!.id));
  };

  test('without a session: NOT_LOGGED_IN 401, even with a bad body, and nothing stored', async () => {
    const before = (await api.db.select().from(accountProfiles)).length;
    for (const body of [profile, {}]) {
      const res = await registerNext(body);
      expect(res.status).toBe(401);
      expect(res.json.code).toBe(ERRORS.NOT_LOGGED_IN.code);
    }
    const stale = await registerNext(profile, `${SESSION_COOKIE}=not-a-session`);
    expect(stale.json.code).toBe(ERRORS.NOT_LOGGED_IN.code);
    expect((await api.db.select().from(accountProfiles)).length).toBe(before);
  });

  test('stores the profile for the signed-in account; a second call replaces the first', async () => {
    const cookie = cookiesOf((await api.registerByEmail('shop@example.com')).headers);
    const first = await registerNext(profile, cookie);
    expect(first.json).toEqual({ code: 0, msg: 'ok', data: { account: 'shop@example.com' } });
    expect(await profileOf('shop@example.com')).toMatchObject([
      { storeName: 'Somchai Gadgets', marketplaces: ['shopee', 'lazada'], monthlyOrders: '100to1000' },
    ]);
    const second = await registerNext(
      { storeName: '  Somchai Mall ', marketplaces: ['tiktok', 'tiktok'], monthlyOrders: 'over10000' },
      cookie,
    );
    expect(second.json.code, second.text).toBe(0);
    expect(await profileOf('shop@example.com')).toMatchObject([
      { storeName: 'Somchai Mall', marketplaces: ['tiktok'], monthlyOrders: 'over10000' },
    ]);
  });

  test('bad input is VALIDATION with the field paths and changes nothing', async () => {
    const cookie = cookiesOf((await login('shop@example.com', 'secret123')).headers);
    const bad = [
      [{ ...profile, storeName: '' }, 'storeName'],
      [{ ...profile, storeName: 'x'.repeat(121) }, 'storeName'],
      [{ ...profile, marketplaces: [] }, 'marketplaces'],
      [{ ...profile, marketplaces: ['amazon'] }, 'marketplaces.0'],
      [{ ...profile, monthlyOrders: 'lots' }, 'monthlyOrders'],
      [{ storeName: 'Only a name' }, 'marketplaces'],
    ] as const;
    for (const [body, path] of bad) {
      const res = await registerNext(body, cookie);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe(ERRORS.VALIDATION.code);
      expect(res.json.data.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    const malformed = await api.call('POST', '/api/v3/auth/registerNext.json', {
      body: '{"storeName":',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(malformed.json.code).toBe(ERRORS.MALFORMED_JSON.code);
    expect((await profileOf('shop@example.com'))[0]!.storeName).toBe('Somchai Mall');
  });

  test('phone accounts answer with +digits', async () => {
    const cookie = cookiesOf((await login('812345678', 'secret123', { phoneAccountCode: '66' })).headers);
    const res = await registerNext(profile, cookie);
    expect(res.json).toMatchObject({ code: 0, data: { account: '+66812345678' } });
  });
});
