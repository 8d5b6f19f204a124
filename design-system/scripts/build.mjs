// Builds the publishable package into dist/: ES modules (one file per source module, so bundlers
// tree-shake per component), .d.ts from the TypeScript 7 compiler, and the CSS entries.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(pkg, '..', 'node_modules', '.bin', name);
export const ENTRIES = [
  'index',
  'lib/index',
  'tokens/index',
  'tokens/preset',
  'primitives/index',
  'navigation/index',
  'forms/index',
  'overlays/index',
  'layouts/index',
  'sections/index',
  'content/index',
  'assets/index',
];

rmSync(join(pkg, 'dist'), { recursive: true, force: true });

const entry = Object.fromEntries(
  ENTRIES.filter((e) => existsSync(join(pkg, 'src', `${e}.ts`))).map((e) => [e, join(pkg, 'src', `${e}.ts`)]),
);

await build({
  root: pkg,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    minify: false,
    sourcemap: true,
    lib: { entry, formats: ['es'] },
    rolldownOptions: {
      // Every bare import (react, radix, …) stays a dependency of the consumer's bundle.
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});

execFileSync(bin('tsc'), ['-p', join(pkg, 'tsconfig.build.json')], { stdio: 'inherit' });
addDeclarationExtensions(join(pkg, 'dist'));

const tailwind = (input, output) =>
  execFileSync(bin('tailwindcss'), ['-i', join(pkg, input), '-o', output, '--minify'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
tailwind('src/styles.css', join(pkg, 'dist/styles.css'));
tailwind('src/components.css', join(pkg, 'dist/components.css'));
writeFileSync(
  join(pkg, 'dist/components.css'),
  inLayer('sellwise', readFileSync(join(pkg, 'dist/components.css'), 'utf8')),
);
for (const file of ['tokens.css', 'tailwind-theme.css', 'theme.css']) {
  copyFileSync(join(pkg, 'src/tokens', file), join(pkg, 'dist', file));
}
console.log('design-system: built dist/');

/**
 * tsc writes relative specifiers as they are in the source (`./button`), which Node's ESM resolution
 * (TypeScript's `nodenext`) rejects: give each the path of the file it means (`./button.js`,
 * `./button/index.js`; TypeScript maps `.js` to the `.d.ts` beside it).
 */
function addDeclarationExtensions(dir) {
  const specifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;
  for (const entry of readdirSync(dir, { recursive: true })) {
    if (!entry.endsWith('.d.ts')) continue;
    const file = join(dir, entry);
    const text = readFileSync(file, 'utf8').replace(specifier, (whole, lead, quote, path) => {
      if (path.endsWith('.js')) return whole;
      const base = join(dirname(file), path);
      const target = existsSync(`${base}.d.ts`)
        ? `${path}.js`
        : existsSync(join(base, 'index.d.ts'))
          ? `${path}/index.js`
          : null;
      if (!target) throw new Error(`${file}: no declaration for ${path}`);
      return `${lead}${quote}${target}${quote}`;
    });
    writeFileSync(file, text);
  }
}

/** Puts a stylesheet in one named cascade layer; `@property` registrations must stay at the top level. */
function inLayer(name, css) {
  const properties = css.match(/@property\s+[\w-]+\s*\{[^}]*\}/g) ?? [];
  const rest = properties.reduce((text, rule) => text.replace(rule, ''), css);
  return `${properties.join('')}@layer ${name}{${rest}}\n`;
}
