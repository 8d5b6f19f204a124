#!/usr/bin/env node
// `npm run bench`: every benchmark the project has so far, results in bench/results/ (JSON + Markdown).
// Sizes are deterministic (and budgeted in tests); timings are for reading, never asserted.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

console.log('\n== design-system: size per entry point');
run('npm run build -w @sellwise/design-system --silent');
run('node design-system/scripts/size.mjs');

const api = JSON.parse(readFileSync(join(root, 'api/package.json'), 'utf8'));
if (api.scripts?.bench) {
  console.log('\n== reference API: throughput and latency (autocannon on 127.0.0.1)');
  run('npm run bench:api --silent');
}
if (existsSync(join(root, 'site/bench.mjs'))) {
  console.log('\n== site');
  run('node site/bench.mjs');
}
