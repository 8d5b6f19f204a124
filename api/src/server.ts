import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { openDatabase } from './db/client.ts';
import { keepConnections } from './http/keep-alive.ts';
import { seedIfEmpty } from './seed/index.ts';

// `npm run api`: the API alone on API_PORT, with PGlite in DATA_DIR unless DATABASE_URL names a PostgreSQL server.
const config = configFromEnv();
const port = Number(process.env.API_PORT ?? 3001);
const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? 'data',
  poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 0),
});
const seeded = await seedIfEmpty(handle.db, config.contentDir);
if (seeded) {
  for (const w of seeded.warnings) console.warn(`content skipped: ${w}`);
  console.log('seeded an empty database:', seeded.counts);
}
const server = serve(
  { fetch: createApp({ db: handle.db, config }).fetch, port, hostname: process.env.API_HOST ?? '127.0.0.1' },
  (info) => console.log(`Sellwise API on http://${info.address}:${info.port} (${handle.kind})`),
);
// Idle connections are closed by the load balancer in front, not by this server (keep-alive.ts).
keepConnections(server as Server);

// Let requests in flight finish before the database closes; give up after 5 s.
const stop = () => {
  setTimeout(() => process.exit(1), 5000).unref();
  server.close(() => void handle.close().then(() => process.exit(0)));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
