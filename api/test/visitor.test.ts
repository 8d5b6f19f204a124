import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ERRORS, MONITORING_FIELDS } from '../contract/index.ts';
import { createApp } from '../src/app.ts';
import {
  analyticsEvents,
  errorReports,
  feedback,
  spxEnquiries,
  trainingAppointments,
} from '../src/db/schema.ts';
import { booking, createTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ analyticsApiKeys: ['test-key'] });
});
afterAll(() => api.close());

describe('training appointment', () => {
  test('books without an account; the same booking again returns the same id', async () => {
    const first = await api.call('POST', '/api/v1/appointment/train/notLoggedAdd.json', {
      json: booking('s@example.com'),
    });
    expect(first.json).toMatchObject({ code: 0, data: { date: booking('').date, timeSlot: '10:30' } });
    const again = await api.call('POST', '/api/v1/appointment/train/notLoggedAdd.json', {
      json: booking('s@example.com'),
    });
    expect(again.json.data.id).toBe(first.json.data.id);
    const rows = await api.db
      .select()
      .from(trainingAppointments)
      .where(eq(trainingAppointments.email, 's@example.com'));
    expect(rows).toHaveLength(1);
  });

  test('rejects an unknown slot or marketplace', async () => {
    const res = await api.call('POST', '/api/v1/appointment/train/notLoggedAdd.json', {
      json: { ...booking('x@example.com'), timeSlot: '03:00', marketplace: 'ebay' },
    });
    expect(res.json.code).toBe(ERRORS.VALIDATION.code);
    expect(res.json.data.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'marketplace',
      'timeSlot',
    ]);
  });
});

describe('feedback, language, SPX', () => {
  test('feedback form-encoded', async () => {
    const res = await api.call('POST', '/api/v5/userFeedback/editUserFeedback', {
      form: {
        content: 'Please add Tokopedia order export.',
        type: 'suggestion',
        contact: 'rina@example.com',
        lang: 'in',
      },
    });
    expect(res.json.code).toBe(0);
    const [row] = await api.db.select().from(feedback).where(eq(feedback.id, res.json.data.id));
    expect(row).toMatchObject({ lang: 'in', contact: 'rina@example.com' });
  });

  test('change language', async () => {
    expect((await api.call('GET', '/api/v1/lang/changeLang.json?lang=vi')).json).toEqual({
      code: 0,
      msg: 'ok',
      data: { lang: 'vi' },
    });
    expect((await api.call('GET', '/api/v1/lang/changeLang.json?lang=fr')).json.code).toBe(
      ERRORS.UNKNOWN_LANGUAGE.code,
    );
  });

  test('SPX data and enquiry', async () => {
    const post = await api.call('POST', '/tem/logistics/spx/data.json', {
      json: {
        name: 'Linh',
        phonePrefix: '84',
        phoneNumber: '0912345678',
        shopName: 'Linh Shop',
        country: 'VN',
        monthlyParcels: 1200,
      },
    });
    expect(post.json.code).toBe(0);
    const get = await api.call('GET', '/api/v5/tem/logistics/spx/data.json');
    expect(get.json.data.enquiries).toBe(1);
    const [row] = await api.db.select().from(spxEnquiries);
    expect(row!.phone).toBe('84912345678');
  });
});

describe('telemetry', () => {
  const events = [
    { event_type: 'page_view', device_id: 'device-12345', event_properties: { path: '/en_US/index.htm' } },
  ];

  test('analytics collector answers as Amplitude does', async () => {
    for (const path of ['/api/report.json', '/api/batch-report.json']) {
      const res = await api.call('POST', path, {
        json: { api_key: 'test-key', events, options: { min_id_length: 5 } },
      });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ code: 200, events_ingested: 1 });
    }
    const [row] = await api.db.select({ n: count() }).from(analyticsEvents);
    expect(row!.n).toBe(2);
  });

  test('analytics errors: invalid key 400, bad body 400, too large 413', async () => {
    const badKey = await api.call('POST', '/api/report.json', { json: { api_key: 'nope', events } });
    expect(badKey.status).toBe(400);
    expect(badKey.json.error).toBe('Invalid API key');
    expect((await api.call('POST', '/api/report.json', { json: { events: 'x' } })).status).toBe(400);
    expect(
      (
        await api.call('POST', '/api/report.json', {
          body: '{',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    const huge = {
      api_key: 'test-key',
      events: [{ event_type: 'x', event_properties: { blob: 'x'.repeat(1_100_000) } }],
    };
    const res = await api.call('POST', '/api/report.json', { json: huge });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe(413);
  });

  test('count events', async () => {
    const res = await api.call('POST', '/api/collect', {
      json: { event: 'count', properties: { name: 'register', url: '/en_US/register.htm' } },
    });
    expect(res.json.code).toBe(0);
  });

  test('the enhanced-registration event of a sign-up conversion', async () => {
    const res = await api.call('POST', '/api/collect', {
      json: {
        event: 'enhanced_registration',
        properties: { sourceChannelId: '77', phone_number: '+66812345678' },
      },
    });
    expect(res.json.code).toBe(0);
    const bad = await api.call('POST', '/api/collect', { json: { event: 'purchase', properties: {} } });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe(1001);
  });

  test('monitoring takes the Chinese field names', async () => {
    const res = await api.call('POST', '/api/monitoring', {
      json: {
        [MONITORING_FIELDS.source]: 'window.onerror',
        [MONITORING_FIELDS.message]: 'TypeError: x is undefined',
        [MONITORING_FIELDS.instance]: 'HomePage',
        [MONITORING_FIELDS.info]: 'mounted hook',
        [MONITORING_FIELDS.pageUrl]: 'https://www.sellwise.test/en_US/index.htm',
        [MONITORING_FIELDS.browser]: {
          userAgent: 'UA',
          appName: 'Netscape',
          appVersion: '5.0',
          platform: 'Linux',
        },
      },
    });
    expect(res.json.code, res.text).toBe(0);
    const [row] = await api.db.select().from(errorReports);
    expect(row).toMatchObject({ source: 'window.onerror', instance: 'HomePage' });
  });

  test('build manifest and meta', async () => {
    const latest = await api.call('GET', '/builds/latest.json?timestamp=1');
    expect(latest.json).toEqual(api.config.build);
    // The route rules are the site's (site/server/build-meta.ts answers them, tested there): here only
    // that the id must be this build's.
    expect((await api.call('GET', `/builds/meta/${api.config.build.id}.json`)).json.id).toBe(
      api.config.build.id,
    );
    expect((await api.call('GET', '/builds/meta/other.json')).json.code).toBe(ERRORS.BUILD_NOT_FOUND.code);
  });

  test('site-switch check follows the configured countries', async () => {
    const cn = await api.call('GET', '/v?sign=abc', { headers: { 'cf-ipcountry': 'cn' } });
    expect(cn.json).toEqual({ code: 0, msg: 'ok', data: { code: 'CN', flag: 'yes' } });
    const th = await api.call('GET', '/v', { headers: { 'x-country-code': 'TH' } });
    expect(th.json.data).toEqual({ code: 'TH', flag: 'no' });
    const custom = createApp({
      db: api.db,
      config: { ...api.config, siteSwitch: { countries: ['TH'], countryHeaders: ['x-geo'] } },
    });
    const res = await custom.request('/v', { headers: { 'x-geo': 'TH' } });
    expect(((await res.json()) as { data: { flag: string } }).data.flag).toBe('yes');
  });
});

describe('outbox', () => {
  test('newest first, with the fields the end-to-end tests read', async () => {
    await api.emailCode('outbox@example.com');
    const res = await api.call('GET', '/dev/outbox?to=OUTBOX@example.com');
    expect(Object.keys(res.json[0]).sort()).toEqual([
      'channel',
      'code',
      'createdAt',
      'subject',
      'text',
      'to',
    ]);
    expect(res.json[0]).toMatchObject({ to: 'outbox@example.com', channel: 'email' });
    expect(res.json[0].text).toContain(res.json[0].code);
  });

  test('none of /dev/* exists in production', async () => {
    const prod = createApp({ db: api.db, config: { ...api.config, production: true } });
    for (const path of [
      '/dev/outbox?to=outbox@example.com',
      '/dev/appointments?email=dev@example.com',
      '/dev/feedback',
    ]) {
      const res = await prod.request(path);
      expect(res.status, path).toBe(404);
    }
  });
});

describe('dev appointments and feedback', () => {
  const book = (email: string, timeSlot: string) =>
    api.call('POST', '/api/v1/appointment/train/notLoggedAdd.json', { json: booking(email, timeSlot) });

  test('appointments booked with an address, newest first, found by any spelling of it', async () => {
    const first = await book('Dev.Booker@example.com', '09:00');
    const second = await book('dev.booker@example.com', '14:00');
    await book('someone.else@example.com', '09:00');
    const res = await api.call('GET', '/dev/appointments?email=%20DEV.booker@Example.com');
    expect(res.status).toBe(200);
    expect(res.json.map((r: { id: number }) => r.id)).toEqual([second.json.data.id, first.json.data.id]);
    expect(res.json[0]).toMatchObject({
      email: 'dev.booker@example.com',
      timeSlot: '14:00',
      date: booking('').date,
      marketplace: 'shopee',
      storeName: 'Somchai Gadgets',
    });
    expect((await api.call('GET', '/dev/appointments?email=nobody@example.com')).json).toEqual([]);
  });

  test('appointments need a valid e-mail', async () => {
    for (const query of ['', '?email=', '?email=not-an-address']) {
      const res = await api.call('GET', `/dev/appointments${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.code).toBe(ERRORS.VALIDATION.code);
    }
  });

  test('newest feedback first, as many as asked', async () => {
    const sent: number[] = [];
    for (const content of ['First dev feedback row', 'Second dev feedback row', 'Third dev feedback row']) {
      const res = await api.call('POST', '/api/v5/userFeedback/editUserFeedback', { json: { content } });
      sent.push(res.json.data.id);
    }
    const two = await api.call('GET', '/dev/feedback?limit=2');
    expect(two.json.map((r: { id: number }) => r.id)).toEqual([sent[2], sent[1]]);
    expect(two.json[0]).toMatchObject({
      content: 'Third dev feedback row',
      type: 'suggestion',
      lang: 'en_US',
    });
    const all = await api.call('GET', '/dev/feedback');
    expect(all.json.length).toBe(Math.min(20, (await api.db.select().from(feedback)).length));
    for (const limit of ['0', '101', 'many', '1.5']) {
      const res = await api.call('GET', `/dev/feedback?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.json.code).toBe(ERRORS.VALIDATION.code);
    }
  });
});
