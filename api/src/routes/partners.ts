import { and, count, desc, eq, gt, min, sql } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema, FIELD_MESSAGES, type partnerApplicationRequest } from '../../contract/index.ts';
import type { Db } from '../db/client.ts';
import { countries, partnerApplications, rateEvents } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { clientIp } from '../http/client.ts';
import { ApiError } from '../http/errors.ts';
import { parseQuery, requestLanguage } from '../http/input.ts';
import { tableRoutes } from '../http/route.ts';
import { deliver, enqueue, type OutboxMessage } from '../services/outbox.ts';
import { writeLimitOf, writeOnce } from '../services/write-limit.ts';

/** Where new applications are announced. */
export const PARTNER_TEAM_EMAIL = 'partners@sellwise.com';
/**
 * Applications one e-mail address may send an hour: enough to correct a mistake, not enough to flood the
 * team. Per client address: WRITE_LIMITS.partnerApply (services/write-limit.ts).
 */
export const APPLICATIONS_PER_HOUR_PER_EMAIL = 3;
const HOUR_MS = 3600_000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Counts one application for the key, or throws RATE_LIMITED with the seconds until the oldest one in
 * the last hour leaves the window. The advisory lock serialises concurrent checks of one key.
 */
async function consumeApplication(tx: Tx, key: string, perHour: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const [row] = await tx
    .select({ n: count(), first: min(rateEvents.createdAt) })
    .from(rateEvents)
    .where(and(eq(rateEvents.key, key), gt(rateEvents.createdAt, new Date(Date.now() - HOUR_MS))));
  if ((row?.n ?? 0) >= perHour && row?.first) {
    const retryAfter = Math.max(1, Math.ceil((row.first.getTime() + HOUR_MS - Date.now()) / 1000));
    throw new ApiError('RATE_LIMITED', { retryAfter });
  }
  await tx.insert(rateEvents).values({ key });
}

type Application = z.output<typeof partnerApplicationRequest>;
/** A stored application and its message to the team (none for a repeat: it was sent the first time). */
type Queued = { id: number; outboxId: number; message: OutboxMessage | null };

function teamMessage(a: Application, lang: string): OutboxMessage {
  const lines = [
    `Company: ${a.companyName}`,
    `Contact: ${a.contactName}${a.jobTitle ? `, ${a.jobTitle}` : ''}`,
    `E-mail: ${a.email}`,
    a.phone ? `Phone: ${a.phone}` : null,
    `Country: ${a.country}`,
    a.website ? `Website: ${a.website}` : null,
    `Partner type: ${a.partnerType}`,
    `Sellers served: ${a.sellersServed}`,
    `Language: ${lang}`,
    '',
    a.message,
  ];
  return {
    to: PARTNER_TEAM_EMAIL,
    channel: 'email',
    subject: `Partner application: ${a.companyName}`,
    text: lines.filter((l) => l !== null).join('\n'),
    code: null,
  };
}

const emailQuery = z.object({ email: emailSchema });

/** The partner application of partners/config.htm, and (not in production) a look at what was stored. */
export function partnerRoutes(deps: Deps) {
  const { app, on } = tableRoutes(deps);
  const { db, config } = deps;

  on('partnerApply', async (c, { body }) => {
    const lang = requestLanguage(c, body.lang);
    const [known] = await db
      .select({ code: countries.code })
      .from(countries)
      .where(eq(countries.code, body.country));
    if (!known)
      throw new ApiError('VALIDATION', { issues: [{ path: 'country', message: FIELD_MESSAGES.required }] });
    // The row, the rate events and the team's message commit together or not at all; the same
    // application sent again (a double click) is answered with the first one and tells the team nothing new.
    const { value, repeat } = await writeOnce<Queued>(db, {
      kind: 'partnerApply',
      ip: clientIp(c, config),
      limit: writeLimitOf(config, 'partnerApply'),
      body: { ...body, lang },
      find: async (tx, at) => {
        const [row] = await tx
          .select({ id: partnerApplications.id })
          .from(partnerApplications)
          .where(and(eq(partnerApplications.email, body.email), eq(partnerApplications.createdAt, at)));
        return row && { id: row.id, outboxId: 0, message: null };
      },
      insert: async (tx, at) => {
        await consumeApplication(tx, `partner:email:${body.email}`, APPLICATIONS_PER_HOUR_PER_EMAIL);
        const [row] = await tx
          .insert(partnerApplications)
          .values({
            companyName: body.companyName,
            contactName: body.contactName,
            jobTitle: body.jobTitle || null,
            email: body.email,
            phone: body.phone || null,
            country: body.country,
            website: body.website || null,
            partnerType: body.partnerType,
            sellersServed: body.sellersServed,
            message: body.message,
            lang,
            createdAt: at,
          })
          .returning({ id: partnerApplications.id });
        const message = teamMessage(body, lang);
        return { id: row!.id, outboxId: await enqueue(tx, message), message };
      },
    });
    if (!repeat && value.message) await deliver(db, deps.transport, value.outboxId, value.message);
    return { id: value.id, email: body.email };
  });

  if (!config.production) {
    // Normalised as the form's address is, so any spelling of it finds the applications.
    app.get('/dev/partner-applications', async (c) => {
      const { email } = parseQuery(c, emailQuery);
      const rows = await db
        .select()
        .from(partnerApplications)
        .where(eq(partnerApplications.email, email))
        .orderBy(desc(partnerApplications.id))
        .limit(100);
      return c.json(rows);
    });
  }

  return app;
}
