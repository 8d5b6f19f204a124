import type { Db } from '../db/client.ts';
import { contentSeeded } from '../services/content-version.ts';
import { isContentEmpty } from './content-empty.ts';

export async function seedContent(db: Db, contentDir: string) {
  // Markdown, HTML cleaning and QR codes are needed only while seeding: a server that starts on a seeded
  // database never loads them (about 20 MB less resident).
  const [{ loadContent }, { writeContent }] = await Promise.all([
    import('./load-content.ts'),
    import('./write-content.ts'),
  ]);
  const content = loadContent(contentDir);
  const counts = await writeContent(db, content);
  contentSeeded();
  return { counts, warnings: content.warnings };
}

/** On start: a new database gets the content with no manual step. */
export async function seedIfEmpty(db: Db, contentDir: string) {
  return (await isContentEmpty(db)) ? seedContent(db, contentDir) : null;
}
