/**
 * Every entry of the route table, and the analytics collector, under hostile input: each value of the
 * corpus at least once per entry in a path parameter, query value or body field, once in a header, and
 * each broken body once per writing entry. No answer may be a 5xx (BUSY aside), and every error is the
 * envelope with a code of errors.ts. Values rotate over the fields rather than filling the cross product,
 * so the whole matrix stays a few thousand calls.
 */
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ApiRoute, buildPath, ROUTES, type RouteName } from '../../contract/index.ts';
import { ANALYTICS_PATHS } from '../../src/routes/telemetry.ts';
import { createTestApi, type TestApi } from '../helpers.ts';
import { type Answer, answerProblem, inBatches } from '../support/answers.ts';
import {
  encodeHostile,
  HOSTILE_BODIES,
  HOSTILE_HEADER_NAMES,
  HOSTILE_STRINGS,
  headerVariants,
  hostileQuery,
  WRONG_TYPES,
} from '../support/corpus.ts';
import { ROUTE_NAMES, SAMPLES, type Sample } from '../support/samples.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const BATCH = 64;
/** Totals for the closing note: calls made and 5xx seen. */
const tally = { sent: 0, fiveHundreds: [] as string[] };
afterAll(() => {
  console.log(`hostile inputs: ${tally.sent} calls, ${tally.fiveHundreds.length} answers >= 500`);
  for (const line of tally.fiveHundreds) console.log(`  5xx ${line}`);
});

interface Case {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

function pathOf(route: ApiRoute, params: Record<string, string> | undefined, rawParams = false): string {
  if (!params) return route.path;
  if (!rawParams) return route.path.replace(/:(\w+)/g, (_, n: string) => encodeHostile(params[n] ?? ''));
  return route.path.replace(/:(\w+)/g, (_, n: string) => params[n] ?? '');
}

function bodyOf(body: Record<string, unknown>, form: boolean): Pick<Case, 'headers' | 'body'> {
  const stringsOnly = Object.values(body).every((v) => typeof v === 'string');
  if (form && stringsOnly) {
    const text = Object.entries(body)
      .map(([k, v]) => `${encodeHostile(k)}=${encodeHostile(v as string)}`)
      .join('&');
    return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: text };
  }
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

function request(route: ApiRoute, sample: Sample, form = route.encoding === 'form'): Case {
  const query = sample.query ? hostileQuery(sample.query) : '';
  return {
    label: '',
    method: route.method.toUpperCase(),
    path: pathOf(route, sample.params) + query,
    ...(route.method === 'post' && sample.body ? bodyOf(sample.body, form) : {}),
  };
}

/** The hostile calls of one entry. */
function casesOf(name: RouteName): Case[] {
  const route: ApiRoute = ROUTES[name];
  const sample = SAMPLES[name];
  const slots: ['params' | 'query' | 'body', string][] = [
    ...Object.keys(sample.params ?? {}).map((k) => ['params', k] as ['params', string]),
    ...Object.keys(sample.query ?? {}).map((k) => ['query', k] as ['query', string]),
    ...(route.method === 'post'
      ? Object.keys(sample.body ?? {}).map((k) => ['body', k] as ['body', string])
      : []),
  ];
  // An entry without inputs still gets every value, as a query parameter nobody asked for.
  if (slots.length === 0) slots.push(['query', 'q']);
  const cases: Case[] = [];

  HOSTILE_STRINGS.forEach(([label, value], i) => {
    const [part, key] = slots[i % slots.length]!;
    const changed: Sample = { ...sample, [part]: { ...sample[part], [key]: value } };
    cases.push({ ...request(route, changed, i % 2 === 1), label: `${label} in ${part}.${key}` });
  });
  // Path parameters once more unencoded: traversal the URL parser resolves before routing.
  for (const key of Object.keys(sample.params ?? {})) {
    for (const raw of ['../../../../etc/passwd', '%2e%2e%2f%2e%2e%2f', '..%2f..%2fapp.ts', '.', '%00']) {
      const changed = { ...sample.params, [key]: raw };
      cases.push({
        ...request(route, sample),
        path: pathOf(route, changed, true) + (sample.query ? hostileQuery(sample.query) : ''),
        label: `raw ${raw} in params.${key}`,
      });
    }
  }
  // Wrong JSON types, each in the next body field (or query field as an array: key[]=a&key=b).
  WRONG_TYPES.forEach(([label, value], i) => {
    const bodySlots = slots.filter(([p]) => p === 'body');
    if (bodySlots.length > 0) {
      const [, key] = bodySlots[i % bodySlots.length]!;
      cases.push({
        ...request(route, { ...sample, body: { ...sample.body, [key]: value } }, false),
        label: `${label} in body.${key}`,
      });
    } else {
      const [part, key] = slots[i % slots.length]!;
      const base = request(
        route,
        part === 'params' ? sample : { ...sample, query: { ...sample.query, [key]: '' } },
      );
      cases.push({
        ...base,
        path: `${base.path}${base.path.includes('?') ? '&' : '?'}${key}=a&${key}=b&${key}[]=c&${key}[x]=d`,
        label: `repeated/array ${label} in query.${key}`,
      });
    }
  });
  // The whole body replaced; also the body as a JSON array or string instead of an object.
  if (route.method === 'post') {
    for (const [label, type, body] of HOSTILE_BODIES) {
      cases.push({
        ...request(route, sample),
        label: `body: ${label}`,
        headers: { 'content-type': type },
        body,
      });
    }
  }
  // Headers: every value once, in the next header name, with otherwise valid input.
  HOSTILE_STRINGS.forEach(([label, value], i) => {
    const header = HOSTILE_HEADER_NAMES[i % HOSTILE_HEADER_NAMES.length]!;
    const base = request(route, sample);
    cases.push({
      ...base,
      label: `${label} in header ${header}`,
      headers: { ...base.headers, [header]: headerVariants(header, value) },
    });
  });
  return cases;
}

async function send(c: Case): Promise<Answer> {
  tally.sent++;
  return api.call(c.method, c.path, { headers: c.headers, body: c.body });
}

describe('every route × hostile values: no 5xx, errors in the envelope', { timeout: 60_000 }, () => {
  test.each(ROUTE_NAMES)('%s', async (name) => {
    const route: ApiRoute = ROUTES[name];
    const cases = casesOf(name);
    const answers = await inBatches(
      cases.map((c) => () => send(c)),
      BATCH,
    );
    const problems: string[] = [];
    answers.forEach((res, i) => {
      const problem = answerProblem(res, { envelope: route.envelope !== false });
      if (!problem) return;
      const line = `${name} ${cases[i]!.label}: ${problem}`;
      problems.push(line);
      if (res.status >= 500) tally.fiveHundreds.push(line);
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('buildPath keeps a hostile parameter inside its segment', () => {
    for (const [, value] of HOSTILE_STRINGS) {
      if (!value || /[\uD800-\uDFFF]/.test(value)) continue;
      expect(buildPath('/api/v5/:lang/index', { lang: value }).split('/')).toHaveLength(5);
    }
  });
});

describe('the analytics collector (Amplitude format) under hostile input', { timeout: 60_000 }, () => {
  const amplitudeProblem = (res: Answer) => {
    if (res.status >= 500) return `status ${res.status}: ${res.text.slice(0, 200)}`;
    if (typeof res.json?.code !== 'number') return `not Amplitude's format: ${res.text.slice(0, 200)}`;
    if (res.status >= 400 && typeof res.json.error !== 'string') return `error without text: ${res.text}`;
    return null;
  };

  test.each([...ANALYTICS_PATHS])('%s', async (path) => {
    const event = (over: Record<string, unknown>) => ({
      event_type: 'page_view',
      device_id: 'd1',
      user_id: 'u1',
      event_properties: { url: '/th/' },
      ...over,
    });
    const fields = [
      'event_type',
      'device_id',
      'user_id',
      'event_properties',
      'api_key',
      'time',
      'session_id',
    ];
    const cases: Case[] = [];
    HOSTILE_STRINGS.forEach(([label, value], i) => {
      const field = fields[i % fields.length]!;
      const payload =
        field === 'api_key'
          ? { api_key: value, events: [event({})] }
          : field === 'event_properties'
            ? {
                api_key: 'k',
                events: [event({ event_properties: { [value]: value, nested: { v: value } } })],
              }
            : { api_key: 'k', events: [event({}), event({ [field]: value })] };
      cases.push({
        label: `${label} in ${field}`,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
    });
    WRONG_TYPES.forEach(([label, value], i) => {
      const field = fields[i % fields.length]!;
      cases.push({
        label: `${label} in ${field}`,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          field === 'api_key'
            ? { api_key: value, events: [] }
            : { api_key: 'k', events: [event({ [field]: value })] },
        ),
      });
    });
    cases.push({
      label: 'events not an array',
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: 'k', events: { 0: event({}) } }),
    });
    cases.push({
      label: '1,001 events',
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: 'k', events: Array.from({ length: 1001 }, () => event({})) }),
    });
    for (const [label, type, body] of HOSTILE_BODIES) {
      cases.push({ label: `body: ${label}`, method: 'POST', path, headers: { 'content-type': type }, body });
    }
    HOSTILE_STRINGS.forEach(([label, value], i) => {
      const header = HOSTILE_HEADER_NAMES[i % HOSTILE_HEADER_NAMES.length]!;
      cases.push({
        label: `${label} in header ${header}`,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', [header]: headerVariants(header, value) },
        body: JSON.stringify({ api_key: 'k', events: [event({})] }),
      });
    });
    const answers = await inBatches(
      cases.map((c) => () => send(c)),
      BATCH,
    );
    const problems: string[] = [];
    answers.forEach((res, i) => {
      const problem = amplitudeProblem(res);
      if (!problem) return;
      const line = `${path} ${cases[i]!.label}: ${problem}`;
      problems.push(line);
      if (res.status >= 500) tally.fiveHundreds.push(line);
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

/**
 * What fetch's Request cannot carry (CR, LF and NUL in headers, a bad request line, a lying
 * Content-Length) on a real socket to the API served by Node, as `npm run api` serves it.
 */
describe('raw HTTP on a socket', { timeout: 30_000 }, () => {
  let port = 0;
  let close: () => void = () => {};
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      const server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port;
        resolve();
      });
      close = () => server.close();
    });
  });
  afterAll(() => close());

  /** Sends raw bytes, returns everything the server answered before closing (or 1 s of silence). */
  function raw(bytes: string): Promise<string> {
    tally.sent++;
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let got = '';
      const done = () => {
        socket.destroy();
        resolve(got);
      };
      socket.setTimeout(1000, done);
      socket.on('data', (d) => {
        got += d.toString('latin1');
      });
      socket.on('end', done);
      socket.on('error', done);
      // Keep-alive would hold the socket open: ask for close unless the case sets Connection itself.
      const close = /\r\nConnection:/i.test(bytes)
        ? bytes
        : bytes.replace('\r\n', '\r\nConnection: close\r\n');
      socket.write(Buffer.from(close, 'latin1'));
    });
  }
  const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
  const login = '/api/v3/auth/loginsub.json';
  const json = '{"account":"a@example.com","password":"x"}';

  test.each([
    [
      'CRLF in a header value',
      `POST ${login} HTTP/1.1\r\nHost: x\r\nOrigin: http://x\r\nSet-Cookie: evil=1\r\nContent-Type: application/json\r\nContent-Length: ${json.length}\r\n\r\n${json}`,
    ],
    ['bare LF header', `GET /api/v1/isLogin.json HTTP/1.1\r\nHost: x\nX-Evil: 1\r\n\r\n`],
    [
      'NUL in a header',
      `GET /api/v1/isLogin.json HTTP/1.1\r\nHost: x\r\nCookie: sw_session=a\u0000b\r\n\r\n`,
    ],
    [
      'CRLF in the path',
      `GET /api/v1/blog/search.json?content=a%0d%0aSet-Cookie:%20evil=1 HTTP/1.1\r\nHost: x\r\n\r\n`,
    ],
    ['space in the path', `GET /api/v1/blog/search.json?content=a b HTTP/1.1\r\nHost: x\r\n\r\n`],
    [
      'Content-Length larger than the body',
      `POST ${login} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\nConnection: close\r\n\r\n${json}`,
    ],
    [
      'two Content-Lengths',
      `POST ${login} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: ${json.length}\r\n\r\n${json}`,
    ],
    [
      'bad chunked body',
      `POST ${login} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n${json}\r\n0\r\n\r\n`,
    ],
    [
      'chunked and Content-Length (smuggling)',
      `POST ${login} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /dev/outbox HTTP/1.1\r\nHost: x\r\n\r\n`,
    ],
    [
      'absolute-form target',
      `GET http://evil.example/api/v1/isLogin.json HTTP/1.1\r\nHost: evil.example\r\n\r\n`,
    ],
    [
      'header of 60 kB',
      `GET /api/v1/isLogin.json HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(60_000)}\r\n\r\n`,
    ],
    ['HTTP/0.9 request line', `GET /\r\n\r\n`],
  ])('%s: no 5xx, no injected header', async (_label, bytes) => {
    const answer = await raw(bytes);
    const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
    for (const status of statuses) expect(status, answer.slice(0, 300)).toBeLessThan(500);
    expect(answer).not.toMatch(/\r\nSet-Cookie: evil/i);
    expect(answer).not.toMatch(/\r\nX-Evil/i);
    if (answer) expect(statusOf(answer)).toBeGreaterThanOrEqual(200);
  });

  test('after a 413 the next request on the same connection is answered (or the server said close)', async () => {
    const big = JSON.stringify({ content: 'x'.repeat(api.config.bodyLimit + 10) });
    const first = `POST /api/v5/userFeedback/editUserFeedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\n\r\n${big}`;
    const second = 'GET /api/v1/isLogin.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
    const answer = await raw(first + second);
    expect(statusOf(answer)).toBe(413);
    const saidClose = /\r\nConnection: close\r\n/i.test(answer.split('\r\n\r\n')[0]!);
    if (!saidClose) expect(answer).toMatch(/HTTP\/1\.1 200/);
  });
});
