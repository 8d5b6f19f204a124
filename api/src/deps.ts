import type { ApiConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { Transport } from './services/outbox.ts';

/** What every route module receives. */
export interface Deps {
  db: Db;
  config: ApiConfig;
  transport?: Transport;
}
