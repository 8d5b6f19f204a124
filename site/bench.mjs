#!/usr/bin/env node
// Site benchmarks (issue 4): Lighthouse (mobile) on home, a landing page and pricing; the JS and CSS
// (gzip) each page kind loads in Chromium, and the first-load budget from the build manifest; requests
// per second with autocannon on 127.0.0.1 for prerendered pages (home, landing) and a page rendered per
// request (pricing), each run twice beside the machine's load average (the machine is shared).
// Needs a build (npm run build; SITE_DIST picks the folder). Results: bench/results/site.{json,md}.
// Timings are figures, not tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { BUDGET, firstLoad } from '../scripts/bundle-budget.mjs';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3400);
const origin = `http://127.0.0.1:${port}`;
const dataDir = join(root, `.tmp/bench-data-${port}`);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
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

const stop = (server) => process.kill(-server.pid, 'SIGTERM');

async function startServer() {
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn('npx', ['tsx', 'site/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SITE_ORIGIN: origin,
      API_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: 'ignore',
    // Its own process group, so stopping it also stops the node process npx starts.
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  stop(server);
  throw new Error('bench: the site server did not start');
}

async function bytesPerKind() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
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

const LIGHTHOUSE_KINDS = [
  'home',
  'landing',
  'pricing',
  'login',
  'register',
  'blogIndex',
  'blogArticle',
  'helpHome',
  'helpArticle',
  'helpSearch',
];
async function lighthouseRuns(kinds = LIGHTHOUSE_KINDS) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const out = {};
  try {
    // Issue 4's page kinds, issue 5's form pages, issue 10's blog and help pages.
    for (const kind of kinds) {
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

const ROUNDS = 2;
async function throughput() {
  const out = {};
  for (const kind of ['home', 'landing', 'pricing']) {
    const url = origin + KINDS[kind];
    await fetch(url); // warm the render cache
    out[kind] = [];
    for (let round = 0; round < ROUNDS; round++) out[kind].push(await cannon(url));
  }
  return out;
}

async function cannon(url) {
  const load = loadavg()[0];
  const r = await autocannon({
    url,
    connections: 50,
    duration: 10,
    headers: {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36',
      'accept-encoding': 'gzip',
    },
  });
  return {
    requestsPerSec: Math.round(r.requests.average),
    p99Ms: r.latency.p99,
    errors: r.errors + r.non2xx,
    loadAverage: Number(load.toFixed(1)),
  };
}

// `--lighthouse=register,login`: only those Lighthouse runs, printed, nothing written (for quick checks).
const only = process.argv.find((a) => a.startsWith('--lighthouse='))?.slice('--lighthouse='.length);
if (only) {
  const server = await startServer();
  try {
    console.log(JSON.stringify(await lighthouseRuns(only.split(',')), null, 2));
  } finally {
    stop(server);
  }
  process.exit(0);
}

const server = await startServer();
try {
  const bytes = await bytesPerKind();
  const lh = await lighthouseRuns();
  const rps = await throughput();
  const budget = firstLoad(join(root, 'site', process.env.SITE_DIST || 'dist', 'client'));
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const md = [
    '# Site benchmarks',
    '',
    '## Lighthouse (mobile)',
    '',
    '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...Object.entries(lh).map(
      ([k, v]) =>
        `| ${k} | ${v.performance} | ${v.accessibility} | ${v.bestPractices} | ${v.seo} | ${v.lcpMs} ms | ${v.tbtMs} ms | ${v.cls} |`,
    ),
    '',
    '## Bytes loaded (gzip)',
    '',
    '| page kind | JS | CSS |',
    '|---|---:|---:|',
    ...Object.entries(bytes).map(([k, v]) => `| ${k} | ${kb(v.jsGzip)} | ${kb(v.cssGzip)} |`),
    '',
    '## First-load budget (build manifest: entry + page chunk and their imports, gzip)',
    '',
    `Budget: JS ≤ ${kb(BUDGET.js)}, CSS ≤ ${kb(BUDGET.css)} per marketing page (\`node scripts/bundle-budget.mjs\`).`,
    '',
    '| page module | JS | CSS |',
    '|---|---:|---:|',
    ...Object.entries(budget).map(([k, v]) => `| ${k} | ${kb(v.jsGzip)} | ${kb(v.cssGzip)} |`),
    '',
    '## Throughput (autocannon, 50 connections, 10 s, 127.0.0.1, desktop user agent)',
    '',
    'home and landing are prerendered at build; pricing is rendered per request (plans from the API).',
    'The machine is shared: each run shows the 1-minute load average when it started.',
    '',
    '| page | run | requests/s | p99 latency | errors | load average |',
    '|---|---:|---:|---:|---:|---:|',
    ...Object.entries(rps).flatMap(([k, runs]) =>
      runs.map(
        (v, i) =>
          `| ${k} | ${i + 1} | ${v.requestsPerSec} | ${v.p99Ms} ms | ${v.errors} | ${v.loadAverage} |`,
      ),
    ),
    '',
  ].join('\n');
  const results = join(root, 'bench/results');
  mkdirSync(results, { recursive: true });
  writeFileSync(
    join(results, 'site.json'),
    `${JSON.stringify({ lighthouse: lh, bytes, firstLoad: budget, throughput: rps }, null, 2)}\n`,
  );
  writeFileSync(join(results, 'site.md'), md);
  console.log(md);
  for (const [k, v] of Object.entries(lh))
    if (v.failing.length) console.log(`lighthouse ${k}: below 0.9: ${v.failing.join(', ')}`);
} finally {
  stop(server);
}
