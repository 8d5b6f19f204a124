/**
 * The soak (issue 28): mixed campaign traffic for SOAK_SECONDS (default 600) at 64 connections against the
 * production build, on PGlite (one process, `npm start` as shipped) and, with BENCH_DATABASE_URL or
 * DATABASE_URL, on PostgreSQL with two site processes behind bench/proxy.mjs. Landing pages most, then the
 * home page, content pages, the API's reads, log-ins of a real account and wrong-code sign-ups. Counts
 * every answer that is not the one that kind should get (or no answer) as an error, gives p50/p99 per
 * kind, and the processes' resident memory after the warm-up and at the end. The bench plays the CDN:
 * each connection sends its own X-Forwarded-For (TRUST_PROXY counts it). Results: bench/results/soak.*.
 * Figures, not tests.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ERRORS, encodePassword } from '../api/contract/index.ts';
import { configFromEnv } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/client.ts';
import { accounts } from '../api/src/db/schema.ts';
import { seedIfEmpty } from '../api/src/seed/index.ts';
import { admit, hashPassword } from '../api/src/services/passwords.ts';
import { rssMb, siteDataDir, startProxy, startSite } from './site-throughput.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WARMUP_SECONDS = Math.min(60, Math.round(SECONDS / 5));
const CONNECTIONS = 64;
const port = Number(process.env.BENCH_PORT ?? 3400) + 10;
/** One account per connection: more than 3 log-ins of one account at once need the captcha (by design). */
const emailOf = (worker: number) => `soak${worker}@example.com`;
const PASSWORD = 'soak-pass-123';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

type Kind = {
  weight: number;
  method?: 'GET' | 'POST';
  paths: string[];
  phone?: boolean;
  body?: (worker: number) => string;
  /** The status this kind should get, and the envelope code when it is JSON. */
  status: number;
  code?: number;
};

/** Campaign proportions (per 100 requests): an ad sends people to a landing page, then further. */
const KINDS: Record<string, Kind> = {
  landing: {
    weight: 30,
    paths: ['/th/frontend/shopeeSellerAdsPage.html', '/m/vi/frontend/tikTokSellerCentreAdsPage.html'],
    phone: true,
    status: 200,
  },
  home: { weight: 10, paths: ['/en_US/index.htm', '/m/in/index.htm'], phone: true, status: 200 },
  pricing: { weight: 10, paths: ['/th/goods/price.htm', '/en_US/goods/price.htm'], status: 200 },
  partners: { weight: 3, paths: ['/vi/partners.htm'], status: 200 },
  blog: {
    weight: 8,
    paths: ['/blog/index.htm', '/blog/articleDetails/1/shopee-listing-seo.htm'],
    status: 200,
  },
  help: { weight: 8, paths: ['/th/detailPage/1/1/1001/1', '/zh_CN/leftCat/start'], status: 200 },
  result: { weight: 3, paths: ['/en_US/check/pass/result.htm?result=reset'], status: 200 },
  notFound: { weight: 2, paths: ['/en_US/no-such-page.htm'], status: 404 },
  apiRead: {
    weight: 18,
    paths: [
      '/load/beforeList.json?language=th',
      '/api/v1/th/goodsPrice.json',
      '/api/v1/blog/index.json?lang=en_US&source=pc',
      '/api/v5/th/index',
    ],
    status: 200,
    code: 0,
  },
  login: {
    weight: 2,
    method: 'POST',
    paths: ['/api/v3/auth/loginsub.json'],
    body: (worker) => JSON.stringify({ account: emailOf(worker), password: encodePassword(PASSWORD) }),
    status: 200,
    code: 0,
  },
  signUp: {
    weight: 6,
    method: 'POST',
    paths: ['/api/v3/auth/regsub.json'],
    body: () =>
      JSON.stringify({
        account: `visitor${Math.floor(Math.random() * 1e6)}@example.com`,
        password: encodePassword(PASSWORD),
        verifyCode: '000000',
      }),
    status: ERRORS.CODE_INVALID.status,
    code: ERRORS.CODE_INVALID.code,
  },
};

/** One request sequence of 100 in the proportions above, mixed (the same order every run). */
function sequence(): string[] {
  const out = Object.entries(KINDS).flatMap(([name, kind]) => Array<string>(kind.weight).fill(name));
  let seed = 7;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return out;
}

type Stats = { latencies: number[]; count: number; errors: number; samples: string[] };

function send(agent: Agent, origin: string, kind: Kind, path: string, worker: number) {
  const url = new URL(path, origin);
  const body = kind.body?.(worker);
  const from = `10.${20 + (worker >> 8)}.${worker & 255}.7`;
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: kind.method ?? 'GET',
        agent,
        headers: {
          'user-agent': kind.phone && path.startsWith('/m/') ? PHONE : DESKTOP,
          'accept-encoding': 'gzip, br',
          'x-forwarded-for': from,
          ...(body ? { 'content-type': 'application/json', origin } : {}),
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          // Only JSON is read (its code); a page's bytes are left as they came (the client shares the cores).
          const body =
            kind.code === undefined
              ? raw.subarray(0, 120)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : encoding === 'br'
                  ? brotliDecompressSync(raw)
                  : raw;
          resolve({ status: res.statusCode ?? 0, text: body.toString() });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

async function traffic(origin: string, pids: () => number[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const order = sequence();
  const stats = new Map(
    Object.keys(KINDS).map((k) => [k, { latencies: [], count: 0, errors: 0, samples: [] } as Stats]),
  );
  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  const warm = started + WARMUP_SECONDS * 1000;
  const rss = { warm: [] as number[], end: [] as number[], peak: [] as number[] };
  const sampler = setInterval(() => {
    const now = pids().map((pid) => rssMb(pid) ?? 0);
    rss.peak = now.map((mb, i) => Math.max(mb, rss.peak[i] ?? 0));
    if (!rss.warm.length && Date.now() >= warm) rss.warm = now;
  }, 2000);
  const worker = async (w: number) => {
    for (let i = w; Date.now() < deadline; i++) {
      const name = order[i % order.length] as string;
      const kind = KINDS[name] as Kind;
      const path = kind.paths[i % kind.paths.length] as string;
      const s = stats.get(name) as Stats;
      const t0 = performance.now();
      let wrong: string | undefined;
      try {
        const answer = await send(agent, origin, kind, path, w);
        if (answer.status !== kind.status) wrong = `${answer.status} ${answer.text.slice(0, 120)}`;
        else if (kind.code !== undefined) {
          const code = (JSON.parse(answer.text) as { code?: number }).code;
          if (code !== kind.code) wrong = `${answer.status} code ${code}`;
        }
      } catch (error) {
        wrong = String(error);
      }
      const ms = performance.now() - t0;
      if (Date.now() >= warm) s.latencies.push(ms);
      s.count++;
      if (wrong) {
        s.errors++;
        if (s.samples.length < 3) s.samples.push(`${path}: ${wrong}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => worker(w)));
  clearInterval(sampler);
  rss.end = pids().map((pid) => rssMb(pid) ?? 0);
  agent.destroy();
  const kinds = Object.fromEntries(
    [...stats].map(([name, s]) => {
      const sorted = s.latencies.sort((a, b) => a - b);
      const at = (q: number) =>
        Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      return [
        name,
        { count: s.count, errors: s.errors, p50Ms: at(0.5), p99Ms: at(0.99), samples: s.samples },
      ];
    }),
  );
  const total = [...stats.values()].reduce((n, s) => n + s.count, 0);
  return {
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    requests: total,
    perSecond: Math.round(total / SECONDS),
    kinds,
    rssMb: rss,
  };
}

/** The database the site will open, migrated and seeded, with the account the log-ins use. */
async function prepare(opts: { dataDir: string; databaseUrl?: string }) {
  const handle = await openDatabase({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl });
  try {
    const config = configFromEnv(process.env);
    await seedIfEmpty(handle.db, config.contentDir);
    // Hashed as sign-up hashes it (its queue included): the log-ins verify a real account's password.
    const passwordHash = await hashPassword(PASSWORD, admit('soak', config.hashing, 'code'));
    await handle.db
      .insert(accounts)
      .values(
        Array.from({ length: CONNECTIONS }, (_, w) => ({ email: emailOf(w), passwordHash, lang: 'en_US' })),
      )
      .onConflictDoNothing();
  } finally {
    await handle.close();
  }
}

const results = join(import.meta.dirname, 'results');
// SOAK_ONLY=pglite or postgres runs one; the other keeps its last figures.
const only = process.env.SOAK_ONLY;
const previous = existsSync(join(results, 'soak.json'))
  ? (JSON.parse(readFileSync(join(results, 'soak.json'), 'utf8')).runs as Record<string, unknown>)
  : {};
const runs: Record<string, unknown> = only ? { ...previous } : {};

if (only !== 'postgres') {
  const dataDir = siteDataDir(port);
  rmSync(dataDir, { recursive: true, force: true });
  await prepare({ dataDir });
  const site = await startSite({ port, keepData: true, env: { TRUST_PROXY: '1' } });
  try {
    console.log(`soak: PGlite, one process, ${SECONDS} s at ${CONNECTIONS} connections`);
    runs.pglite = {
      started: new Date().toISOString(),
      load: loadavg()[0],
      ...(await traffic(site.origin, () => [site.proc.pid as number])),
    };
  } finally {
    await site.stop();
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (pgUrl && only !== 'pglite') {
  execFileSync('psql', [
    pgUrl,
    '-q',
    '-c',
    'SET client_min_messages = warning; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;',
  ]);
  await prepare({ dataDir: '', databaseUrl: pgUrl });
  // Two hops: the bench's own X-Forwarded-For (the CDN) and the proxy's (the load balancer).
  const env = { DATABASE_URL: pgUrl, TRUST_PROXY: '2' };
  const started: { stop: () => Promise<unknown> }[] = [];
  try {
    const a = await startSite({ port: port + 1, env });
    started.push(a);
    const b = await startSite({ port: port + 2, env });
    started.push(b);
    const proxy = await startProxy(port + 3, [a.port, b.port]);
    started.push(proxy);
    console.log(
      `soak: PostgreSQL, two processes behind the proxy, ${SECONDS} s at ${CONNECTIONS} connections`,
    );
    runs.postgres = {
      started: new Date().toISOString(),
      load: loadavg()[0],
      ...(await traffic(`http://127.0.0.1:${port + 3}`, () => [a.proc.pid as number, b.proc.pid as number])),
    };
  } finally {
    for (const s of started.reverse()) await s.stop();
  }
}

const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`;
const at = new Date().toISOString();
writeFileSync(join(results, 'soak.json'), `${JSON.stringify({ at, machine, runs }, null, 2)}\n`);
const md = [
  '# Soak: mixed campaign traffic',
  '',
  `${at}, ${machine}. ${SECONDS} s per database at ${CONNECTIONS} connections (\`npm run bench:soak\`, bench/soak.ts);`,
  `latencies after a ${WARMUP_SECONDS} s warm-up. An error is any answer other than the one the kind should get`,
  '(pages 200, the 404 page 404, API reads and log-ins code 0, wrong-code sign-ups 400 CODE_INVALID), or none.',
  '',
];
for (const [name, run] of Object.entries(runs) as [
  string,
  Awaited<ReturnType<typeof traffic>> & { load: number; started?: string },
][]) {
  const growth = run.rssMb.end.map((end, i) => {
    const warm = run.rssMb.warm[i] ?? end;
    return `${warm} → ${end} MB (${warm ? (((end - warm) / warm) * 100).toFixed(1) : '?'} %)`;
  });
  md.push(
    `## ${name === 'pglite' ? 'PGlite, one process' : 'PostgreSQL, two processes behind the proxy'}`,
    '',
    `${run.started ? `Started ${run.started}. ` : ''}${run.requests.toLocaleString('en')} requests, ${run.perSecond.toLocaleString('en')} req/s; load ${run.load.toFixed(2)} at the start. Resident memory after the warm-up → at the end: ${growth.join('; ')}; peak ${run.rssMb.peak.join(', ')} MB.`,
    '',
    '| kind | share | requests | errors | p50 ms | p99 ms |',
    '|---|---:|---:|---:|---:|---:|',
    ...Object.entries(run.kinds).map(
      ([kind, k]) =>
        `| ${kind} | ${KINDS[kind]?.weight} % | ${k.count.toLocaleString('en')} | ${k.errors} | ${k.p50Ms} | ${k.p99Ms} |`,
    ),
    '',
  );
  const samples = Object.values(run.kinds).flatMap((k) => k.samples);
  if (samples.length) md.push('Errors seen (first of each kind):', '', ...samples.map((s) => `- ${s}`), '');
}
writeFileSync(join(results, 'soak.md'), md.join('\n'));
console.log(md.join('\n'));
