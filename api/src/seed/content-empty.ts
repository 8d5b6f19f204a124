import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { helpCategories, localeDefaults } from '../db/schema.ts';

export async function isContentEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(localeDefaults);
  const [help] = await db.select({ n: count() }).from(helpCategories);
  return (row?.n ?? 0) === 0 && (help?.n ?? 0) === 0;
}
