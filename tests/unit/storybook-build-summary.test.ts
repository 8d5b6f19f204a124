import { expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { buildSummary } from '../../scripts/storybook-build-summary.mjs';

const LOG = [
  '┌  Building storybook v10.6.7',
  '│  Vite vite v8.3.8 building client environment for production...',
  '\u001b[33m▲\u001b[39m  Vite [MODULE_LEVEL_DIRECTIVE] The semantics of the module level',
  '│  directive "use client" in a.js',
  '▲  Vite [MODULE_LEVEL_DIRECTIVE] The semantics of the module level',
  '│  - Adjust chunk size limit for this warning via',
  '■  Something failed in a plugin',
  '└  Storybook build completed successfully',
].join('\n');

it('keeps each kind of warning or error once, with its count, and ends with the stories and time', () => {
  expect(buildSummary(LOG, 843, 91, 'storybook-static')).toEqual([
    '▲  Vite [MODULE_LEVEL_DIRECTIVE] The semantics of the module level  (2×)',
    '■  Something failed in a plugin',
    'Storybook: built 843 stories in 91s into storybook-static',
  ]);
});

it('shows at most 20 kinds', () => {
  const log = Array.from({ length: 25 }, (_, i) => `▲  warning ${i}`).join('\n');
  const lines: string[] = buildSummary(log, 1, 1, 'out');
  expect(lines).toHaveLength(22);
  expect(lines[20]).toBe('… 5 more kinds');
});
