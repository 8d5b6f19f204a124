// The repo reads @sellwise/design-system from source through tsconfig.json's `paths` (used by tsc, Vite,
// Vitest and Storybook); consumers read dist/ through package.json's `exports`. Both must name the same
// entry points, or a page could import what the published package does not offer.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'design-system/package.json'), 'utf8'));
// tsconfig.json allows comments: drop whole-line ones before parsing.
const tsconfig = JSON.parse(
  readFileSync(join(root, 'tsconfig.json'), 'utf8')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n'),
);
const paths = tsconfig.compilerOptions.paths;

// The CSS files and package.json are plain strings; code entry points are condition maps.
const codeExports = Object.entries(pkg.exports).filter(([, target]) => typeof target === 'object');

describe('design-system entry points', () => {
  it('publish only conditions that point into the tarball (types, default)', () => {
    for (const [subpath, target] of codeExports) {
      expect(Object.keys(target), subpath).toEqual(['types', 'default']);
    }
  });

  it('are the same in tsconfig paths (source) and package exports (dist)', () => {
    const fromExports = Object.fromEntries(
      codeExports.map(([subpath, target]) => {
        const stem = target.default.replace(/^\.\/dist\//, 'design-system/src/').replace(/\.js$/, '');
        const source = [`${stem}.ts`, `${stem}.tsx`].find((f) => existsSync(join(root, f)));
        return [`@sellwise/design-system${subpath.slice(1)}`, [`./${source}`]];
      }),
    );
    const fromPaths = Object.fromEntries(
      Object.entries(paths).filter(([name]) => name.startsWith('@sellwise/design-system')),
    );
    expect(fromPaths).toEqual(fromExports);
  });
});
