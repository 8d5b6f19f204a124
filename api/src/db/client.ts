import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The same queries run on PGlite and on PostgreSQL; code only sees this common type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The seeded content is a few MB; PGlite's default 160 MB of shared buffers would mostly hold nothing but
 * still become resident, so the buffers and per-query memory are sized for this database.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'temp_buffers=2MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
];

/**
 * initdb runs in its own WebAssembly instance and copies the database heap; the copy stays resident long
 * after it is garbage (≈ 400 MB), so a new data folder is created by a short-lived child process.
 */
async function createPgliteDir(dataDir: string) {
  const script = `import { PGlite } from '@electric-sql/pglite';
const db = new PGlite(process.argv[1]);
await db.waitReady;
await db.close();`;
  // The child runs in api/ (to resolve PGlite): give it the folder as an absolute path.
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, resolve(dataDir)], {
    cwd: API_DIR,
  });
}

/** `dataDir` null means in memory (tests). */
/** Called with every statement drizzle sends (tests count the queries of a call with it). */
export type QueryListener = (query: string, params: unknown[]) => void;
const loggerOf = (onQuery?: QueryListener) => (onQuery ? { logger: { logQuery: onQuery } } : {});

export async function openPglite(dataDir: string | null, onQuery?: QueryListener): Promise<DbHandle> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // If the child cannot run (e.g. bundled without node_modules beside it), PGlite creates it in-process.
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await createPgliteDir(dataDir).catch(() => {});
  }
  const options = { postgresqlconf: PGLITE_SETTINGS };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  const db = drizzlePglite(client, { schema, ...loggerOf(onQuery) });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/**
 * `pgSchema` puts the tables and the migration journal in that schema instead of public/drizzle
 * (tests use one per run); the committed SQL names no schema, so it runs in either.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  pgSchema?: string,
  onQuery?: QueryListener,
): Promise<DbHandle> {
  const client = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    ...(pgSchema ? { connection: { search_path: pgSchema } } : {}),
  });
  const db = drizzlePostgres(client, { schema, ...loggerOf(onQuery) });
  await migratePostgres(db, {
    migrationsFolder: MIGRATIONS_DIR,
    ...(pgSchema ? { migrationsSchema: pgSchema } : {}),
  });
  return { db: db as unknown as Db, kind: 'postgres', close: () => client.end() };
}

/**
 * PostgreSQL connections per process (DATABASE_POOL_SIZE). A content call runs at most two queries side by
 * side, so 10 keeps 5 requests in the database at once; more only queue inside PostgreSQL on a small machine.
 */
export const DEFAULT_POOL_SIZE = 10;

export function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<DbHandle> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize || DEFAULT_POOL_SIZE)
    : openPglite(opts.dataDir);
}
