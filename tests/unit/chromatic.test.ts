import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const script = join(import.meta.dirname, '../../scripts/chromatic.mjs');

it('npm run chromatic without a token says what is missing in one line and exits 0', () => {
  const env = { ...process.env };
  delete env.CHROMATIC_PROJECT_TOKEN;
  const run = spawnSync(process.execPath, [script], { env, encoding: 'utf8' });
  expect(run.status).toBe(0);
  expect(run.stderr).toBe('');
  expect(run.stdout.trimEnd().split('\n')).toEqual([
    expect.stringContaining('CHROMATIC_PROJECT_TOKEN is not set'),
  ]);
});
