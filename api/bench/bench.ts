import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { encodePassword } from '../contract/index.ts';
import { base, ensureAccount, json, memory, startServer } from './api-server.ts';

/**
 * `npm run bench:api`: starts the API as its own process on PGlite (and on PostgreSQL when
 * BENCH_DATABASE_URL or DATABASE_URL is set), then measures requests per second and p99 latency with
 * autocannon on 127.0.0.1 at 50 connections, and the server's resident memory. Each backend runs with the
 * content cache and again without it (CONTENT_CACHE_MB=0), so the table shows what the cache is worth.
 * The machine is shared: every row carries the 1-minute load average taken just before it.
 */
const RESULTS_DIR = fileURLToPath(new URL('../../bench/results', import.meta.url));
const CONNECTIONS = 50;
// 16 calls × 2 backends × cache on/off: 3 s each (1 s warm-up, 2 s measured) keeps the run near 4 minutes.
const DURATION = Number(process.env.BENCH_SECONDS ?? 2);
const WARM_UP = Math.min(1, DURATION);

interface Row {
  backend: string;
  cache: 'on' | 'off';
  endpoint: string;
  load: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Slowest of 50 concurrent first requests (ms): a cold start with the cache, or any burst without it. */
  burstMs: number;
}
interface Memory {
  /** MB resident once started and seeded, before any load */
  startedMb: number;
  /** MB resident after the last endpoint */
  endMb: number;
  peakMb: number;
}
interface Run {
  backend: string;
  cache: 'on' | 'off';
  rows: Row[];
  memory: Memory;
}

async function measure(opts: autocannon.Options) {
  await autocannon({ ...opts, duration: WARM_UP }); // warm-up: caches, JIT, connection pools
  return autocannon({ ...opts, duration: DURATION });
}

/** 50 requests at once, before any other request to that URL: with the cache, its cold start. */
async function burst(opts: autocannon.Options): Promise<number> {
  const times = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const start = performance.now();
      const res = await fetch(opts.url, { method: opts.method ?? 'GET' });
      await res.arrayBuffer();
      return performance.now() - start;
    }),
  );
  return Math.round(Math.max(...times));
}

/** The content calls the site's pages make, with real ids read from the seeded content. */
async function contentTargets(): Promise<[string, autocannon.Options][]> {
  const help = (await json('/api/v5/en_US/index')).data;
  const blog = (await json('/api/v1/blog/index.json?lang=en_US&source=pc')).data;
  const article = help.latest[0];
  const get = (path: string): autocannon.Options => ({ url: `${base}${path}` });
  return [
    ['blog index', get('/api/v1/blog/index.json?lang=en_US&source=pc')],
    [
      'blog topic',
      get(`/api/v1/blog/topicsContentPage.json?topicsId=${blog.topics[0].id}&lang=en_US&page=1&pageSize=9`),
    ],
    ['blog article', get(`/api/v1/blog/articleDetails.json?blogId=${blog.latest.list[0].id}&lang=en_US`)],
    ['help index', get('/api/v5/en_US/index')],
    ['help category', get(`/api/v5/en_US/catPage?categoryId=${help.categories[0].id}&page=1&pageSize=10`)],
    ['help article', get(`/api/v5/en_US/detailPage/${article.categoryId}/${article.type}/${article.id}/1`)],
    ['goods price', get('/api/v1/th/goodsPrice.json')],
    ['customer service', get('/api/v1/customerService/getCustomerServiceList.json?lang=en_US')],
    ['help search', { url: `${base}/api/v5/en_US/search/get?k=shopee%20orders`, method: 'POST' }],
    [
      'help search (th)',
      { url: `${base}/api/v5/th/search/get?k=${encodeURIComponent('เชื่อมต่อร้านค้า')}`, method: 'POST' },
    ],
    [
      'help search (zh_CN)',
      { url: `${base}/api/v5/zh_CN/search/get?k=${encodeURIComponent('绑定虾皮')}`, method: 'POST' },
    ],
    ['blog search', get('/api/v1/blog/search.json?content=flash%20sale&lang=en_US')],
    // Help and blog at once; "remittance" is in no Thai text, so the other five languages are searched too.
    ['search all', get(`/api/v5/th/search/all?k=${encodeURIComponent('เชื่อมร้านshopee')}`)],
    ['search all (other languages)', get('/api/v5/th/search/all?k=remittance')],
    ['content index', get('/api/v1/content/index.json')],
  ];
}

async function benchBackend(backend: string, cache: 'on' | 'off', env: Record<string, string>): Promise<Run> {
  const server = await startServer(backend, { ...env, CONTENT_CACHE_MB: cache === 'on' ? '32' : '0' });
  try {
    const startedMb = memory(server.pid!).rssMb;
    const targets = await contentTargets();
    if (cache === 'on') {
      // Log-in is argon2id-bound by design; measured once per backend, for reference.
      const email = 'bench@example.com';
      const password = 'bench-pass-1';
      await ensureAccount(email, password);
      targets.push([
        'login',
        {
          url: `${base}/api/v3/auth/loginsub.json`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ account: email, password: encodePassword(password) }),
        },
      ]);
    }
    const rows: Row[] = [];
    for (const [endpoint, opts] of targets) {
      const load = Number(loadavg()[0]!.toFixed(2));
      const burstMs = endpoint === 'login' ? 0 : await burst(opts);
      const r = await measure({ ...opts, connections: CONNECTIONS });
      rows.push({
        backend,
        cache,
        endpoint,
        load,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        burstMs,
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
    // Let requests still queued (log-in) finish, so the shutdown is not measured as errors.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const end = memory(server.pid!);
    return { backend, cache, rows, memory: { startedMb, endMb: end.rssMb, peakMb: end.peakMb } };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const only = process.env.BENCH_ONLY; // e.g. "pglite" to skip PostgreSQL
const runs: Run[] = [];
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const startedAt = new Date().toISOString();
for (const cache of ['on', 'off'] as const) {
  if (!only || only === 'pglite') {
    // A new data folder each time: the first start (create, migrate, seed) is part of what is measured.
    const dataDir = mkdtempSync(join(tmpdir(), 'sellwise-bench-'));
    try {
      runs.push(await benchBackend('pglite', cache, { DATA_DIR: dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (pgUrl && (!only || only === 'postgres')) {
    runs.push(await benchBackend('postgres', cache, { DATABASE_URL: pgUrl }));
  }
}

const uncached = new Map(
  runs
    .filter((r) => r.cache === 'off')
    .flatMap((r) => r.rows.map((row) => [`${row.backend} ${row.endpoint}`, row.rps] as const)),
);
const ratio = (row: Row) => {
  const off = uncached.get(`${row.backend} ${row.endpoint}`);
  return row.cache === 'on' && off ? `${(row.rps / off).toFixed(1)}×` : '';
};
const lines = [
  `API benchmark, ${startedAt}: autocannon, ${CONNECTIONS} connections, ${DURATION} s per endpoint after ${WARM_UP} s warm-up, 127.0.0.1, ${process.env.BENCH_NOTE ?? 'shared 2-core machine'}`,
  '',
  '| backend | cache | endpoint | load | req/s | p50 ms | p99 ms | cached ÷ uncached | first 50 at once: slowest ms | non-2xx | errors |',
  '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...runs.flatMap((b) =>
    b.rows.map(
      (r) =>
        `| ${r.backend} | ${r.cache} | ${r.endpoint} | ${r.load} | ${r.rps} | ${r.p50} | ${r.p99} | ${ratio(r)} | ${r.burstMs || ''} | ${r.non2xx} | ${r.errors} |`,
    ),
  ),
  '',
  '"load" is the 1-minute load average just before the row (2 cores, shared). "First 50 at once" is the slowest of',
  '50 concurrent requests sent before any other request to that URL (with the cache: a cold start, which the',
  "cache's single-flight answers with one run of the queries). Query plans: api/bench/results/explain-postgres.md.",
  '',
  ...runs.map(
    (b) =>
      `Server memory (${b.backend}, cache ${b.cache}): ${b.memory.startedMb} MB resident once started and seeded, ${b.memory.endMb} MB after the run, ${b.memory.peakMb} MB peak.`,
  ),
];
const name = process.env.BENCH_NAME ?? 'api';
writeFileSync(join(RESULTS_DIR, `${name}.json`), `${JSON.stringify({ startedAt, runs }, null, 2)}\n`);
writeFileSync(join(RESULTS_DIR, `${name}.md`), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
