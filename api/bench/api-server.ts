/** The API as its own process for the benchmarks (bench.ts, login-flood.ts), and the calls they share. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { encodePassword } from '../contract/index.ts';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const PORT = 3199;
export const base = `http://127.0.0.1:${PORT}`;

export async function startServer(backend: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    // DATABASE_URL may be in this process's environment for the PostgreSQL runs; PGlite runs must not see it.
    env: { ...process.env, DATABASE_URL: '', ...env, API_PORT: String(PORT), NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const ready = /Sellwise API on \S+ \((\w+)\)/.exec(chunk.toString());
      if (!ready) return;
      if (ready[1] === backend) resolve();
      else {
        child.kill();
        reject(new Error(`asked for ${backend}, the server runs on ${ready[1]}`));
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

export const json = async (path: string, init?: RequestInit) =>
  // biome-ignore lint/suspicious/noExplicitAny: the bench only reads a few known fields
  (await (await fetch(`${base}${path}`, init)).json()) as any;

export async function outboxCode(to: string): Promise<string> {
  return (await json(`/dev/outbox?to=${encodeURIComponent(to)}`))[0].code;
}

/** A real account for the login benchmarks, made through the public flow. */
/** A sign-up code sent to `email` through the public flow (the picture captcha read from the dev outbox). */
export async function sendEmailCode(email: string) {
  const captcha = (await json('/api/v2/genVerifyCode.json')).data;
  const picVerificationCode = await outboxCode(captcha.captchaId);
  await json('/api/v2/email/sendVerifyCode.json', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, captchaId: captcha.captchaId, picVerificationCode }),
  });
}

export async function ensureAccount(email: string, password: string) {
  await sendEmailCode(email);
  const verifyCode = await outboxCode(email);
  await json('/api/v3/auth/regsub.json', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: email, password: encodePassword(password), verifyCode }),
  });
}

export function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}
