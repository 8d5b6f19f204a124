// Builds the publishable package into dist/: ES modules (one file per source module, so bundlers
// tree-shake per component), .d.ts from the TypeScript 7 compiler, and the CSS entries.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, rmSync } from 'node:fs';
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
execFileSync(
  bin('tailwindcss'),
  ['-i', join(pkg, 'src/styles.css'), '-o', join(pkg, 'dist/styles.css'), '--minify'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
copyFileSync(join(pkg, 'src/tokens/tokens.css'), join(pkg, 'dist/tokens.css'));
copyFileSync(join(pkg, 'src/tokens/theme.css'), join(pkg, 'dist/theme.css'));
console.log('design-system: built dist/');
