/**
 * Real API processes (`tsx api/src/server.ts`, as `npm run api` starts it) sharing one PostgreSQL
 * database: what a deployment with several instances looks like, where a limit kept in one process's
 * memory, or checked before it is recorded, stops holding.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { encodePassword } from '../../contract/index.ts';
import { openPostgres } from '../../src/db/client.ts';
import { seedContent } from '../../src/seed/index.ts';
import { FIXTURES } from '../helpers.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ApiProcess {
  base: string;
  port: number;
  child: ChildProcess;
  output: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilUp(p: ApiProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (p.child.exitCode !== null) throw new Error(`API on ${p.port} exited: ${p.output.join('')}`);
    const up = await fetch(`${p.base}/api/v1/isLogin.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API on ${p.port} did not come up in ${timeoutMs} ms: ${p.output.join('')}`);
}

/**
 * A database of its own on the server of `databaseUrl` (created, migrated and seeded with the test
 * fixtures here, so the processes start on a ready database), and `count` API processes on it.
 */
export async function startApiProcesses(
  databaseUrl: string,
  count: number,
  env: Record<string, string> = {},
) {
  const name = `sellwise_procs_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  const handle = await openPostgres(dbUrl, 2);
  await seedContent(handle.db, FIXTURES);
  await handle.close();

  const processes: ApiProcess[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    // Its own process group, so stopping it also stops the node process tsx starts.
    const child = spawn('npx', ['tsx', 'api/src/server.ts'], {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: dbUrl,
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        CONTENT_DIR: FIXTURES,
        // Every call of the suite comes from 127.0.0.1; the send limit per address is not what is tested.
        SENDS_PER_HOUR_PER_IP: '1000',
        ...env,
      },
    });
    const p: ApiProcess = { base: `http://127.0.0.1:${port}`, port, child, output: [] };
    child.stdout?.on('data', (d) => p.output.push(String(d)));
    child.stderr?.on('data', (d) => p.output.push(String(d)));
    processes.push(p);
  }
  await Promise.all(processes.map((p) => waitUntilUp(p, 120_000)));

  async function stop() {
    await Promise.all(
      processes.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.child.exitCode !== null || p.child.pid === undefined) return resolve();
            p.child.once('exit', () => resolve());
            try {
              process.kill(-p.child.pid, 'SIGTERM');
            } catch {
              resolve();
            }
            setTimeout(() => {
              try {
                if (p.child.pid !== undefined) process.kill(-p.child.pid, 'SIGKILL');
              } catch {}
              resolve();
            }, 8000).unref();
          }),
      ),
    );
    await admin.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {});
    await admin.end();
  }

  return { processes, databaseUrl: dbUrl, stop };
}

/** A JSON client of one process, in the shape createTestApi's `call` answers. */
export function clientOf(p: ApiProcess) {
  async function call(
    method: string,
    path: string,
    init: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(`${p.base}${path}`, { method, headers, body });
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: answers of several endpoints
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: res.status, json, text, headers: res.headers };
  }
  async function outboxCode(to: string): Promise<string> {
    const res = await call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
    return res.json[0].code as string;
  }
  async function solvedCaptcha() {
    const res = await call('GET', '/api/v2/genVerifyCode.json');
    const captchaId = res.json.data.captchaId as string;
    return { captchaId, picVerificationCode: await outboxCode(captchaId) };
  }
  async function registerByEmail(email: string, password: string) {
    const sent = await call('POST', '/api/v2/email/sendVerifyCode.json', {
      form: { email, purpose: 'register', ...(await solvedCaptcha()) },
    });
    if (sent.json?.code !== 0) throw new Error(`send failed ${sent.text}`);
    return call('POST', '/api/v3/auth/regsub.json', {
      json: { account: email, password: encodePassword(password), verifyCode: await outboxCode(email) },
    });
  }
  return { call, outboxCode, solvedCaptcha, registerByEmail };
}
