import type { Db } from '../db/client.ts';
import { contentState } from '../db/schema.ts';

/** Seeds run by this process; each one makes every cache of the process stale at once. */
let localSeeds = 0;

export function contentSeeded() {
  localSeeds++;
}

/** Changes whenever the seeded content may have changed; caches compare it with what they stored. */
export interface ContentVersion {
  current(): Promise<string>;
  /**
   * The database's content version alone (a hash of the content): the same in every process on one
   * database, so other processes (the site's page cache) can compare it. Read again after a seed here.
   */
  published(): Promise<string>;
}

/**
 * Seeding in this process is seen at once; seeding by another process (content_state in the database) is
 * seen within `checkMs`. After the first, checks run in the background at most once per interval, never
 * once per request.
 */
export function watchContentVersion(db: Db, checkMs: number): ContentVersion {
  let seeded = '';
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;
  let built = { seeds: -1, seeded: '', value: '' };

  const check = async () => {
    try {
      const [row] = await db.select({ version: contentState.version }).from(contentState).limit(1);
      seeded = row?.version ?? '';
    } catch (error) {
      // Keep answering from what is cached; the next interval tries again.
      console.error('content version check failed', error);
    } finally {
      checkedAt = Date.now();
      checking = null;
    }
  };
  const first = check();
  let seedsRead = localSeeds;

  return {
    async current() {
      if (checkedAt === Number.NEGATIVE_INFINITY) await first;
      else if (!checking && Date.now() - checkedAt >= checkMs) checking = check();
      if (built.seeds !== localSeeds || built.seeded !== seeded) {
        built = { seeds: localSeeds, seeded, value: `${localSeeds}:${seeded}` };
      }
      return built.value;
    },
    async published() {
      if (seedsRead !== localSeeds) {
        // A seed in this process wrote its version in its transaction: read it before answering.
        seedsRead = localSeeds;
        await check();
      } else await this.current();
      return seeded;
    },
  };
}
