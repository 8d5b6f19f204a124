#!/usr/bin/env node
/**
 * Every workspace declares what it imports. npm hoists all packages to the root node_modules, so an
 * undeclared import works in this repository and breaks for whoever installs one workspace alone (or
 * when a sibling drops the package). This check parses each tracked source file (oxc-parser: static
 * imports, re-exports, literal dynamic imports, type-only imports included — the types come from the
 * package) and fails, naming the file, when a bare import is not in the owning package.json's
 * dependencies, devDependencies, peerDependencies or optionalDependencies. Files outside the
 * workspaces (scripts/, tests/, .storybook/, bench/, configs) belong to the root package.json.
 *
 * `node scripts/check-deps.mjs` checks the repository; `checkDeps(root)` is the same for a test.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';

const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const DEP_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

/** `@scope/name/sub?raw` → `@scope/name`; relative, absolute, built-in and virtual ids → null. */
export function packageOf(specifier) {
  const id = specifier.split('?')[0];
  if (!id || id.startsWith('.') || id.startsWith('/') || id.startsWith('\0') || id.includes(':')) return null;
  if (isBuiltin(id)) return null;
  const parts = id.split('/');
  return id.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Bare import specifiers of one source file. */
export function importsOf(file, text) {
  const { module } = parseSync(file, text);
  const found = module.staticImports.map((i) => i.moduleRequest.value);
  for (const e of module.staticExports) {
    for (const entry of e.entries) if (entry.moduleRequest) found.push(entry.moduleRequest.value);
  }
  for (const d of module.dynamicImports) {
    const literal = /^(['"`])([^'"`$]+)\1$/.exec(text.slice(d.moduleRequest.start, d.moduleRequest.end));
    if (literal) found.push(literal[2]);
  }
  return found;
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Problems as `file: imports pkg, not declared in dir/package.json`. */
export function checkDeps(root, files = trackedFiles(root)) {
  const rootPkg = readJson(join(root, 'package.json'));
  const workspaces = (rootPkg.workspaces ?? []).map((dir) => ({
    dir,
    pkg: readJson(join(root, dir, 'package.json')),
  }));
  const owners = [...workspaces, { dir: '', pkg: rootPkg }];
  const declared = new Map(
    owners.map((o) => [
      o.dir,
      new Set([o.pkg.name, ...DEP_FIELDS.flatMap((f) => Object.keys(o.pkg[f] ?? {}))]),
    ]),
  );
  const problems = [];
  for (const file of files) {
    if (!SOURCE.test(file) || file.endsWith('.d.ts')) continue;
    const owner = owners.find((o) => o.dir === '' || file.startsWith(`${o.dir}/`));
    const allowed = declared.get(owner.dir);
    const seen = new Set();
    for (const specifier of importsOf(file, readFileSync(join(root, file), 'utf8'))) {
      const name = packageOf(specifier);
      if (!name || seen.has(name) || allowed.has(name)) continue;
      // A types-only package stands in for the runtime one (`@types/qrcode` for `qrcode` types).
      if (allowed.has(`@types/${name.replace(/^@/, '').replace('/', '__')}`)) continue;
      seen.add(name);
      problems.push(`${file}: imports ${name}, not declared in ${owner.dir || '.'}/package.json`);
    }
  }
  return problems;
}

function trackedFiles(root) {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(import.meta.url), '..', '..');
  const problems = checkDeps(root);
  if (problems.length) {
    console.error(`${problems.length} undeclared import(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('check-deps: every workspace declares what it imports');
}
