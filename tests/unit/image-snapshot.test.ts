import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotTarget } from '../../.storybook/image-snapshot.ts';
import { BASELINE_DIR } from '../../scripts/storybook-paths.js';

describe('which stories take an image snapshot', () => {
  it('a component story: of its root, or of the page when it asks', () => {
    expect(snapshotTarget('Components/Button', undefined)).toBe('root');
    expect(snapshotTarget('Components/Dialog', { target: 'page' })).toBe('page');
    expect(snapshotTarget('Components/Video', false)).toBe(false);
  });

  it('a page story: none, the e2e visual suite owns page images', () => {
    expect(snapshotTarget('Pages/Home', undefined)).toBe(false);
    expect(snapshotTarget('Pages/Contact/Dialog', { target: 'page' })).toBe(false);
  });

  it('no page story keeps a baseline', () => {
    const baselines = readdirSync(join(import.meta.dirname, '../..', BASELINE_DIR));
    expect(baselines.length).toBeGreaterThan(0);
    expect(baselines.filter((name) => name.startsWith('pages-'))).toEqual([]);
  });
});
