import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { openPglite } from '../src/db/client.ts';

test.skipIf(process.env.API_TEST_DB === 'postgres')(
  'a new PGlite data folder is created, migrated, kept and opened again with 16 MB shared buffers',
  async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'sw-pglite-')), 'data');
    try {
      const first = await openPglite(dir);
      await first.db.execute(
        sql`insert into feedback (type, content, lang) values ('bug', 'kept across opens', 'en_US')`,
      );
      await first.close();
      expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
      const again = await openPglite(dir);
      try {
        const rows = await again.db.execute<{ content: string; buffers: string }>(
          sql`select content, current_setting('shared_buffers') as buffers from feedback`,
        );
        expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
          { content: 'kept across opens', buffers: '16MB' },
        ]);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  },
  // Two cold PGlite starts and a full migration: ~15 s alone, over a minute on a loaded two-core machine.
  180_000,
);
