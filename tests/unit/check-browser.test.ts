import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const script = join(import.meta.dirname, '../../scripts/check-browser.sh');
const INSTALL = 'apt-get install -y chromium fonts-noto-cjk fonts-thai-tlwg';

/** Runs the check with a stand-in fc-list that lists `fonts`, and `chromium` as the browser. */
function check(fonts: string[], chromium: string) {
  const bin = mkdtempSync(join(tmpdir(), 'check-browser-'));
  writeFileSync(join(bin, 'fc-list'), `#!/bin/sh\nprintf '%s\\n' ${fonts.map((f) => `'${f}'`).join(' ')}\n`);
  chmodSync(join(bin, 'fc-list'), 0o755);
  return spawnSync('bash', [script], {
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, CHROMIUM_PATH: chromium },
    encoding: 'utf8',
  });
}
const CJK = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc: Noto Sans CJK SC:style=Regular';
const THAI = '/usr/share/fonts/truetype/tlwg/Loma.ttf: Loma:style=Book';

it('passes with a browser that runs and both fonts', () => {
  const run = check([CJK, THAI], '/bin/true');
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

it('names a missing browser and the install command', () => {
  const run = check([CJK, THAI], '/nonexistent/chromium');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('/nonexistent/chromium does not exist');
  expect(run.stderr).toContain(INSTALL);
});

it('names a browser that does not run', () => {
  const run = check([CJK, THAI], '/bin/false');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('/bin/false --version fails');
});

it.each([
  ['Chinese', [THAI], 'no Noto Sans CJK'],
  ['Thai', [CJK, '/x/DejaVuSans.ttf: DejaVu Sans:style=Book'], 'no Tlwg, Loma or Noto Sans Thai'],
])('names a missing %s font and the install command', (_lang, fonts, missing) => {
  const run = check(fonts, '/bin/true');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(missing);
  expect(run.stderr).toContain(INSTALL);
});
