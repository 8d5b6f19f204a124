import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedContent } from './index.ts';

// `npm run db:seed`: (re)loads content/ into the database named by DATABASE_URL or DATA_DIR.
const config = configFromEnv();
const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? 'data',
});
const { counts, warnings } = await seedContent(handle.db, config.contentDir);
for (const w of warnings) console.warn(`skipped: ${w}`);
console.log(`seeded ${handle.kind}:`, counts);
await handle.close();
