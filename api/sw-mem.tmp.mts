import { PGlite } from '@electric-sql/pglite';

const rss = () => Math.round(process.memoryUsage().rss / 1e6);
console.log('start', rss());
const db = new PGlite(
  process.argv[2] ?? '/tmp/sw-api-data',
  process.argv[3] ? ({ postgresqlconf: process.argv[3].split(';') } as never) : {},
);
await db.waitReady;
console.log('ready', rss(), process.memoryUsage());
await db.query('select count(*) from help_translations');
console.log('query', rss());
