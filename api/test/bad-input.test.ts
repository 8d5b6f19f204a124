import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildPath, ERROR_BY_CODE, ERRORS, encodePassword, ROUTES } from '../contract/index.ts';
import * as schema from '../src/db/schema.ts';
import { ANALYTICS_PATHS } from '../src/routes/telemetry.ts';
import { booking, createTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const uuid = '5b0c4c57-4c5e-4c36-9f55-2b4f1c1f2a11';
const long = 'x'.repeat(5000);
const password = encodePassword('secret123');
type Init = {
  json?: unknown;
  form?: Record<string, string>;
  body?: string;
  headers?: Record<string, string>;
};

/** Each write endpoint with a valid body; the matrix breaks it one way at a time. */
const WRITES: [string, Record<string, unknown>][] = [
  [
    '/api/v2/email/sendVerifyCode.json',
    { email: 'a@example.com', captchaId: uuid, picVerificationCode: 'abcd' },
  ],
  [
    '/api/v3/auth/sendRegPhoneCode.json',
    { phonePrefix: '66', phoneNumber: '812345678', captchaId: uuid, picVerificationCode: 'abcd' },
  ],
  ['/api/v2/user/regsub.json', { account: 'a@example.com', password, verifyCode: '123456' }],
  ['/api/v3/auth/regsub.json', { account: 'a@example.com', password, verifyCode: '123456' }],
  ['/api/v3/auth/loginsub.json', { account: 'a@example.com', password }],
  ['/api/v2/email/forget.json', { email: 'a@example.com', verifyCode: '123456', password }],
  [
    '/api/v3/auth/forgetPwdSendPoneCode.json',
    { phonePrefix: '66', phoneNumber: '812345678', captchaId: uuid, picVerificationCode: 'abcd' },
  ],
  [
    '/api/v3/auth/forgetPwdSubmit.json',
    { phonePrefix: '66', phoneNumber: '812345678', verifyCode: '123456', password },
  ],
  ['/api/v1/appointment/train/notLoggedAdd.json', booking('b@example.com')],
  ['/api/v5/userFeedback/editUserFeedback', { content: 'Useful product, thanks.' }],
  [
    '/tem/logistics/spx/data.json',
    {
      name: 'A',
      phonePrefix: '66',
      phoneNumber: '812345678',
      shopName: 'S',
      country: 'TH',
      monthlyParcels: 5,
    },
  ],
  ['/api/collect', { event: 'count', properties: { name: 'x', url: '/' } }],
];

const firstKey = (body: Record<string, unknown>) => Object.keys(body)[0]!;

function* writeCases(): Generator<[string, string, Init]> {
  for (const [path, body] of WRITES) {
    const key = firstKey(body);
    const { [key]: _, ...missing } = body;
    yield [`${path} missing ${key}`, path, { json: missing }];
    yield [`${path} ${key} wrong type`, path, { json: { ...body, [key]: { nested: [1] } } }];
    yield [`${path} ${key} too long`, path, { json: { ...body, [key]: long } }];
    yield [`${path} body is an array`, path, { json: [body] }];
    yield [`${path} ${key} with NUL`, path, { json: { ...body, [key]: 'a\u0000b' } }];
    yield [
      `${path} malformed JSON`,
      path,
      { body: '{"a":', headers: { 'content-type': 'application/json' } },
    ];
    yield [`${path} oversized body`, path, { json: { ...body, pad: 'x'.repeat(70 * 1024) } }];
    yield [
      `${path} unknown media type`,
      path,
      { body: '<x/>', headers: { 'content-type': 'application/xml' } },
    ];
  }
}

const READS: [string, string][] = [
  ['unknown language (path)', '/api/v5/xx/index'],
  ['unknown language (path) catPage', '/api/v5/fr_FR/catPage?categoryId=1'],
  ['unknown language (price)', '/api/v1/de/goodsPrice.json'],
  ['unknown language (query)', '/api/v1/blog/index.json?lang=klingon'],
  [
    'unknown language (agreement)',
    '/api/v1/agreement/getPrivacyAgreement.json?agreementLanguage=fr&agreementType=1',
  ],
  [
    'unknown agreement type',
    '/api/v1/agreement/getPrivacyAgreement.json?agreementLanguage=th&agreementType=9',
  ],
  ['unknown blog id', '/api/v1/blog/articleDetails.json?blogId=999'],
  ['blog id not a number', '/api/v1/blog/articleDetails.json?blogId=abc'],
  ['blog id missing', '/api/v1/blog/articleDetails.json'],
  ['blog id too big', '/api/v1/blog/articleDetails.json?blogId=99999999999999999999'],
  ['unknown topic', '/api/v1/blog/topicsContentPage.json?topicsId=77'],
  ['search text missing', '/api/v1/blog/search.json'],
  ['search text too long', `/api/v1/blog/search.json?content=${long}`],
  ['unknown help category', '/api/v5/en_US/catPage?categoryId=404'],
  ['help category not a number', '/api/v5/en_US/catPage?categoryId=%27%20or%201=1'],
  ['unknown help article', '/api/v5/en_US/detailPage/1/1/9999/1'],
  ['help type out of range', '/api/v5/en_US/detailPage/1/7/1001/1'],
  ['help id not a number', '/api/v5/en_US/detailPage/1/1/abc/1'],
  ['unknown channel', '/api/v1/getNotLoginContactCustomerQrcode.json?channel=fax'],
  ['page out of range', '/api/v1/blog/showMoreBlog.json?page=0'],
  ['phone code query missing', '/api/v2/user/sendRegPhoneCode.json'],
  ['cover path traversal', '/api/v1/blog/cover/..%2F..%2Fetc%2Fpasswd'],
  ['unknown route', '/api/v9/nothing.json'],
];

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (typeof table !== 'object' || !table || !('$inferSelect' in table)) continue;
    const name = getTableName(table as never);
    const result = await api.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    counts[name] = rows[0]!.n;
  }
  return counts;
}

function expectEnvelopeError(res: { status: number; json: { code: number; msg: string } }, label: string) {
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  const name = ERROR_BY_CODE.get(res.json.code);
  expect(name, `${label}: ${JSON.stringify(res.json)}`).toBeDefined();
  expect(res.json.msg).toBe(ERRORS[name!].msg);
}

describe('bad input: a 4xx with the envelope and its code, never a 5xx, never a written row', () => {
  let before: Record<string, number>;
  beforeAll(async () => {
    before = await rowCounts();
  });

  test.each([...writeCases()])('%s', async (label, path, init) => {
    const res = await api.call('POST', path, init);
    expectEnvelopeError(res, label);
    if (label.endsWith('oversized body')) expect(res.status).toBe(413);
    if (label.endsWith('malformed JSON')) expect(res.json.code).toBe(ERRORS.MALFORMED_JSON.code);
  });

  test.each(READS)('%s', async (label, path) => {
    const res = await api.call('GET', path);
    expectEnvelopeError(res, label);
    if (label.startsWith('unknown language')) expect(res.json.code).toBe(ERRORS.UNKNOWN_LANGUAGE.code);
  });

  test('help search: bad and hostile input', async () => {
    for (const k of ['', long, "' or 1=1 --", '%%%', '\u0000']) {
      const res = await api.call('POST', `/api/v5/en_US/search/get?k=${encodeURIComponent(k)}`);
      expect(res.status, k).toBeLessThan(500);
    }
  });

  test('no rows were written by any of it', async () => {
    const after = await rowCounts();
    // Rate-limit events and outbox/captcha rows come only from successful sends; none succeeded.
    expect(after).toEqual(before);
  });
});

/**
 * Every POST that reads a body: the table's entries (path parameters filled in; signed-in ones answer
 * NOT_LOGGED_IN before reading) and the analytics collector.
 */
const POST_PATHS = [
  ...Object.values(ROUTES)
    .filter((r) => r.method === 'post' && 'body' in r && !('session' in r))
    .map((r) => buildPath(r.path, { lang: 'en_US' })),
  ...ANALYTICS_PATHS,
];

describe('bodies that do not parse', () => {
  test.each([
    [
      'multipart without its boundary',
      'multipart/form-data',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    ],
    [
      'multipart cut short',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
    ],
    ['multipart garbage', 'multipart/form-data; boundary=x', '\u0000\u0001 not multipart at all'],
  ])('%s: 400 on every POST route', async (_label, type, body) => {
    for (const path of POST_PATHS) {
      const res = await api.call('POST', path, { body, headers: { 'content-type': type } });
      expect(res.status, path).toBe(400);
      if (ANALYTICS_PATHS.has(path)) expect(res.json.code, path).toBe(400);
      else expect([ERRORS.MALFORMED_JSON.code, ERRORS.VALIDATION.code], path).toContain(res.json.code);
    }
  });
});

describe('a body over the limit on a keep-alive connection', () => {
  test('413 says Connection: close, and the next request on the same agent succeeds', async () => {
    const server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (path: string, body: string | null) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path,
            agent,
            method: body === null ? 'GET' : 'POST',
            headers:
              body === null
                ? {}
                : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              text += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
          },
        );
        req.on('error', reject);
        req.end(body ?? undefined);
      });
    try {
      for (const path of ['/api/v5/userFeedback/editUserFeedback', '/api/report.json']) {
        const huge = JSON.stringify({ content: 'x'.repeat(2 * 1024 * 1024) });
        const tooLarge = await send(path, huge);
        expect(tooLarge.status, path).toBe(413);
        expect(tooLarge.headers.connection, path).toBe('close');
        const next = await send('/api/v1/isLogin.json', null);
        expect(next.status, path).toBe(200);
      }
    } finally {
      agent.destroy();
      server.close();
    }
  });
});
