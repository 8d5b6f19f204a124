import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { checkDeps, packageOf } from '../../scripts/check-deps.mjs';

/** A throwaway repository: root package.json with one workspace `app`, and the given files. */
function repo(files: Record<string, string>, app: Record<string, unknown> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'check-deps-'));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write(
    'package.json',
    JSON.stringify({ name: 'root', workspaces: ['app'], devDependencies: { vitest: '1' } }),
  );
  write('app/package.json', JSON.stringify({ name: '@x/app', ...app }));
  for (const [file, text] of Object.entries(files)) write(file, text);
  return checkDeps(root, Object.keys(files)) as string[];
}

describe('check-deps', () => {
  it('names a workspace file that imports a package its package.json does not declare', () => {
    expect(
      repo({ 'app/a.tsx': "import { z } from 'zod';\nexport const A = () => <p>{String(z)}</p>;" }),
    ).toEqual(['app/a.tsx: imports zod, not declared in app/package.json']);
  });

  it('accepts dependencies, devDependencies and peerDependencies of the owning workspace', () => {
    const app = {
      dependencies: { ky: '1' },
      devDependencies: { vitest: '1' },
      peerDependencies: { react: '19' },
    };
    const files = {
      'app/a.ts': "import ky from 'ky';\nimport { it } from 'vitest';\nimport 'react/jsx-runtime';",
    };
    expect(repo(files, app)).toEqual([]);
  });

  it('does not let a package declared at the root cover a workspace (hoisting is not a declaration)', () => {
    expect(repo({ 'app/a.test.ts': "import { it } from 'vitest';" })).toEqual([
      'app/a.test.ts: imports vitest, not declared in app/package.json',
    ]);
  });

  it('counts type-only imports, re-exports and literal dynamic imports; accepts @types for the types', () => {
    const files = {
      'app/a.ts': [
        "import type { Meta } from '@storybook/react-vite';",
        "export * from 'wouter';",
        "const m = await import('ky');",
        ['const n = await import(`./local-$', '{m}`);'].join(''),
        "import QR from 'qrcode';",
      ].join('\n'),
    };
    expect(repo(files, { devDependencies: { '@types/qrcode': '1' } })).toEqual([
      'app/a.ts: imports @storybook/react-vite, not declared in app/package.json',
      'app/a.ts: imports wouter, not declared in app/package.json',
      'app/a.ts: imports ky, not declared in app/package.json',
    ]);
  });

  it('ignores relative, built-in, virtual and self imports; files outside workspaces belong to the root', () => {
    const files = {
      'app/a.ts':
        "import './b';\nimport fs from 'node:fs';\nimport path from 'path';\nimport x from '@x/app/sub';",
      'scripts/s.mjs': "import { it } from 'vitest';\nimport css from 'tokens.css?raw';",
    };
    expect(repo(files)).toEqual(['scripts/s.mjs: imports tokens.css, not declared in ./package.json']);
  });

  it('reduces a specifier to its package', () => {
    expect(packageOf('@scope/pkg/deep/file.js?raw')).toBe('@scope/pkg');
    expect(packageOf('lodash/fp')).toBe('lodash');
    expect(packageOf('virtual:uno.css')).toBeNull();
    expect(packageOf('node:fs')).toBeNull();
  });
});
