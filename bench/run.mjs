#!/usr/bin/env node
// `npm run bench`: every benchmark the project has so far, results in bench/results/ (JSON + Markdown).
// Sizes are deterministic (and budgeted in tests); timings are for reading, never asserted.
// BENCH_ONLY=design-system,api,site,soak,lighthouse-pages (or site parts: bytes,lighthouse,throughput,processes)
// picks parts;
// `npm run bench -- --processes 2` (or BENCH_PROCESSES=2) adds one against two site processes on PostgreSQL.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });
const SITE_PARTS = ['bytes', 'lighthouse', 'throughput', 'processes'];
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const wants = (part) =>
  !only.length || only.includes(part) || (part === 'site' && only.some((p) => SITE_PARTS.includes(p)));
const started = Date.now();

if (wants('design-system')) {
  console.log('\n== design-system: size per entry point');
  run('npm run build -w @sellwise/design-system --silent');
  run('node design-system/scripts/size.mjs');
}

const api = JSON.parse(readFileSync(join(root, 'api/package.json'), 'utf8'));
if (api.scripts?.bench && wants('api')) {
  console.log('\n== reference API: throughput and latency (autocannon on 127.0.0.1)');
  run('npm run bench:api --silent');
}
if (existsSync(join(root, 'site/bench.mjs')) && wants('site')) {
  console.log('\n== site');
  execFileSync(process.execPath, [join(root, 'site/bench.mjs'), ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
}
if (wants('soak')) {
  // Mixed campaign traffic for 10 minutes per database (bench/soak.ts): PGlite, and PostgreSQL with two
  // site processes when BENCH_DATABASE_URL or DATABASE_URL names one.
  console.log('\n== soak: mixed traffic, 64 connections');
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'bench/soak.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
}
if (wants('lighthouse-pages')) {
  // Every page kind, phone and desktop, two languages, best of 3 (bench/lighthouse.mjs): about 20 minutes.
  console.log('\n== Lighthouse over every page kind');
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'bench/lighthouse.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
}
console.log(`\nbench: ${Math.round((Date.now() - started) / 1000)} s`);
