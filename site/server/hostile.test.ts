/**
 * The server renderer under hostile addresses: every route pattern of site/routes.ts with the API suite's
 * corpus (api/test/support/corpus.ts) in its path segments and query values, rendered against the real
 * API in-process. No answer may be a 5xx, and no value may come back as markup: every <script> in the
 * page is ours (it carries the nonce) and no hostile tag appears unescaped. Values are spread over the
 * routes (STRIDE) to stay within a minute.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../../api/test/helpers.ts';
import { encodeHostile, HOSTILE_STRINGS } from '../../api/test/support/corpus.ts';
import { configFromEnv } from '../config';
import { type RenderDeps, render } from '../entry-server';
import { ROUTES } from '../routes';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const NONCE = 'h0stileN0nce';
/** Query names the pages read (search words, redirects, tracking) plus one nobody reads. */
const QUERY_KEYS = ['keyWords', 'redirect', 'source', 'content', 'k', 'page', 'lang', 'sourceChannelId', 'x'];
/**
 * Each route gets every STRIDE-th value (offset by its index): each value lands on about six routes and
 * every route gets two or three, besides the all-markup call every route gets. A render takes tens of
 * milliseconds, so the full cross product (107 routes × 45 values) would take minutes.
 */
const STRIDE = 18;
/** Markup that would run if a value came back unescaped. */
const MARKUP = /<script>alert|<img src=x onerror|<svg\/onload/i;

let api: TestApi;
let deps: RenderDeps;
beforeAll(async () => {
  api = await createTestApi();
  deps = {
    // A generous budget: this test is about input, not about a slow API (the machine may be loaded).
    config: configFromEnv(
      { SITE_ORIGIN: 'https://www.sellwise.example', API_SERVER_TIMEOUT_MS: '30000' },
      'test',
    ),
    apiFetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      api.app.request(input instanceof Request ? input : String(input), init)) as typeof fetch,
    apiBaseUrl: 'http://in-process',
    assets: { script: '/assets/entry.js', css: ['/assets/entry.css'], preload: [] },
    nonce: NONCE,
  };
}, 120_000);
afterAll(() => api?.close());

const tally = { sent: 0, fiveHundreds: [] as string[] };
afterAll(() =>
  console.log(`site hostile: ${tally.sent} renders, ${tally.fiveHundreds.length} answers >= 500`),
);

async function get(path: string, ua: string) {
  tally.sent++;
  const result = await render(
    new Request(`https://www.sellwise.example${path}`, { headers: { 'user-agent': ua } }),
    deps,
  );
  const html = typeof result.body === 'string' ? result.body : await new Response(result.body).text();
  return { ...result, html };
}

/** What is wrong with a rendered answer, or null. */
function problemOf(
  r: {
    status: number;
    html: string;
    headers: Record<string, string | string[]>;
  },
  /** The route table's own external target (navigation rule 6), the one site it may send a visitor to. */
  external?: string,
): string | null {
  if (r.status >= 500) return `status ${r.status}`;
  const foreign = [...r.html.matchAll(/<script\b[^>]*>/gi)].filter((m) => !m[0].includes(`nonce="${NONCE}"`));
  if (foreign.length) return `script without the nonce: ${foreign[0]![0].slice(0, 120)}`;
  const markup = MARKUP.exec(r.html);
  if (markup) return `unescaped markup: …${r.html.slice(Math.max(0, markup.index - 60), markup.index + 60)}…`;
  const location = String(r.headers.location ?? '');
  if (external && location === external) return null;
  if (/^(https?:)?\/\/(?!www\.sellwise\.example)/i.test(location) || /^javascript:/i.test(location)) {
    return `redirect off the site: ${location}`;
  }
  if (/[\r\n]/.test(location)) return `CR/LF in Location: ${JSON.stringify(location)}`;
  return null;
}

function pathOf(pattern: string, values: Record<string, string>) {
  return pattern.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1');
}

describe('site render × hostile addresses: no 5xx, nothing reflected as markup', () => {
  test.each(ROUTES.map((r, i) => [r.id, r, i] as const))(
    '%s',
    { timeout: 60_000 },
    async (_id, route, index) => {
      const names = [...route.pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!).filter((n) => n !== 'lang');
      const ua = route.device === 'mobile' ? IPHONE : DESKTOP;
      const base: Record<string, string> = { lang: 'th', cid: '1', type: '1', id: '1001', status: '1' };
      const cases: [string, string][] = [];
      HOSTILE_STRINGS.forEach(([label, value], i) => {
        if ((i + index) % STRIDE !== 0) return;
        const encoded = encodeHostile(value);
        const key = QUERY_KEYS[i % QUERY_KEYS.length]!;
        cases.push([`${label} in ?${key}`, `${pathOf(route.pattern, base)}?${key}=${encoded}`]);
        const name = names[i % Math.max(1, names.length)];
        if (name && encoded)
          cases.push([`${label} in :${name}`, pathOf(route.pattern, { ...base, [name]: encoded })]);
      });
      // A path parameter always gets one value, whatever the stride gave this route.
      if (names.length > 0) {
        const [label, value] = HOSTILE_STRINGS[index % HOSTILE_STRINGS.length]!;
        const name = names[index % names.length]!;
        if (value)
          cases.push([
            `${label} in :${name}`,
            pathOf(route.pattern, { ...base, [name]: encodeHostile(value) }),
          ]);
      }
      // Every markup value at once, in every query name the pages read.
      const xss = HOSTILE_STRINGS.filter(([, v]) => v.includes('<')).map(([, v]) => v);
      cases.push([
        'all markup values in every query name',
        `${pathOf(route.pattern, base)}?${QUERY_KEYS.map((k, i) => `${k}=${encodeHostile(xss[i % xss.length]!)}`).join('&')}`,
      ]);
      const problems: string[] = [];
      const answers = await Promise.all(cases.map(([, path]) => get(path, ua)));
      answers.forEach((r, i) => {
        const problem = problemOf(r, route.redirect);
        if (!problem) return;
        const line = `${route.id} ${cases[i]![0]} (${cases[i]![1].slice(0, 120)}): ${problem}`;
        problems.push(line);
        if (r.status >= 500) tally.fiveHundreds.push(line);
      });
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );
});

describe('the checks themselves', () => {
  test('catch a reflected value, a foreign script, a 5xx and an off-site redirect', () => {
    const page = (html: string, status = 200, headers: Record<string, string> = {}) => ({
      status,
      html,
      headers,
    });
    expect(problemOf(page(`<script nonce="${NONCE}">x</script><p>&lt;script&gt;alert(1)</p>`))).toBeNull();
    expect(problemOf(page('<p><script>alert(1)</script></p>'))).toMatch(/script/);
    expect(problemOf(page('<p>"><img src=x onerror=alert(1)></p>'))).toMatch(/markup/);
    expect(problemOf(page('', 500))).toMatch(/500/);
    expect(problemOf(page('', 302, { location: '//evil.example/' }))).toMatch(/off the site/);
  });
});
