import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ERRORS, encodePassword, FIELD_MESSAGES, MONITORING_FIELDS } from '../contract/index.ts';
import { addDays, SLOT_CAPACITY, TRAINING_TIME_MESSAGES, todayIn } from '../contract/training-time.ts';
import { createApp } from '../src/app.ts';
import { configFromEnv } from '../src/config.ts';
import { analyticsEvents, feedback, spxEnquiries, trainingAppointments } from '../src/db/schema.ts';
import { createWindowCounter } from '../src/services/window-counter.ts';
import { WRITE_LIMITS } from '../src/services/write-limit.ts';
import { booking, createTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  // The limits as deployed, not lifted as other tests have them; each test calls from its own address.
  api = await createTestApi({ writeLimits: { ...WRITE_LIMITS, collect: { max: 4, windowSeconds: 60 } } });
});
afterAll(() => api.close());

type App = { request: TestApi['app']['request'] };
let nextAddress = 10;
const newAddress = () => `198.51.100.${nextAddress++}`;

/** A call from `ip` as the node server hands it over: the socket's address in the bindings. */
async function from(
  ip: string,
  path: string,
  json: unknown,
  app: App = api.app,
  headers: Record<string, string> = {},
) {
  const res = await app.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(json),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );
  // biome-ignore lint/suspicious/noExplicitAny: answers of several entries
  return { status: res.status, headers: res.headers, json: (await res.json()) as any };
}

const FEEDBACK = '/api/v5/userFeedback/editUserFeedback';
const BOOK = '/api/v1/appointment/train/notLoggedAdd.json';
const SPX = '/tem/logistics/spx/data.json';
const APPLY = '/api/v1/partners/apply.json';
const spx = (n: number) => ({
  name: 'Linh',
  phonePrefix: '84',
  phoneNumber: '0912345678',
  shopName: `Shop ${n}`,
  country: 'VN',
  monthlyParcels: 100 + n,
});
const application = (n: number) => ({
  companyName: 'Kerry Express Thailand',
  contactName: 'Somchai Jaidee',
  email: `partner${n}@example.com`,
  country: 'TH',
  partnerType: 'logistics',
  sellersServed: '501-5000',
  message: `Application ${n}: we would like to offer pick-ups.`,
  consent: true,
});

function expectLimited(res: Awaited<ReturnType<typeof from>>, windowSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.json.code).toBe(ERRORS.RATE_LIMITED.code);
  const wait = Number(res.headers.get('retry-after'));
  expect(wait).toBe(res.json.data.retryAfter);
  expect(wait).toBeGreaterThan(windowSeconds - 60);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
}

describe('every public write is limited per client address, in the database', () => {
  test.each([
    [
      'feedback',
      FEEDBACK,
      (n: number) => ({ content: `Feedback number ${n}, please.` }),
      WRITE_LIMITS.feedback,
    ],
    ['bookTraining', BOOK, (n: number) => booking(`limit${n}@example.com`), WRITE_LIMITS.bookTraining],
    ['spxEnquiry', SPX, spx, WRITE_LIMITS.spxEnquiry],
    ['partnerApply', APPLY, application, WRITE_LIMITS.partnerApply],
  ] as const)('%s', async (_name, path, body, limit) => {
    const ip = newAddress();
    for (let n = 0; n < limit.max; n++)
      expect((await from(ip, path, body(n))).json.code, `write ${n}`).toBe(0);
    expectLimited(await from(ip, path, body(limit.max)), limit.windowSeconds);
    // Another address is not affected.
    expect((await from(newAddress(), path, body(limit.max))).json.code).toBe(0);
  });

  test('the count is shared by every process on the database', async () => {
    const other = createApp({ db: api.db, config: api.config });
    const ip = newAddress();
    const { max } = WRITE_LIMITS.feedback;
    const answers = await Promise.all(
      Array.from({ length: max + 5 }, (_, n) =>
        from(ip, FEEDBACK, { content: `Parallel feedback ${n}.` }, n % 2 ? other : api.app),
      ),
    );
    expect(answers.filter((a) => a.json.code === 0)).toHaveLength(max);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });

  test('telemetry: collect, monitoring and the analytics collector', async () => {
    const ip = newAddress();
    const count = { event: 'count', properties: { name: 'x', url: '/' } };
    for (let n = 0; n < 4; n++) expect((await from(ip, '/api/collect', count)).json.code).toBe(0);
    expectLimited(await from(ip, '/api/collect', count), 60);

    const report = {
      [MONITORING_FIELDS.source]: 'window.onerror',
      [MONITORING_FIELDS.message]: 'TypeError',
      [MONITORING_FIELDS.pageUrl]: 'https://www.sellwise.test/',
      [MONITORING_FIELDS.browser]: { userAgent: 'UA', appName: 'N', appVersion: '5', platform: 'L' },
    };
    const reports = await Promise.all(
      Array.from({ length: WRITE_LIMITS.monitoring.max + 1 }, () => from(ip, '/api/monitoring', report)),
    );
    expect(reports.filter((r) => r.status === 429)).toHaveLength(1);

    const batch = { api_key: 'k', events: [{ event_type: 'page_view', device_id: 'device-1' }] };
    const limited = await createTestApi({ writeLimits: { analytics: { max: 2, windowSeconds: 60 } } });
    try {
      for (let n = 0; n < 2; n++)
        expect((await from(ip, '/api/report.json', batch, limited.app)).json.code).toBe(200);
      const res = await from(ip, '/api/report.json', batch, limited.app);
      expect(res.status).toBe(429);
      expect(res.json.code).toBe(429); // Amplitude's format
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('the same request again is stored once', () => {
  test('feedback sent twice answers the first id and counts once', async () => {
    const ip = newAddress();
    const body = { content: 'Double-clicked feedback.', type: 'problem' };
    const first = await from(ip, FEEDBACK, body);
    // The same fields in another order are the same request.
    const again = await from(ip, FEEDBACK, { type: 'problem', content: 'Double-clicked feedback.' });
    expect(again.json.data.id).toBe(first.json.data.id);
    const rows = await api.db.select({ n: count() }).from(feedback).where(eq(feedback.content, body.content));
    expect(rows[0]!.n).toBe(1);
    // Repeats took nothing from the limit: the address still has all but one of its writes.
    for (let n = 1; n < WRITE_LIMITS.feedback.max; n++) {
      expect((await from(ip, FEEDBACK, { content: `Other feedback ${n}.` })).json.code).toBe(0);
    }
    // From another address the same text is another person's feedback.
    const elsewhere = await from(newAddress(), FEEDBACK, body);
    expect(elsewhere.json.data.id).not.toBe(first.json.data.id);
  });

  test('SPX enquiries sent at once are stored once', async () => {
    const ip = newAddress();
    const answers = await Promise.all(Array.from({ length: 5 }, () => from(ip, SPX, spx(999))));
    expect(new Set(answers.map((a) => a.json.data.id)).size).toBe(1);
    const rows = await api.db
      .select({ n: count() })
      .from(spxEnquiries)
      .where(eq(spxEnquiries.shopName, 'Shop 999'));
    expect(rows[0]!.n).toBe(1);
  });
});

describe('a training booking must be one the form offers', () => {
  const issuesOf = (res: Awaited<ReturnType<typeof from>>) => {
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(ERRORS.VALIDATION.code);
    return res.json.data.issues;
  };
  const today = todayIn('Asia/Bangkok', Date.now());

  test.each([
    ['1900-01-01', 'date', TRAINING_TIME_MESSAGES.dateRange],
    ['9999-12-31', 'date', TRAINING_TIME_MESSAGES.dateRange],
    [addDays(today, -1), 'date', TRAINING_TIME_MESSAGES.dateRange],
    [addDays(today, 61), 'date', TRAINING_TIME_MESSAGES.dateRange],
  ])('%s is refused', async (date, path, message) => {
    const res = await from(newAddress(), BOOK, { ...booking('when@example.com'), date });
    expect(issuesOf(res)).toEqual([{ path, message }]);
  });

  test('the last day of the window is taken', async () => {
    const res = await from(newAddress(), BOOK, { ...booking('last@example.com'), date: addDays(today, 60) });
    expect(res.json.code).toBe(0);
  });

  test('an unknown country is refused', async () => {
    for (const country of ['ZZ', 'US']) {
      const res = await from(newAddress(), BOOK, { ...booking('zz@example.com'), country });
      expect(issuesOf(res)).toEqual([{ path: 'country', message: FIELD_MESSAGES.required }]);
    }
    const spxRes = await from(newAddress(), SPX, { ...spx(1), country: 'ZZ' });
    expect(issuesOf(spxRes)[0].path).toBe('country');
    const partner = await from(newAddress(), APPLY, { ...application(1), country: 'ZZ' });
    expect(issuesOf(partner)[0].path).toBe('country');
  });

  test('a full session is refused with its own message', async () => {
    const date = addDays(today, 30);
    await api.db.insert(trainingAppointments).values(
      Array.from({ length: SLOT_CAPACITY }, (_, n) => ({
        ...booking(`seat${n}@example.com`, '19:00'),
        date,
        storeName: null,
      })),
    );
    const res = await from(newAddress(), BOOK, { ...booking('late@example.com', '19:00'), date });
    expect(issuesOf(res)).toEqual([{ path: 'timeSlot', message: TRAINING_TIME_MESSAGES.slotFull }]);
    // Another market's 19:00 is another session.
    const vn = await from(newAddress(), BOOK, {
      ...booking('late@example.com', '19:00'),
      date,
      country: 'VN',
    });
    expect(vn.json.code).toBe(0);
    const rows = await api.db
      .select({ n: count() })
      .from(trainingAppointments)
      .where(and(eq(trainingAppointments.date, date), eq(trainingAppointments.country, 'TH')));
    expect(rows[0]!.n).toBe(SLOT_CAPACITY);
  });
});

describe('a NUL in one analytics event', () => {
  test('refuses that event with 400 naming it, and keeps the rest of the batch', async () => {
    const events = [
      { event_type: 'nul_test_ok_1', device_id: 'device-nul' },
      { event_type: 'nul_test_bad', device_id: 'device-nul', event_properties: { path: 'a\u0000b' } },
      { event_type: 'nul_test_lone', device_id: 'device-nul', event_properties: { s: '\ud800' } },
      { event_type: 'nul_test_ok_2', device_id: 'device-nul' },
      { event_type: 'nul\u0000type', device_id: 'device-nul' },
    ];
    const res = await from(newAddress(), '/api/report.json', { api_key: 'k', events });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 400,
      events_ingested: 2,
      events_with_invalid_fields: { event_properties: [1, 2], event_type: [4] },
    });
    const rows = await api.db
      .select({ name: analyticsEvents.name })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.deviceId, 'device-nul'));
    expect(rows.map((r) => r.name).sort()).toEqual(['nul_test_ok_1', 'nul_test_ok_2']);
  });

  test('collect and monitoring refuse what PostgreSQL cannot store with 400', async () => {
    const ip = newAddress();
    const lone = await from(ip, '/api/collect', { event: 'count', properties: { name: '\ud800', url: '/' } });
    expect(lone.status).toBe(400);
    expect(lone.json.code).toBe(ERRORS.VALIDATION.code);
  });
});

describe('log-in CSRF', () => {
  const LOGIN = '/api/v3/auth/loginsub.json';
  const body = { account: 'nobody@example.com', password: encodePassword('secret123') };
  // Passed on to the log-in itself (which then refuses the unknown account, or asks for a captcha).
  const passed = (res: Awaited<ReturnType<typeof from>>) => {
    expect(res.status).toBeLessThan(500);
    expect(res.json.code).not.toBe(ERRORS.CROSS_SITE.code);
    expect([ERRORS.LOGIN_FAILED.code, ERRORS.CAPTCHA_REQUIRED.code]).toContain(res.json.code);
  };
  const refused = (res: Awaited<ReturnType<typeof from>>) => {
    expect(res.status).toBe(403);
    expect(res.json.code).toBe(ERRORS.CROSS_SITE.code);
  };

  test('another site is refused on every state-changing call', async () => {
    refused(await from(newAddress(), LOGIN, body, api.app, { origin: 'https://evil.example' }));
    refused(await from(newAddress(), LOGIN, body, api.app, { origin: 'null' }));
    refused(await from(newAddress(), LOGIN, body, api.app, { 'sec-fetch-site': 'cross-site' }));
    refused(
      await from(newAddress(), FEEDBACK, { content: 'From elsewhere.' }, api.app, {
        origin: 'https://evil.example',
      }),
    );
  });

  test('the site itself, and calls without an Origin, pass', async () => {
    const own = await from(newAddress(), LOGIN, body, api.app, {
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
    });
    passed(own);
    // Behind the site's proxy or TLS: the public host arrives as Host or X-Forwarded-Host.
    const proxied = await from(newAddress(), LOGIN, body, api.app, {
      origin: 'https://www.sellwise.test',
      'x-forwarded-host': 'www.sellwise.test',
    });
    passed(proxied);
    passed(await from(newAddress(), LOGIN, body));
    // Reading is never refused.
    const read = await api.app.request('/api/v1/isLogin.json', {
      headers: { origin: 'https://evil.example' },
    });
    expect(read.status).toBe(200);
  });

  test('ALLOWED_ORIGINS names other origins that may call', async () => {
    const { allowedOrigins } = configFromEnv({
      ALLOWED_ORIGINS: 'https://partner.example, https://admin.example/',
    });
    const allowing = createApp({ db: api.db, config: { ...api.config, allowedOrigins } });
    const res = await from(newAddress(), LOGIN, body, allowing, { origin: 'https://admin.example' });
    passed(res);
    refused(await from(newAddress(), LOGIN, body, allowing, { origin: 'https://evil.example' }));
  });

  test('text/plain JSON is refused where a password is taken', async () => {
    for (const path of [LOGIN, '/api/v3/auth/regsub.json', '/api/v2/email/forget.json']) {
      const res = await api.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(body),
      });
      expect(res.status, path).toBe(415);
      expect(((await res.json()) as { code: number }).code).toBe(ERRORS.UNSUPPORTED_MEDIA_TYPE.code);
    }
  });
});

describe('the telemetry window counter', () => {
  test('a flood of new addresses pushes out idle ones, not the busy one', () => {
    const counter = createWindowCounter(60_000, 100);
    for (let n = 0; n < 50; n++) counter('busy');
    for (let i = 0; i < 1000; i++) {
      counter(`flood-${i}`);
      if (i % 10 === 0) counter('busy');
    }
    // The busy address kept its count: 50 + one per ten of the flood, plus this call.
    expect(counter('busy')).toBe(50 + 100 + 1);
    // An address pushed out starts again.
    expect(counter('flood-0')).toBe(1);
  });

  test('a window expires', () => {
    const counter = createWindowCounter(20);
    counter('a', 5);
    const start = Date.now();
    while (Date.now() - start < 30) {
      /* wait out the window */
    }
    expect(counter('a')).toBe(1);
  });
});
