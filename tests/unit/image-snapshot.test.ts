import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotTarget } from '../../.storybook/image-snapshot.ts';
import { BASELINE_DIR } from '../../scripts/storybook-paths.js';

const ROOT = join(import.meta.dirname, '../..');

function storiesFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.stories.tsx') && !f.includes('node_modules'))
    .map((f) => join(dir, f));
}

/** Storybook's id prefix for a title ('Pages/Register Next' → 'pages-register-next'). */
const idOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Stories files whose meta hands the page image to the e2e suite: file, title, e2e name. */
function e2eOwned() {
  return [...storiesFiles('pages'), ...storiesFiles('design-system/src')].flatMap((file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const e2e = /snapshot: \{[^}]*e2e: '([^']+)'/.exec(text)?.[1];
    const title = /title: '([^']+)'/.exec(text)?.[1];
    return e2e && title ? [{ file, title, e2e }] : [];
  });
}

describe('which stories take an image snapshot', () => {
  it('a component story: of its root, or of the page when it asks, or none when it says so', () => {
    expect(snapshotTarget(undefined)).toBe('root');
    expect(snapshotTarget({ target: 'page' })).toBe('page');
    expect(snapshotTarget(false)).toBe(false);
  });

  it('a page the e2e suite photographs: none, whatever its target', () => {
    expect(snapshotTarget({ e2e: 'home' })).toBe(false);
    expect(snapshotTarget({ target: 'page', e2e: 'contact-dialog' })).toBe(false);
  });

  it('each page image is kept once: the named e2e baselines exist and the story baselines are gone', () => {
    const owned = e2eOwned();
    expect(owned.length).toBeGreaterThan(5);
    const e2eBaselines = readdirSync(join(ROOT, 'tests/e2e/__screenshots__'));
    const storyBaselines = readdirSync(join(ROOT, BASELINE_DIR));
    for (const { file, title, e2e } of owned) {
      expect(
        e2eBaselines.filter((n) => n.startsWith(`${e2e}-`)),
        `${file}: e2e baselines ${e2e}-*`,
      ).not.toEqual([]);
      expect(
        storyBaselines.filter((n) => n.startsWith(`${idOf(title)}--`)),
        `${file}: story baselines`,
      ).toEqual([]);
    }
  });

  it('page stories no e2e test photographs keep their images', () => {
    const storyBaselines = readdirSync(join(ROOT, BASELINE_DIR));
    for (const id of ['pages-blog-index', 'pages-help-category', 'pages-legal', 'pages-partners-programme']) {
      expect(
        storyBaselines.filter((n) => n.startsWith(`${id}--`)),
        id,
      ).not.toEqual([]);
    }
  });
});
