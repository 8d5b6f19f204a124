import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { encodePassword } from '../contract/index.ts';

/**
 * `npm run bench:api`: starts the API as its own process on PGlite (and on PostgreSQL when
 * BENCH_DATABASE_URL or DATABASE_URL is set), then measures requests per second and p99 latency with
 * autocannon on 127.0.0.1 at 50 connections, and the server's resident memory.
 */
const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 3199;
const base = `http://127.0.0.1:${PORT}`;

interface Row {
  backend: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env, API_PORT: String(PORT), NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Sellwise API on')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

const json = async (path: string, init?: RequestInit) =>
  // biome-ignore lint/suspicious/noExplicitAny: the bench only reads a few known fields
  (await (await fetch(`${base}${path}`, init)).json()) as any;

async function outboxCode(to: string): Promise<string> {
  return (await json(`/dev/outbox?to=${encodeURIComponent(to)}`))[0].code;
}

/** A real account for the login benchmark, made through the public flow. */
async function ensureAccount(email: string, password: string) {
  const captcha = (await json('/api/v2/genVerifyCode.json')).data;
  const picVerificationCode = await outboxCode(captcha.captchaId);
  await json('/api/v2/email/sendVerifyCode.json', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, captchaId: captcha.captchaId, picVerificationCode }),
  });
  const verifyCode = await outboxCode(email);
  await json('/api/v3/auth/regsub.json', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: email, password: encodePassword(password), verifyCode }),
  });
}

async function measure(opts: autocannon.Options) {
  await autocannon({ ...opts, duration: 2 }); // warm-up: caches, JIT, connection pools
  return autocannon({ ...opts, duration: DURATION });
}

function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
}

async function benchBackend(backend: string, env: Record<string, string>) {
  const server = await startServer(env);
  try {
    const email = 'bench@example.com';
    const password = 'bench-pass-1';
    await ensureAccount(email, password);
    const index = (await json('/api/v5/en_US/index')).data;
    const article = index.latest[0];
    const targets: [string, autocannon.Options][] = [
      ['blog index', { url: `${base}/api/v1/blog/index.json?lang=en_US&source=pc` }],
      [
        'help article',
        { url: `${base}/api/v5/en_US/detailPage/${article.categoryId}/${article.type}/${article.id}/1` },
      ],
      ['help search', { url: `${base}/api/v5/en_US/search/get?k=shopee%20orders`, method: 'POST' }],
      [
        'login',
        {
          url: `${base}/api/v3/auth/loginsub.json`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ account: email, password: encodePassword(password) }),
        },
      ],
    ];
    const rows: Row[] = [];
    for (const [endpoint, opts] of targets) {
      const r = await measure({ ...opts, connections: CONNECTIONS });
      rows.push({
        backend,
        endpoint,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      });
      console.log(rows.at(-1));
    }
    return { rows, memory: memory(server.pid!) };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const results: { backend: string; rows: Row[]; memory: ReturnType<typeof memory> }[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'sellwise-bench-'));
try {
  results.push({ backend: 'pglite', ...(await benchBackend('pglite', { DATA_DIR: dataDir })) });
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (pgUrl)
    results.push({ backend: 'postgres', ...(await benchBackend('postgres', { DATABASE_URL: pgUrl })) });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const lines = [
  `API benchmark, ${new Date().toISOString()}: autocannon, ${CONNECTIONS} connections, ${DURATION} s per endpoint, 127.0.0.1, ${process.env.BENCH_NOTE ?? 'shared 2-core machine'}`,
  '',
  '| backend | endpoint | req/s | p50 ms | p99 ms | non-2xx | errors |',
  '|---|---|---:|---:|---:|---:|---:|',
  ...results.flatMap((b) =>
    b.rows.map(
      (r) => `| ${r.backend} | ${r.endpoint} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`,
    ),
  ),
  '',
  ...results.map(
    (b) =>
      `Server memory (${b.backend}): ${b.memory.rssMb} MB resident at the end, ${b.memory.peakRssMb} MB peak.`,
  ),
];
const out = join(API_DIR, 'bench', 'results');
writeFileSync(join(out, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(out, 'latest.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
