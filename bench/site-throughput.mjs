// Site throughput against a bare node:http server serving the same bytes (issue 12): for each page kind
// the site's answer is fetched once with the bench's headers; bench/bare-server.mjs then serves exactly
// that body, Content-Type and Content-Encoding. Both are loaded by autocannon in the same way, site and bare
// alternating, best of the rounds, the 1-minute load average beside each run (the machine is shared).
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = join(import.meta.dirname, '..');
export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36';

// A missing path per run, so no cache keyed by path can answer it from a previous run.
const missing = `/en_US/no-such-page-${randomBytes(4).toString('hex')}.htm`;
/** Page kinds: path and the Accept-Encoding the bench sends (none = no compression). */
export const THROUGHPUT_KINDS = {
  homePlain: { label: 'prerendered home, no compression', path: '/en_US/index.htm', encoding: null },
  homeGzip: { label: 'prerendered home, gzip', path: '/en_US/index.htm', encoding: 'gzip' },
  homeBr: { label: 'prerendered home, br asked', path: '/en_US/index.htm', encoding: 'br' },
  landingTh: {
    label: 'prerendered landing page (th), gzip',
    path: '/th/frontend/shopeeSellerAdsPage.html',
    encoding: 'gzip',
  },
  notFound: { label: 'server-rendered 404, gzip', path: missing, encoding: 'gzip' },
  checkResult: {
    label: 'server-rendered check/pass/result.htm, gzip',
    path: '/en_US/check/pass/result.htm',
    encoding: 'gzip',
  },
  pricing: { label: 'pricing, gzip', path: '/en_US/goods/price.htm', encoding: 'gzip' },
  blogArticle: {
    label: 'blog article, gzip',
    path: '/blog/articleDetails/1/shopee-listing-seo.htm',
    encoding: 'gzip',
  },
  helpArticle: { label: 'help article, gzip', path: '/en_US/detailPage/1/1/1001/1', encoding: 'gzip' },
  // Content pages (issue 28): kept for every visitor until the content changes.
  partners: { label: 'partners, gzip', path: '/vi/partners.htm', encoding: 'gzip' },
  blogIndex: { label: 'blog index, gzip', path: '/blog/index.htm', encoding: 'gzip' },
  helpArticleTh: { label: 'Thai help article, gzip', path: '/th/detailPage/1/1/1001/1', encoding: 'gzip' },
  helpHomeZh: { label: 'Chinese help home, gzip', path: '/zh_CN/leftCat/start', encoding: 'gzip' },
  blogArticleQuery: {
    label: 'blog article with a query (Hono path), gzip',
    path: '/blog/articleDetails/1/shopee-listing-seo.htm?utm_source=line',
    encoding: 'gzip',
  },
};

const headersFor = (kind) => ({
  'user-agent': DESKTOP_UA,
  ...(kind.encoding ? { 'accept-encoding': kind.encoding } : {}),
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Every child this bench starts, stopped if the bench itself is interrupted (Ctrl-C, kill).
const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(130);
  });
const track = (proc) => {
  children.add(proc);
  proc.once('exit', () => children.delete(proc));
  return proc;
};

/** Resident memory of a process in MB (Linux), or null once it has gone. */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** Where a bench site process on this port keeps its PGlite database. */
export const siteDataDir = (port) => join(root, `.tmp/bench-data-${port}`);

/**
 * One site process in production mode (node with tsx's loader directly, so `pid` is the server itself and
 * its memory can be read). `env` adds to or overrides the bench's environment.
 */
export async function startSite({ port, env = {}, keepData = false }) {
  const dataDir = siteDataDir(port);
  // keepData: a database the caller prepared (the soak's account).
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  const origin = `http://127.0.0.1:${port}`;
  const proc = track(
    spawn(process.execPath, ['--import', 'tsx', 'site/server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        SITE_ORIGIN: origin,
        API_SECRET: randomBytes(32).toString('hex'),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  let exited = false;
  proc.on('exit', () => {
    exited = true;
  });
  for (let i = 0; i < 240 && !exited; i++) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok)
        return { proc, origin, port, stop: () => stopChild(proc), rss: () => rssMb(proc.pid) };
    } catch {}
    await sleep(500);
  }
  await stopChild(proc);
  throw new Error(`bench: the site server on port ${port} did not start`);
}

export function stopChild(proc) {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    proc.once('exit', resolve);
    proc.kill('SIGTERM');
  });
}

/** A helper script of bench/ as a child process, resolved once it listens. */
async function startScript(script, args) {
  const proc = fork(join(import.meta.dirname, script), args, {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    proc.once('message', resolve);
    proc.once('exit', (code) => reject(new Error(`bench: ${script} exited (${code})`)));
  });
  return { proc, stop: () => stopChild(proc) };
}

export const startProxy = (port, upstreamPorts) =>
  startScript('proxy.mjs', [String(port), upstreamPorts.join(',')]);

/** The raw answer (undecoded body) for a request with these headers. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          contentType: res.headers['content-type'] ?? '',
          contentEncoding: res.headers['content-encoding'] ?? '',
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function cannon(url, headers) {
  const load = loadavg()[0];
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    requestsPerSec: Math.round(r.requests.average),
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
    loadAverage: Number(load.toFixed(2)),
  };
}

const CONNECTIONS = 32;
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = 2;
const best = (runs) => runs.reduce((a, b) => (b.requestsPerSec > a.requestsPerSec ? b : a));

/**
 * Every page kind against each target (label → origin, e.g. one process and two behind the proxy) and
 * against the bare server with the bytes the first target answered. `barePort` is free for the bare server.
 */
export async function throughputVsBare({ targets, barePort, kinds = THROUGHPUT_KINDS, log = console.log }) {
  const [first] = Object.values(targets);
  // Warm every target first: answers compressed on first use (brotli in the background) settle before
  // the capture, so the bare server gets the bytes the site then keeps answering.
  for (const kind of Object.values(kinds))
    for (const origin of Object.values(targets))
      for (let i = 0; i < 20; i++) await rawGet(origin + kind.path, headersFor(kind));
  await sleep(2000);
  const captures = {};
  for (const [name, kind] of Object.entries(kinds)) {
    const c = await rawGet(first + kind.path, headersFor(kind));
    captures[name] = { ...c, bytes: c.body.length, body: c.body.toString('base64') };
  }
  const tmp = join(root, '.tmp');
  mkdirSync(tmp, { recursive: true });
  const file = join(tmp, `bench-captures-${barePort}.json`);
  writeFileSync(file, JSON.stringify(captures));
  const bare = await startScript('bare-server.mjs', [String(barePort), file]);
  const out = {};
  try {
    for (const [name, kind] of Object.entries(kinds)) {
      const headers = headersFor(kind);
      const runs = { bare: [] };
      for (const label of Object.keys(targets)) runs[label] = [];
      // Site and bare alternate, so a busy moment hits both sides.
      for (let round = 0; round < ROUNDS; round++) {
        for (const [label, origin] of Object.entries(targets))
          runs[label].push(await cannon(origin + kind.path, headers));
        runs.bare.push(await cannon(`http://127.0.0.1:${barePort}/${name}`, headers));
      }
      const c = captures[name];
      // Still the captured answer after the load (status, encoding, size), or the comparison is off. A
      // page with a per-answer nonce compresses to a few bytes more or less: within 1 % is the same.
      const after = await rawGet(first + kind.path, headers);
      const sameBytes =
        after.status === c.status &&
        after.contentEncoding === c.contentEncoding &&
        Math.abs(after.body.length - c.bytes) <= c.bytes / 100;
      out[name] = {
        label: kind.label,
        path: kind.path,
        status: c.status,
        contentEncoding: c.contentEncoding || 'none',
        bytes: c.bytes,
        sameBytes,
        best: Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, best(v)])),
        runs,
      };
      const b = out[name].best;
      log(
        `${kind.label}: ${Object.keys(targets)
          .map((t) => `${t} ${b[t].requestsPerSec} req/s p99 ${b[t].p99Ms} ms`)
          .join(
            ', ',
          )}, bare ${b.bare.requestsPerSec} req/s (${c.status}, ${c.bytes} B ${c.contentEncoding || 'plain'})`,
      );
    }
  } finally {
    await bare.stop();
    rmSync(file, { force: true });
  }
  return { connections: CONNECTIONS, durationS: DURATION, rounds: ROUNDS, kinds: out };
}

const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : '–');
const fmt = (r) =>
  `${r.requestsPerSec.toLocaleString('en-US')} req/s (p99 ${r.p99Ms} ms, load ${r.loadAverage})`;

/** Markdown table: each target beside bare, with the ratio, per page kind. */
export function throughputTable(result, targetLabels) {
  const head = [
    '| page | bytes | ',
    targetLabels.map((t) => `${t} | ${t} / bare`).join(' | '),
    ' | bare node:http |',
  ].join('');
  const sep = `|---|---:|${targetLabels.map(() => '---:|---:|').join('')}---:|`;
  const rows = Object.values(result.kinds).map((k) => {
    const cells = targetLabels.map(
      (t) => `${fmt(k.best[t])} | ${pct(k.best[t].requestsPerSec, k.best.bare.requestsPerSec)}`,
    );
    const enc = k.contentEncoding === 'none' ? ' plain' : ` ${k.contentEncoding}`;
    const status = `${k.status === 200 ? '' : ` (${k.status})`}${k.sameBytes === false ? ' (answer changed during the run)' : ''}`;
    return `| ${k.label}${status} | ${k.bytes.toLocaleString('en-US')}${enc} | ${cells.join(' | ')} | ${fmt(k.best.bare)} |`;
  });
  return [head, sep, ...rows].join('\n');
}
