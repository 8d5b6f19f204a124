import type { ApiConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { ContentVersion } from './services/content-version.ts';
import type { HumanChecks } from './services/human-check.ts';
import type { Transport } from './services/outbox.ts';

/** What every route module receives. */
export interface Deps {
  db: Db;
  config: ApiConfig;
  transport?: Transport;
  /** Changes when the seeded content does; what caches of content are checked against. */
  contentVersion: ContentVersion;
  /** The captcha service's and the bot-challenge widget's verifiers, where configured. */
  humanChecks: HumanChecks;
}
