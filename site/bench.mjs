#!/usr/bin/env node
// Site benchmarks (issues 4 and 12), in production mode: Lighthouse (mobile) per page kind; the JS and CSS
// (gzip) each page kind loads in Chromium and the first-load budget from the build manifest; requests per
// second and p99 of the site against a bare node:http server serving the very bytes the site answered
// (bench/site-throughput.mjs); the server's resident memory before and after. With `--processes 2` (or
// BENCH_PROCESSES=2) also one against two site processes on one PostgreSQL behind a round-robin proxy.
// BENCH_ONLY=bytes,lighthouse,throughput,processes picks parts; the parts not run keep their last figures.
// Needs a build (npm run build; SITE_DIST picks the folder). Results: bench/results/site*.{json,md}.
// Timings are figures, not tests.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startProxy, startSite, throughputTable, throughputVsBare } from '../bench/site-throughput.mjs';
import { BUDGET, firstLoad } from '../scripts/bundle-budget.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumLaunchOptions } from '../scripts/chromium.mjs';

const root = join(import.meta.dirname, '..');
// Ports: the site on BENCH_PORT and the next four for the bare server, a second process and the proxies.
const port = Number(process.env.BENCH_PORT ?? 3400);
let origin = `http://127.0.0.1:${port}`;
const KINDS = {
  home: '/en_US/index.htm',
  landing: '/en_US/frontend/shopeeSellerAdsPage.html',
  pricing: '/en_US/goods/price.htm',
  introduction: '/en_US/introduction/inventory.htm',
  about: '/en_US/aboutUs.htm',
  login: '/en_US/login.htm',
  register: '/en_US/register.htm',
  blogIndex: '/blog/index.htm',
  blogArticle: '/blog/articleDetails/1/shopee-listing-seo.htm',
  helpHome: '/en_US/leftCat/start',
  helpArticle: '/en_US/detailPage/1/1/1001/1',
  helpSearch: '/en_US/leftCat/search?keyWords=shopee',
};
// A phone opening a desktop address is redirected to its /m twin: Lighthouse (a phone) measures the
// page a phone visitor lands on, not the redirect. The blog and the help centre are one responsive page.
const MOBILE = (path) => (/^\/blog\/|\/(leftCat|detailPage)\//.test(path) ? path : `/m${path}`);

async function bytesPerKind() {
  const browser = await chromium.launch({ ...chromiumLaunchOptions() });
  const out = {};
  for (const [kind, path] of Object.entries(KINDS)) {
    const page = await browser.newPage();
    const bodies = [];
    page.on('response', async (r) => {
      const type = r.request().resourceType();
      if (type === 'script' || type === 'stylesheet')
        bodies.push({ type, body: r.body().catch(() => Buffer.alloc(0)) });
    });
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    let js = 0;
    let css = 0;
    for (const { type, body } of bodies) {
      const size = gzipSync(await body).length;
      if (type === 'script') js += size;
      else css += size;
    }
    out[kind] = { path, jsGzip: js, cssGzip: css };
    await page.close();
  }
  await browser.close();
  return out;
}

// Issue 12's page kinds for LCP, and register (the heaviest page); `--lighthouse=…` runs any of KINDS.
const LIGHTHOUSE_KINDS = ['home', 'landing', 'pricing', 'login', 'register', 'blogArticle', 'helpArticle'];
async function lighthouseRuns(kinds = LIGHTHOUSE_KINDS) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS] });
  const out = {};
  try {
    for (const kind of kinds) {
      const load = loadavg()[0];
      const result = await lighthouse(origin + MOBILE(KINDS[kind]), {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      });
      const c = result.lhr.categories;
      const audits = result.lhr.audits;
      out[kind] = {
        performance: Math.round(c.performance.score * 100),
        accessibility: Math.round(c.accessibility.score * 100),
        bestPractices: Math.round(c['best-practices'].score * 100),
        seo: Math.round(c.seo.score * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        // Simulated throttling still times the real main thread: a busy machine inflates TBT and LCP.
        loadAverage: Number(load.toFixed(2)),
        failing: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      };
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

const argv = process.argv.slice(2);
const argValue = (name) => {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
};
const processes = Number(argValue('processes') ?? process.env.BENCH_PROCESSES ?? 1);
const PARTS = ['bytes', 'lighthouse', 'throughput', 'processes'];
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter((s) => PARTS.includes(s));
const wanted = only.length
  ? new Set(only)
  : new Set(['bytes', 'lighthouse', 'throughput', ...(processes > 1 ? ['processes'] : [])]);

const results = join(root, 'bench/results');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
const machine = () => `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`;

// `--lighthouse=register,login`: only those Lighthouse runs, printed, nothing written (for quick checks).
const quick = argValue('lighthouse');
if (quick) {
  const server = await startSite({ port });
  try {
    console.log(JSON.stringify(await lighthouseRuns(quick.split(',')), null, 2));
  } finally {
    await server.stop();
  }
  process.exit(0);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/** One process, in-process API on PGlite (`npm start` as shipped): bytes, Lighthouse, throughput, memory. */
async function singleProcess(prev) {
  const server = await startSite({ port });
  origin = server.origin;
  const out = { ...prev };
  if (!out.throughput?.kinds) delete out.throughput; // figures from before issue 12's format
  try {
    await fetch(`${origin}${KINDS.home}`);
    const rssStart = server.rss();
    if (wanted.has('bytes')) {
      console.log('site: bytes per page kind (Chromium)');
      out.bytes = await bytesPerKind();
      out.firstLoad = firstLoad(join(root, 'site', process.env.SITE_DIST || 'dist', 'client'));
    }
    if (wanted.has('lighthouse')) {
      console.log('site: Lighthouse (mobile)');
      out.lighthouse = await lighthouseRuns();
    }
    if (wanted.has('throughput')) {
      console.log('site: throughput against bare node:http (autocannon, 32 connections)');
      const t = await throughputVsBare({ targets: { site: origin }, barePort: port + 1 });
      out.throughput = { ...t, at: new Date().toISOString(), machine: machine(), loadAfter: load() };
      out.memory = {
        rssStartMb: rssStart,
        rssAfterMb: server.rss(),
        after: [...wanted].filter((p) => p !== 'processes'),
      };
    }
  } finally {
    await server.stop();
  }
  return out;
}

/**
 * One against two site processes on one PostgreSQL, each behind the same kind of proxy (bench/proxy.mjs,
 * TRUST_PROXY=1), so the only difference is the second process. The schema is dropped first: the first
 * process migrates and seeds, the second starts on the filled database (as a rolling start would).
 */
async function twoProcesses() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url)
    throw new Error('bench: --processes needs DATABASE_URL (or BENCH_DATABASE_URL), a PostgreSQL to empty');
  execFileSync(
    'psql',
    [
      url,
      '-q',
      '-c',
      'SET client_min_messages = warning; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;',
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const env = { DATABASE_URL: url, TRUST_PROXY: '1' };
  const started = [];
  try {
    const a = await startSite({ port, env });
    started.push(a);
    const b = await startSite({ port: port + 1, env });
    started.push(b);
    const one = await startProxy(port + 2, [a.port]);
    started.push(one);
    const two = await startProxy(port + 3, [a.port, b.port]);
    started.push(two);
    console.log(`site: one against two processes on PostgreSQL, each behind the proxy (${machine()})`);
    const t = await throughputVsBare({
      targets: { '1 process': `http://127.0.0.1:${port + 2}`, '2 processes': `http://127.0.0.1:${port + 3}` },
      barePort: port + 4,
    });
    return {
      ...t,
      at: new Date().toISOString(),
      machine: machine(),
      loadAfter: load(),
      rssAfterMb: { first: a.rss(), second: b.rss() },
    };
  } finally {
    for (const s of started.reverse()) await s.stop();
  }
}

function siteMarkdown(r) {
  const md = ['# Site benchmarks', ''];
  if (r.throughput) {
    const t = r.throughput;
    md.push(
      '## Throughput: site against bare node:http, same bytes',
      '',
      `autocannon, ${t.connections} connections, ${t.durationS} s per run, best of ${t.rounds} rounds, site and bare`,
      'alternating; production mode, one process, in-process API on PGlite. The bare server answers the body,',
      'Content-Type and Content-Encoding the site answered to the same request (desktop user agent, the',
      'Accept-Encoding shown). Load average (1 min) when the run started; the machine is shared.',
      `${t.machine}; ${t.at}.`,
      '',
      throughputTable(t, ['site']),
      '',
    );
  }
  if (r.memory)
    md.push(
      `Server resident memory: ${r.memory.rssStartMb} MB after start, ${r.memory.rssAfterMb} MB after the runs (${r.memory.after.join(', ')}).`,
      '',
    );
  if (r.lighthouse)
    md.push(
      '## Lighthouse (mobile)',
      '',
      'Simulated throttling still times the main thread on this machine: under load (the last column) TBT',
      'and LCP grow.',
      '',
      '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | load average |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...Object.entries(r.lighthouse).map(
        ([k, v]) =>
          `| ${k} | ${v.performance} | ${v.accessibility} | ${v.bestPractices} | ${v.seo} | ${v.lcpMs} ms | ${v.tbtMs} ms | ${v.cls} | ${v.loadAverage ?? '–'} |`,
      ),
      '',
    );
  if (r.bytes)
    md.push(
      '## Bytes loaded (gzip)',
      '',
      '| page kind | JS | CSS |',
      '|---|---:|---:|',
      ...Object.entries(r.bytes).map(([k, v]) => `| ${k} | ${kb(v.jsGzip)} | ${kb(v.cssGzip)} |`),
      '',
    );
  if (r.firstLoad)
    md.push(
      '## First-load budget (build manifest: entry + page chunk and their imports, gzip)',
      '',
      `Budget: JS ≤ ${kb(BUDGET.js)}, CSS ≤ ${kb(BUDGET.css)} per marketing page (\`node scripts/bundle-budget.mjs\`).`,
      '',
      '| page module | JS | CSS |',
      '|---|---:|---:|',
      ...Object.entries(r.firstLoad).map(([k, v]) => `| ${k} | ${kb(v.jsGzip)} | ${kb(v.cssGzip)} |`),
      '',
    );
  return md.join('\n');
}

function processesMarkdown(t) {
  return [
    '# Site: one and two processes on one PostgreSQL',
    '',
    `Two site processes (production mode, \`DATABASE_URL\`, \`TRUST_PROXY=1\`) behind bench/proxy.mjs, a node:http`,
    'round-robin proxy; "1 process" is the same proxy with one upstream, so both columns pay for the proxy.',
    `autocannon, ${t.connections} connections, ${t.durationS} s per run, best of ${t.rounds} rounds; bare node:http serves the`,
    'bytes the site answered. Load average (1 min) when each run started.',
    `${t.machine}; ${t.at}.`,
    '',
    throughputTable(t, ['1 process', '2 processes']),
    '',
    `Resident memory after the run: ${t.rssAfterMb.first} MB and ${t.rssAfterMb.second} MB.`,
    '',
    'On two shared cores the proxy, autocannon and the bare server compete with the site processes for the',
    'same cores, so a second process cannot double the figures here; what the run shows is that two processes',
    'share one database and serve the same pages behind a balancer. On a machine with a core per process (and',
    'the balancer elsewhere) the server-rendered pages scale with the processes until PostgreSQL is the limit.',
    '',
  ].join('\n');
}

mkdirSync(results, { recursive: true });
if (['bytes', 'lighthouse', 'throughput'].some((p) => wanted.has(p))) {
  const file = join(results, 'site.json');
  const r = await singleProcess(existsSync(file) ? readJson(file) : {});
  writeFileSync(file, `${JSON.stringify(r, null, 2)}\n`);
  const md = siteMarkdown(r);
  writeFileSync(join(results, 'site.md'), md);
  console.log(md);
  for (const [k, v] of Object.entries(r.lighthouse ?? {}))
    if (v.failing?.length) console.log(`lighthouse ${k}: below 0.9: ${v.failing.join(', ')}`);
}
if (wanted.has('processes')) {
  const t = await twoProcesses();
  writeFileSync(join(results, 'site-processes.json'), `${JSON.stringify(t, null, 2)}\n`);
  const md = processesMarkdown(t);
  writeFileSync(join(results, 'site-processes.md'), md);
  console.log(md);
}
