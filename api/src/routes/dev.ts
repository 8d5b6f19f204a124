import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { outbox } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { parseQuery } from '../http/input.ts';

// A '+' in a query string arrives as a space; phone numbers are stored as +digits.
const toSchema = z.object({
  to: z
    .string()
    .max(254)
    .transform((v) => v.trim())
    .transform((v) => (/^\d+$/.test(v) ? `+${v}` : v.includes('@') ? v.toLowerCase() : v)),
});

/** Development only (absent when NODE_ENV=production): what the API "sent", newest first. */
export function devRoutes({ db }: Deps) {
  const app = new Hono();
  app.get('/dev/outbox', async (c) => {
    const { to } = parseQuery(c, toSchema);
    const rows = await db
      .select({
        to: outbox.to,
        channel: outbox.channel,
        subject: outbox.subject,
        text: outbox.text,
        code: outbox.code,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.id))
      .limit(100);
    return c.json(rows);
  });
  return app;
}
