import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Language } from '../contract/index.ts';
import { REPO_ROOT } from '../src/config.ts';
import { type Db, MIGRATIONS_DIR } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { seedContent } from '../src/seed/index.ts';
import { search } from '../src/services/search.ts';

/**
 * `npx tsx api/bench/search-quality.ts`: help search on the real content with Intl.Segmenter (what the API
 * uses) against pg_trgm word similarity, on queries phrased as a seller would, not copied from titles.
 * Prints how often the expected article is first and in the top 3.
 */
const QUERIES: [Language, string, number][] = [
  ['en_US', 'connect shopee', 1007],
  ['en_US', 'bulk price edit', 1012],
  ['en_US', 'cash on delivery', 1019],
  ['en_US', 'low stock alert', 1022],
  ['en_US', 'import products from another store', 1029],
  ['en_US', 'invoice tax', 1033],
  ['en_US', 'shop authorisation expired', 1035],
  ['th', 'เชื่อมต่อร้าน Shopee', 1007],
  ['th', 'แก้ราคาหลายร้าน', 1012],
  ['th', 'เก็บเงินปลายทาง', 1019],
  ['th', 'แจ้งเตือนสต็อก', 1022],
  ['th', 'ดึงสินค้าจากร้านอื่น', 1029],
  ['th', 'ใบแจ้งหนี้', 1033],
  ['th', 'การอนุญาตหมดอายุ', 1035],
  ['zh_CN', '授权Shopee店铺', 1007],
  ['zh_CN', '批量修改价格', 1012],
  ['zh_CN', '货到付款', 1019],
  ['zh_CN', '低库存预警', 1022],
  ['zh_CN', '采集导入商品', 1029],
  ['zh_CN', '下载发票', 1033],
  ['zh_CN', '授权过期', 1035],
];

const client = new PGlite({ extensions: { pg_trgm } });
const db = drizzle(client, { schema });
await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
await client.exec('create extension if not exists pg_trgm');
await seedContent(db as unknown as Db, `${REPO_ROOT}content`);

async function docs(lang: Language) {
  const rows = await db
    .select({
      id: schema.helpTranslations.articleId,
      title: schema.helpTranslations.title,
      summary: schema.helpTranslations.summary,
      keywords: schema.helpTranslations.keywords,
      plain: schema.helpTranslations.plain,
    })
    .from(schema.helpTranslations)
    .innerJoin(schema.helpArticles, and(eq(schema.helpArticles.id, schema.helpTranslations.articleId)))
    .where(eq(schema.helpTranslations.lang, lang));
  return rows.map((r) => ({
    title: r.title,
    keywords: r.keywords.join(' '),
    summary: r.summary,
    body: r.plain,
    item: r.id,
  }));
}

async function trigram(lang: Language, q: string): Promise<number[]> {
  // Title weighted over body, as the Segmenter ranking does.
  const result = await client.query<{ id: number }>(
    `select article_id as id,
            2 * word_similarity($1, title) + word_similarity($1, summary || ' ' || keywords::text) + 0.5 * word_similarity($1, plain) as score
       from help_translations where lang = $2 order by score desc limit 3`,
    [q, lang],
  );
  return result.rows.map((r) => r.id);
}

const score = { segmenter: { top1: 0, top3: 0 }, trigram: { top1: 0, top3: 0 } };
const lines: string[] = [];
for (const [lang, q, expected] of QUERIES) {
  const seg = search(await docs(lang), q, lang)
    .slice(0, 3)
    .map((h) => h.item);
  const tri = await trigram(lang, q);
  for (const [name, ids] of [
    ['segmenter', seg],
    ['trigram', tri],
  ] as const) {
    if (ids[0] === expected) score[name].top1++;
    if (ids.includes(expected)) score[name].top3++;
  }
  lines.push(`| ${lang} | ${q} | ${expected} | ${seg.join(', ')} | ${tri.join(', ')} |`);
}
console.log('| lang | query | expected | Intl.Segmenter top 3 | pg_trgm top 3 |\n|---|---|---|---|---|');
console.log(lines.join('\n'));
console.log(
  `\nIntl.Segmenter: first ${score.segmenter.top1}/${QUERIES.length}, top 3 ${score.segmenter.top3}/${QUERIES.length}`,
);
console.log(
  `pg_trgm: first ${score.trigram.top1}/${QUERIES.length}, top 3 ${score.trigram.top3}/${QUERIES.length}`,
);
await client.close();
