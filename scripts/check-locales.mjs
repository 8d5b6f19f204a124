#!/usr/bin/env node
// Fails (exit 1) when any catalogue lacks a key, an argument, a tag or an ICU form that the default
// language's has. The languages come from the contract (api/contract/languages.ts), loaded with tsx.
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { compareCatalogues, loadCatalogue } from './locale-check.mjs';

const { DEFAULT_LANGUAGE, LANGUAGES } = await tsImport('../api/contract/languages.ts', import.meta.url);
const dir = join(import.meta.dirname, '..', 'locales');
const en = loadCatalogue(dir, DEFAULT_LANGUAGE);
let failed = 0;
if (!Object.keys(en).length) {
  console.error(`locales: ${DEFAULT_LANGUAGE} has no messages`);
  process.exit(1);
}
for (const code of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) {
  const problems = compareCatalogues(en, loadCatalogue(dir, code), DEFAULT_LANGUAGE);
  failed += problems.length;
  console.log(
    `${code}: ${problems.length ? `${problems.length} problems` : 'ok'} (${Object.keys(en).length} keys)`,
  );
  for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
}
process.exit(failed ? 1 : 0);
