import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ERRORS } from '../contract/index.ts';
import { outbox, partnerApplications } from '../src/db/schema.ts';
import { APPLICATIONS_PER_HOUR_PER_EMAIL, PARTNER_TEAM_EMAIL } from '../src/routes/partners.ts';
import { createTestApi, type TestApi } from './helpers.ts';

const APPLY = '/api/v1/partners/apply.json';

const application = (email: string) => ({
  companyName: 'Kerry Express Thailand',
  contactName: 'Somchai Jaidee',
  jobTitle: 'Partnership manager',
  email,
  phone: '+66 81 234 5678',
  country: 'TH',
  website: 'https://th.kerryexpress.com',
  partnerType: 'logistics',
  sellersServed: '501-5000',
  message: 'We would like sellers to book our pick-ups from their order queue.',
  consent: true,
});

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const rowsFor = (email: string) =>
  api.db
    .select()
    .from(partnerApplications)
    .where(eq(partnerApplications.email, email))
    .orderBy(partnerApplications.id);
const teamMessages = async () =>
  (await api.db.select({ n: count() }).from(outbox).where(eq(outbox.to, PARTNER_TEAM_EMAIL)))[0]!.n;

describe('partner application', () => {
  test('stores the application and tells the partner team', async () => {
    const before = await teamMessages();
    const res = await api.call('POST', APPLY, {
      json: { ...application('Somchai@Example.com'), lang: 'th' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 0, msg: 'ok', data: { email: 'somchai@example.com' } });
    const [row] = await rowsFor('somchai@example.com');
    expect(row).toMatchObject({
      id: res.json.data.id,
      companyName: 'Kerry Express Thailand',
      jobTitle: 'Partnership manager',
      phone: '+66 81 234 5678',
      country: 'TH',
      partnerType: 'logistics',
      sellersServed: '501-5000',
      lang: 'th',
    });
    expect(await teamMessages()).toBe(before + 1);
    const [mail] = await api.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, PARTNER_TEAM_EMAIL))
      .orderBy(sql`${outbox.id} desc`)
      .limit(1);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Partner application: Kerry Express Thailand' });
    expect(mail!.text).toContain('E-mail: somchai@example.com');
    expect(mail!.text).toContain('pick-ups from their order queue');
  });

  test('optional fields may be left out or empty; the language comes from the headers', async () => {
    const { jobTitle: _j, phone: _p, website: _w, ...required } = application('mai@example.com');
    const res = await api.call('POST', APPLY, { json: required, headers: { language: 'vi' } });
    expect(res.json.code).toBe(0);
    const empty = await api.call('POST', APPLY, {
      json: { ...application('mai@example.com'), jobTitle: '', phone: '', website: '' },
    });
    expect(empty.json.code).toBe(0);
    const rows = await rowsFor('mai@example.com');
    expect(rows.map((r) => [r.jobTitle, r.phone, r.website, r.lang])).toEqual([
      [null, null, null, 'vi'],
      [null, null, null, 'en_US'],
    ]);
  });

  test('the dev listing finds the applications of an address in any spelling, newest first', async () => {
    const res = await api.call('GET', '/dev/partner-applications?email=%20MAI@example.com');
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(2);
    expect(res.json[0].id).toBeGreaterThan(res.json[1].id);
    const bad = await api.call('GET', '/dev/partner-applications?email=nobody');
    expect(bad.json.code).toBe(ERRORS.VALIDATION.code);
  });

  const invalid: [string, Record<string, unknown>][] = [
    ['companyName', { companyName: '   ' }],
    ['contactName', { contactName: undefined }],
    ['jobTitle', { jobTitle: 'x'.repeat(81) }],
    ['email', { email: 'somchai@' }],
    ['phone', { phone: 'call me' }],
    ['country', { country: 'Thailand' }],
    ['website', { website: 'javascript:alert(1)' }],
    ['partnerType', { partnerType: 'reseller' }],
    ['sellersServed', { sellersServed: '10' }],
    ['message', { message: 'Hi there' }],
    ['message', { message: 'x'.repeat(2001) }],
    ['consent', { consent: false }],
    ['consent', { consent: undefined }],
  ];
  test.each(invalid)('refuses a bad %s with VALIDATION and stores nothing', async (path, change) => {
    const email = `invalid-${path}@example.com`;
    const before = await teamMessages();
    const res = await api.call('POST', APPLY, { json: { ...application(email), ...change } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(ERRORS.VALIDATION.code);
    expect(res.json.data.issues.map((i: { path: string }) => i.path)).toEqual([path]);
    expect(await rowsFor(email)).toHaveLength(0);
    expect(await teamMessages()).toBe(before);
  });

  test('an unknown language is refused with its own code', async () => {
    const res = await api.call('POST', APPLY, { json: { ...application('lang@example.com'), lang: 'fr' } });
    expect(res.json.code).toBe(ERRORS.UNKNOWN_LANGUAGE.code);
  });
});

describe('partner application limits and atomicity', () => {
  test('an address may apply a few times an hour; then RATE_LIMITED with the wait, and nothing stored', async () => {
    const email = 'busy@example.com';
    for (let i = 0; i < APPLICATIONS_PER_HOUR_PER_EMAIL; i++) {
      // Each a different text: the very same application again is a repeat, stored once (write-limits.test.ts).
      const json = { ...application(email), message: `Application number ${i + 1} of the day.` };
      expect((await api.call('POST', APPLY, { json })).json.code).toBe(0);
    }
    const before = await teamMessages();
    const res = await api.call('POST', APPLY, { json: application(email) });
    expect(res.status).toBe(429);
    expect(res.json.code).toBe(ERRORS.RATE_LIMITED.code);
    expect(res.json.data.retryAfter).toBeGreaterThan(3500);
    expect(res.json.data.retryAfter).toBeLessThanOrEqual(3600);
    expect(await rowsFor(email)).toHaveLength(APPLICATIONS_PER_HOUR_PER_EMAIL);
    expect(await teamMessages()).toBe(before);
  });

  test('one network is limited too, across addresses', async () => {
    const limited = await createTestApi({ writeLimits: { partnerApply: { max: 2, windowSeconds: 3600 } } });
    try {
      const answers = [];
      for (const name of ['a', 'b', 'c']) {
        answers.push((await limited.call('POST', APPLY, { json: application(`${name}@example.com`) })).json);
      }
      expect(answers.map((a) => a.code)).toEqual([0, 0, ERRORS.RATE_LIMITED.code]);
      const rows = await limited.db.select({ n: count() }).from(partnerApplications);
      expect(rows[0]!.n).toBe(2);
    } finally {
      await limited.close();
    }
  });

  test('when the team message cannot be written, the application is not stored either', async () => {
    const broken = await createTestApi();
    try {
      await broken.db.execute(sql`alter table outbox rename to outbox_unavailable`);
      const res = await broken.call('POST', APPLY, { json: application('half@example.com') });
      expect(res.status).toBe(500);
      expect(res.json.code).toBe(ERRORS.INTERNAL.code);
      await broken.db.execute(sql`alter table outbox_unavailable rename to outbox`);
      const rows = await broken.db.select({ n: count() }).from(partnerApplications);
      expect(rows[0]!.n).toBe(0);
      // Its rate events were rolled back too: the address can still apply its full number of times.
      for (let i = 0; i < APPLICATIONS_PER_HOUR_PER_EMAIL; i++) {
        expect((await broken.call('POST', APPLY, { json: application('half@example.com') })).json.code).toBe(
          0,
        );
      }
    } finally {
      await broken.close();
    }
  });
});
