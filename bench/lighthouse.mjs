#!/usr/bin/env node
// Lighthouse over every page kind (issue 25): phone (mobile, default simulated throttling) and desktop, in
// two languages or more, best of N runs, production build served as `npm start` serves it. Writes
// bench/results/lighthouse.{json,md}: performance, LCP and its element, TBT, CLS, script and HTML bytes
// transferred, and the machine's load. Scores are noisy on a shared machine: figures, never a test.
//
//   node --import tsx bench/lighthouse.mjs [--runs 3] [--langs en_US,th] [--devices mobile,desktop]
//                                          [--kinds home,register] [--out lighthouse]
// Paths come from the contract and the content, never typed twice.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { LANG_PAGE_PATHS as PAGE, ROOT_PAGE_PATHS as ROOT } from '@sellwise/api/contract/paths';
import { LANDING_SPECS } from '@sellwise/pages/landing/landing-pages';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { LANG_COOKIE } from '../site/intl/cookies.ts';
import { localePath } from '../site/rules/paths.ts';
import { startSite } from './site-throughput.mjs';

const root = join(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  return argv[i].includes('=') ? argv[i].slice(argv[i].indexOf('=') + 1) : argv[i + 1];
};
const list = (name, fallback) => arg(name, fallback).split(',').filter(Boolean);

// One landing page of each lead kind the configs use (the families share a layout shape).
const landingFamilies = {};
for (const [name, spec] of Object.entries(LANDING_SPECS)) {
  const family = spec.lead.kind === 'picture' && spec.lead.centred ? 'picture-centred' : spec.lead.kind;
  landingFamilies[`landing:${family}`] ??= name;
}

/** Page kinds: a path under the language (gets `/{lang}` and `/m`) or an absolute one (the blog). */
export const PAGE_KINDS = {
  home: PAGE.home,
  introduction: 'introduction/inventory.htm',
  ...Object.fromEntries(
    Object.entries(landingFamilies).map(([kind, name]) => [kind, `frontend/${name}.html`]),
  ),
  pricing: PAGE.pricing,
  partners: PAGE.partners,
  app: PAGE.app,
  about: PAGE.about,
  legal: PAGE.privacyPolicy,
  blogIndex: ROOT.blogIndex,
  blogTopic: '/blog/topicsContent/1/marketplace-growth.htm',
  blogArticle: '/blog/articleDetails/1/shopee-listing-seo.htm',
  blogSearch: `${ROOT.blogSearch}?content=Shopee`,
  helpHome: PAGE.helpHome,
  helpCategory: 'leftCat/1_1',
  helpArticle: 'detailPage/1/1/1001/1',
  helpSearch: 'leftCat/search?keyWords=Shopee',
  login: PAGE.login,
  register: PAGE.register,
  registerNext: ROOT.registerNext,
  resetEmail: PAGE.forgetPwd,
  resetPhone: PAGE.phoneForgetPwd,
  train: PAGE.train,
  notFound: PAGE.notFound,
};

/** The address a visitor on that device and in that language lands on (no redirect in the measurement). */
// The site's own link builder: the blog and help centre are one responsive page (no /m), the blog has no
// language segment (the cookie sets it).
const addressOf = (kind, lang, mobile) => localePath(PAGE_KINDS[kind], { lang, mobile });

const SETTINGS = {
  mobile: {
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
  },
  desktop: {
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
    throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1 },
  },
};

/** A run Lighthouse could not finish (no paint, a page error): kept in the table with its reason. */
function failed(lhr, busy) {
  const a = lhr.audits;
  const value = (id) => a[id]?.numericValue;
  if (
    !lhr.runtimeError &&
    ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].every((id) =>
      Number.isFinite(value(id)),
    )
  )
    return undefined;
  return {
    error: lhr.runtimeError?.code ?? 'missing metrics',
    performance: 0,
    accessibility: 0,
    bestPractices: 0,
    seo: 0,
    lcpMs: 0,
    fcpMs: 0,
    tbtMs: 0,
    cls: 0,
    scriptBytes: 0,
    htmlBytes: 0,
    lcpElement: '',
    benchmarkIndex: 0,
    busy,
  };
}

function summarise(lhr, busy) {
  const broken = failed(lhr, busy);
  if (broken) return broken;
  const a = lhr.audits;
  const c = lhr.categories;
  const bytes = (type) =>
    a['resource-summary']?.details?.items?.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const lcpNode = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    performance: Math.round(c.performance.score * 100),
    accessibility: Math.round(c.accessibility.score * 100),
    bestPractices: Math.round(c['best-practices'].score * 100),
    seo: Math.round(c.seo.score * 100),
    lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(a['first-contentful-paint'].numericValue),
    tbtMs: Math.round(a['total-blocking-time'].numericValue),
    cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
    scriptBytes: bytes('script'),
    htmlBytes: bytes('document'),
    lcpElement: lcpNode ? (lcpNode.selector ?? lcpNode.snippet ?? '').slice(0, 80) : '',
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    busy,
  };
}

/**
 * How busy the machine is with other work, measured over one second just before a run, while the site and
 * Chromium of this benchmark sit idle (the 1-minute load average would count the previous run's own Chromium).
 */
async function busyShare() {
  const total = () =>
    cpus().reduce(
      (sum, c) => {
        const t = c.times;
        return { idle: sum.idle + t.idle, all: sum.all + t.idle + t.user + t.nice + t.sys + t.irq };
      },
      { idle: 0, all: 0 },
    );
  const before = total();
  await new Promise((r) => setTimeout(r, 1000));
  const after = total();
  const all = after.all - before.all;
  return all > 0 ? Number((1 - (after.idle - before.idle) / all).toFixed(2)) : 0;
}

// A run started while other work kept more than this share of the CPUs busy is marked and not counted.
const BUSY = 0.25;

async function main() {
  const runs = Number(arg('runs', '3'));
  const langs = list('langs', 'en_US,th');
  const devices = list('devices', 'mobile,desktop');
  const kinds = list('kinds', Object.keys(PAGE_KINDS).join(','));
  const out = arg('out', 'lighthouse');
  const server = await startSite({ port: Number(process.env.BENCH_PORT ?? 3400) });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS] });
  const rows = [];
  try {
    for (const device of devices)
      for (const lang of langs)
        for (const kind of kinds) {
          const url = server.origin + addressOf(kind, lang, device === 'mobile');
          // Warms the server's caches (the first visit of a page is not what is measured), and tells from the
          // page itself whether it is meant to be indexed (its robots meta), so its SEO score is a goal or not.
          const html = await (await fetch(url, { headers: { Cookie: `${LANG_COOKIE}=${lang}` } })).text();
          const indexed = !/<meta name="robots" content="[^"]*noindex/.test(html);
          const tries = [];
          for (let i = 0; i < runs; i++) {
            const busy = await busyShare();
            const result = await lighthouse(url, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
              extraHeaders: { Cookie: `${LANG_COOKIE}=${lang}` },
              ...SETTINGS[device],
            });
            tries.push(summarise(result.lhr, busy));
          }
          const counted = tries.filter((t) => t.busy <= BUSY && !t.error);
          const pool = counted.length ? counted : tries;
          const best = pool.reduce((b, t) =>
            t.performance > b.performance || (t.performance === b.performance && t.lcpMs < b.lcpMs) ? t : b,
          );
          const row = { kind, device, lang, path: addressOf(kind, lang, device === 'mobile'), ...best };
          row.underLoad = counted.length === 0 && tries.some((t) => t.busy > BUSY);
          row.indexed = indexed;
          rows.push(row);
          console.log(
            `${device.padEnd(7)} ${lang.padEnd(5)} ${kind.padEnd(24)} perf ${row.performance} LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms CLS ${row.cls} JS ${(row.scriptBytes / 1024).toFixed(1)} KB${row.underLoad ? ' (under load)' : ''}${row.error ? ` (failed: ${row.error})` : ''}`,
          );
        }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  const meta = {
    at: new Date().toISOString(),
    machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
    runs,
    busyAbove: BUSY,
  };
  writeFileSync(join(root, `bench/results/${out}.json`), `${JSON.stringify({ meta, rows }, null, 2)}\n`);
  writeFileSync(join(root, `bench/results/${out}.md`), markdown(meta, rows));
  console.log(`lighthouse: ${rows.length} pages, bench/results/${out}.md`);
}

const kb = (n) => (n / 1024).toFixed(1);
function markdown(meta, rows) {
  const lines = [
    '# Lighthouse, every page kind',
    '',
    `${meta.at}, ${meta.machine}. Lighthouse ${lighthouse.version ?? '12'}, production build (\`npm start\`),`,
    `best of ${meta.runs}; phone: mobile default simulated throttling; desktop: Lighthouse's desktop preset.`,
    `A run started while other work kept more than ${meta.busyAbove * 100} % of the CPUs busy (measured over the second`,
    'before it) does not count; a row with only such runs says "under load". Bytes are transferred (compressed).',
    'Generated by `bench/lighthouse.mjs`.',
    '',
    '| device | lang | page | perf | LCP | LCP element | TBT | CLS | script KB | HTML KB | a11y | BP | SEO | busy |',
    '|---|---|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.device} | ${r.lang} | ${r.kind} | ${r.performance} | ${(r.lcpMs / 1000).toFixed(2)} s | \`${r.lcpElement.replaceAll('|', '\\|')}\` | ${r.tbtMs} | ${r.cls} | ${kb(r.scriptBytes)} | ${kb(r.htmlBytes)} | ${r.accessibility} | ${r.bestPractices} | ${r.indexed ? r.seo : `(${r.seo})`} | ${Math.round(r.busy * 100)} %${r.underLoad ? ' under load' : ''}${r.error ? ` failed: ${r.error}` : ''} |`,
    );
  lines.push('', 'SEO in brackets: a page not meant to be indexed (noindex).', '');
  return lines.join('\n');
}

await main();
