import type { Db } from '../db/client.ts';
import { contentSeeded } from '../services/content-version.ts';
import { loadContent } from './load-content.ts';
import { isContentEmpty, writeContent } from './write-content.ts';

export async function seedContent(db: Db, contentDir: string) {
  const content = loadContent(contentDir);
  const counts = await writeContent(db, content);
  contentSeeded();
  return { counts, warnings: content.warnings };
}

/** On start: a new database gets the content with no manual step. */
export async function seedIfEmpty(db: Db, contentDir: string) {
  return (await isContentEmpty(db)) ? seedContent(db, contentDir) : null;
}
