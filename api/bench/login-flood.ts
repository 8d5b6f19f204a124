/**
 * `npm run bench:login-flood -w @sellwise/api` (and part of `npm run bench:api`): a real log-in sent while
 * 600 sign-ups with a wrong code arrive at once, against the API as its own process on PGlite (and on
 * PostgreSQL with BENCH_DATABASE_URL or DATABASE_URL). The flood comes from one address and, as from a
 * botnet, from 600 addresses (one trusted proxy hop, X-Forwarded-For). Reported: the log-in's time alone and
 * during each flood (best and worst of 5 rounds), and how the flood was answered. Timings are for reading.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERRORS, encodePassword } from '../contract/index.ts';
import { base, ensureAccount, sendEmailCode, startServer } from './api-server.ts';

/** An answer's name in the table: its status and the ERRORS entry of its code (0: done). */
const nameOf = (status: number, code: number) =>
  `${status} ${code === 0 ? 'ok' : (Object.entries(ERRORS).find(([, e]) => e.code === code)?.[0] ?? code)}`;

const RESULTS_DIR = fileURLToPath(new URL('../../bench/results', import.meta.url));
const FLOOD = 600;
const ROUNDS = 5;
const EMAIL = 'flood-login@example.com';
const PASSWORD = 'flood-pass-1';

const post = (path: string, body: unknown, from: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });

async function timedLogin(from: string): Promise<{ ms: number; answer: string }> {
  const started = performance.now();
  const res = await post(
    '/api/v3/auth/loginsub.json',
    { account: EMAIL, password: encodePassword(PASSWORD) },
    from,
  );
  const { code } = (await res.json()) as { code: number };
  return { ms: Math.round(performance.now() - started), answer: nameOf(res.status, code) };
}

interface Row {
  backend: string;
  flood: string;
  load: number;
  bestMs: number;
  worstMs: number;
  loginAnswers: string;
  floodAnswers: string;
}

async function run(backend: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startServer(backend, { ...env, TRUST_PROXY: '1', SEND_INTERVAL_SECONDS: '0' });
  const rows: Row[] = [];
  try {
    await ensureAccount(EMAIL, PASSWORD);
    for (const flood of ['none', 'one address', `${FLOOD} addresses`]) {
      const times: number[] = [];
      const loginAnswers = new Set<string>();
      const answers: Record<string, number> = {};
      const load = Number(loadavg()[0]!.toFixed(2));
      for (let round = 0; round < ROUNDS; round++) {
        const target = `flood-${round}-${Math.random().toString(36).slice(2)}@example.com`;
        // A code waiting for the flood's address, so each wrong guess is a real check.
        if (flood !== 'none') await sendEmailCode(target);
        const sent =
          flood === 'none'
            ? []
            : Array.from({ length: FLOOD }, (_, i) =>
                post(
                  '/api/v3/auth/regsub.json',
                  { account: target, password: encodePassword('secret123'), verifyCode: '000000' },
                  flood === 'one address' ? '198.51.100.7' : `10.${(i >> 8) & 255}.${i & 255}.9`,
                ).then(async (r) => {
                  const key = nameOf(r.status, ((await r.json()) as { code: number }).code);
                  answers[key] = (answers[key] ?? 0) + 1;
                }),
              );
        // The log-in goes out once the flood is on its way.
        await new Promise((resolve) => setTimeout(resolve, 20));
        const login = await timedLogin('192.0.2.44');
        times.push(login.ms);
        loginAnswers.add(login.answer);
        await Promise.all(sent);
      }
      rows.push({
        backend,
        flood,
        load,
        bestMs: Math.min(...times),
        worstMs: Math.max(...times),
        loginAnswers: [...loginAnswers].join(', '),
        floodAnswers: Object.entries(answers)
          .map(([k, n]) => `${k} ×${n}`)
          .join(', '),
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
    return rows;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const startedAt = new Date().toISOString();
const rows: Row[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'sellwise-flood-'));
try {
  rows.push(...(await run('pglite', { DATA_DIR: dataDir })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (pgUrl) rows.push(...(await run('postgres', { DATABASE_URL: pgUrl })));

const lines = [
  `Log-in during a sign-up flood, ${startedAt}: ${FLOOD} wrong-code sign-ups at once, a log-in 20 ms later, ${ROUNDS} rounds, 127.0.0.1, ${process.env.BENCH_NOTE ?? 'shared 2-core machine'}`,
  '',
  '| backend | flood | load | log-in best ms | log-in worst ms | log-in answered | flood answered (status, error ×n) |',
  '|---|---|---:|---:|---:|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.backend} | ${r.flood} | ${r.load} | ${r.bestMs} | ${r.worstMs} | ${r.loginAnswers} | ${r.floodAnswers} |`,
  ),
  '',
  '"load" is the 1-minute load average before the rows (2 cores, shared).',
];
writeFileSync(join(RESULTS_DIR, 'login-flood.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
