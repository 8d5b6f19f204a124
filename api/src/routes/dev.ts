import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { emailSchema } from '../../contract/index.ts';
import { feedback, outbox, trainingAppointments } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { parseQuery } from '../http/input.ts';

const MAX_ROWS = 100;

// A '+' in a query string arrives as a space; phone numbers are stored as +digits.
const toSchema = z.object({
  to: z
    .string()
    .max(254)
    .transform((v) => v.trim())
    .transform((v) => (/^\d+$/.test(v) ? `+${v}` : v.includes('@') ? v.toLowerCase() : v)),
});
// Normalised as the booking form normalises it, so any spelling of the address finds its bookings.
const emailQuery = z.object({ email: emailSchema });
const limitQuery = z.object({ limit: z.coerce.number().int().min(1).max(MAX_ROWS).default(20) });

/**
 * Development only (absent when NODE_ENV=production): what the API "sent" and what visitors stored,
 * newest first, as bare arrays, so end-to-end tests can read what a page did.
 */
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
      .limit(MAX_ROWS);
    return c.json(rows);
  });

  app.get('/dev/appointments', async (c) => {
    const { email } = parseQuery(c, emailQuery);
    const rows = await db
      .select()
      .from(trainingAppointments)
      .where(eq(trainingAppointments.email, email))
      .orderBy(desc(trainingAppointments.id))
      .limit(MAX_ROWS);
    return c.json(rows);
  });

  app.get('/dev/feedback', async (c) => {
    const { limit } = parseQuery(c, limitQuery);
    return c.json(await db.select().from(feedback).orderBy(desc(feedback.id)).limit(limit));
  });

  return app;
}
