import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createApp } from '../src/app.ts';
import { configFromEnv } from '../src/config.ts';
import { openPostgres } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/seed/index.ts';

/**
 * `npm run bench:explain -w @sellwise/api` (DATABASE_URL=postgres://…): runs every content call of the bench once with
 * the content cache off, logs the queries it makes, and writes each one's `EXPLAIN (ANALYZE, BUFFERS)` to
 * bench/results/explain-postgres.md, so the plans behind the uncached figures are on record.
 */
const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) throw new Error('set DATABASE_URL to a PostgreSQL database (it is seeded if empty)');
const OUT = fileURLToPath(new URL('./results/explain-postgres.md', import.meta.url));

let log: { query: string; params: unknown[] }[] = [];
const handle = await openPostgres(url, 4, undefined, (query, params) => log.push({ query, params }));
const config = configFromEnv({ ...process.env, CONTENT_CACHE_MB: '0' });
await seedIfEmpty(handle.db, config.contentDir);
const app = createApp({ db: handle.db, config });

// biome-ignore lint/suspicious/noExplicitAny: the script only reads a few known fields
const data = async (path: string): Promise<any> => (await (await app.request(path)).json()).data;
const help = await data('/api/v5/en_US/index');
const blog = await data('/api/v1/blog/index.json?lang=en_US&source=pc');
const article = help.latest[0];
const CALLS: [string, string, string?][] = [
  ['blog index', '/api/v1/blog/index.json?lang=en_US&source=pc'],
  [
    'blog topic',
    `/api/v1/blog/topicsContentPage.json?topicsId=${blog.topics[0].id}&lang=en_US&page=1&pageSize=9`,
  ],
  ['blog article', `/api/v1/blog/articleDetails.json?blogId=${blog.latest.list[0].id}&lang=en_US`],
  ['help index', '/api/v5/en_US/index'],
  ['help category', `/api/v5/en_US/catPage?categoryId=${help.categories[0].id}&page=1&pageSize=10`],
  ['help article', `/api/v5/en_US/detailPage/${article.categoryId}/${article.type}/${article.id}/1`],
  // Search reads its documents once per content version and language; these are those loads.
  ['help search (first in a language)', '/api/v5/th/search/get?k=shopee', 'POST'],
  ['blog search (first in a language)', '/api/v1/blog/search.json?content=shopee&lang=th'],
];

/** A statement with its parameters written in, as EXPLAIN needs it. */
const inline = ({ query, params }: { query: string; params: unknown[] }) =>
  query.replace(/\$(\d+)/g, (_, n) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : `'${String(value).replace(/'/g, "''")}'`;
  });

const lines = [
  `EXPLAIN (ANALYZE, BUFFERS) of every query of the content calls, cache off, PostgreSQL, ${new Date().toISOString()}.`,
  'Written by `npm run bench:explain -w @sellwise/api`. The content is a few dozen articles, so PostgreSQL rightly',
  'prefers sequential scans of a few pages; the indexes of migration 0006 serve the same lists once they grow.',
  '',
];
for (const [name, path, method = 'GET'] of CALLS) {
  log = [];
  const res = await app.request(path, { method });
  if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
  const queries = log.filter((q) => !q.query.includes('"content_state"'));
  lines.push(`## ${name}: \`${method} ${path}\` — ${queries.length} queries`, '');
  for (const q of queries) {
    const sql = inline(q);
    const plan = await handle.db.execute(`explain (analyze, buffers, costs off) ${sql}` as never);
    const rows = (Array.isArray(plan) ? plan : (plan as { rows: unknown[] }).rows) as Record<
      string,
      string
    >[];
    lines.push('```sql', sql, '```', '```', ...rows.map((r) => r['QUERY PLAN'] ?? ''), '```', '');
  }
}
writeFileSync(OUT, `${lines.join('\n')}\n`);
console.log(`wrote ${OUT}`);
await handle.close();
