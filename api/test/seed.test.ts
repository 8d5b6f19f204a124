import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES } from '../contract/index.ts';
import { REPO_ROOT } from '../src/config.ts';
import type { DbHandle } from '../src/db/client.ts';
import { blogTranslations, helpArticles, helpTranslations } from '../src/db/schema.ts';
import { seedContent, seedIfEmpty } from '../src/seed/index.ts';
import { loadContent } from '../src/seed/load-content.ts';
import { FIXTURES, openTestDb } from './helpers.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

describe('seeding', () => {
  test('an empty database is seeded once; running again gives the same rows', async () => {
    const first = await seedIfEmpty(handle.db, FIXTURES);
    expect(first?.counts).toMatchObject({ blogArticles: 2, helpArticles: 3, helpCategories: 3 });
    expect(await seedIfEmpty(handle.db, FIXTURES)).toBeNull();
    const again = await seedContent(handle.db, FIXTURES);
    expect(again.counts).toEqual(first!.counts);
    const [row] = await handle.db.select({ n: count() }).from(blogTranslations);
    expect(row!.n).toBe(4);
  });

  test('partial and broken content: good files load, bad ones are reported, nothing throws', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sw-content-'));
    try {
      cpSync(FIXTURES, dir, { recursive: true });
      rmSync(join(dir, 'plans.json'));
      writeFileSync(join(dir, 'partners.json'), '{ not json');
      writeFileSync(join(dir, 'help', '1001-create-account', 'vi.md'), '---\nid: 1001\n---\nno title');
      const content = loadContent(dir);
      expect(content.plans).toEqual([]);
      expect(content.partners).toEqual([]);
      expect(content.helpArticles.find((a) => a.folder === '1001-create-account')!.translations).toHaveLength(
        3,
      );
      expect(content.warnings.some((w) => w.includes('partners.json'))).toBe(true);
      expect(content.warnings.some((w) => w.includes('vi.md'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  test('the repository content/ loads without warnings, every article in all six languages', async () => {
    const content = loadContent(join(REPO_ROOT, 'content'));
    expect(content.warnings).toEqual([]);
    expect(Object.keys(content.locales ?? {}).sort()).toEqual([...LANGUAGES].sort());
    expect(content.customerService.map((c) => c.channel).sort()).toEqual([
      'email',
      'line',
      'wechat',
      'whatsapp',
      'zalo',
    ]);
    expect(Object.keys(content.agreements).sort()).toEqual(['privacy', 'terms']);
    expect(content.plans.length).toBeGreaterThanOrEqual(3);
    expect(content.partners.length).toBeGreaterThan(0);
    // Every language's market currency has a price for every plan.
    for (const locale of Object.values(content.locales ?? {})) {
      for (const plan of content.plans)
        expect(plan.prices[locale.currency], `${plan.slug} ${locale.currency}`).toBeDefined();
    }
    for (const article of [...content.blogArticles, ...content.helpArticles]) {
      expect(
        article.translations.map((t) => t.lang),
        article.folder,
      ).toEqual([...LANGUAGES]);
    }
    const { counts } = await seedContent(handle.db, join(REPO_ROOT, 'content'));
    expect(counts.helpArticles).toBe(content.helpArticles.length);
    const [published] = await handle.db.select({ n: count() }).from(helpArticles);
    const [texts] = await handle.db.select({ n: count() }).from(helpTranslations);
    expect(texts!.n).toBe(published!.n * LANGUAGES.length);
  });
});
