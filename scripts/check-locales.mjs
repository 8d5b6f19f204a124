#!/usr/bin/env node
// Fails (exit 1) when any catalogue lacks a key, an argument, a tag or an ICU form that en_US has.
import { join } from 'node:path';
import { compareCatalogues, LOCALES, loadCatalogue } from './locale-check.mjs';

const dir = join(import.meta.dirname, '..', 'locales');
const en = loadCatalogue(dir, 'en_US');
let failed = 0;
if (!Object.keys(en).length) {
  console.error('locales: en_US has no messages');
  process.exit(1);
}
for (const code of LOCALES.slice(1)) {
  const problems = compareCatalogues(en, loadCatalogue(dir, code));
  failed += problems.length;
  console.log(
    `${code}: ${problems.length ? `${problems.length} problems` : 'ok'} (${Object.keys(en).length} keys)`,
  );
  for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
}
process.exit(failed ? 1 : 0);
