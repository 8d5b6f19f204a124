import { and, count, eq } from 'drizzle-orm';
import { FIELD_MESSAGES } from '../../contract/index.ts';
import { bookingTimeIssue, SLOT_CAPACITY, TRAINING_TIME_MESSAGES } from '../../contract/training-time.ts';
import { countries, feedback, spxEnquiries, trainingAppointments } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { clientIp } from '../http/client.ts';
import { ApiError } from '../http/errors.ts';
import { requestLanguage } from '../http/input.ts';
import { tableRoutes } from '../http/route.ts';
import { currentSession } from '../services/sessions.ts';
import { phoneTarget } from '../services/targets.ts';
import { lockKey, writeLimitOf, writeOnce } from '../services/write-limit.ts';
import { partnerRoutes } from './partners.ts';

const SPX_REGIONS = [
  { country: 'TH', name: 'Thailand', pickupDays: 'Mon–Sat', codAvailable: true },
  { country: 'VN', name: 'Vietnam', pickupDays: 'Mon–Sun', codAvailable: true },
  { country: 'ID', name: 'Indonesia', pickupDays: 'Mon–Sat', codAvailable: true },
  { country: 'MY', name: 'Malaysia', pickupDays: 'Mon–Fri', codAvailable: true },
  { country: 'PH', name: 'Philippines', pickupDays: 'Mon–Sat', codAvailable: true },
  { country: 'SG', name: 'Singapore', pickupDays: 'Mon–Fri', codAvailable: false },
];

/** A refused field, answered as the contract's own field errors are: VALIDATION with its path and message id. */
export const fieldError = (path: string, message: string) =>
  new ApiError('VALIDATION', { issues: [{ path, message }] });

export function visitorRoutes(deps: Deps) {
  const { app, on } = tableRoutes(deps);
  const { db, config } = deps;

  /** A country the site offers (content/countries.json, what the forms' lists show); else the field is "not chosen". */
  async function knownCountry(code: string) {
    const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
    if (!row) throw fieldError('country', FIELD_MESSAGES.required);
  }

  on('bookTraining', async (c, { body }) => {
    phoneTarget(body.phonePrefix, body.phoneNumber);
    await knownCountry(body.country);
    const issue = bookingTimeIssue(body.country, body.date, body.timeSlot, Date.now());
    if (issue) throw fieldError(issue.path, issue.message);
    const values = { ...body, storeName: body.storeName || null, remark: body.remark || null };
    const sameBooking = and(
      eq(trainingAppointments.email, body.email),
      eq(trainingAppointments.date, body.date),
      eq(trainingAppointments.timeSlot, body.timeSlot),
    );
    const { value: id } = await writeOnce(db, {
      kind: 'bookTraining',
      ip: clientIp(c, config),
      limit: writeLimitOf(config, 'bookTraining'),
      body,
      find: async (tx, at) =>
        (
          await tx
            .select({ id: trainingAppointments.id })
            .from(trainingAppointments)
            .where(and(sameBooking, eq(trainingAppointments.createdAt, at)))
        )[0]?.id,
      insert: async (tx, at) => {
        // The same address booking the same slot again gets the same booking back, not a second row.
        const [mine] = await tx
          .select({ id: trainingAppointments.id })
          .from(trainingAppointments)
          .where(sameBooking);
        if (mine) return mine.id;
        // One session takes so many people; the count and the insert are serialised per session.
        await lockKey(tx, `slot:${body.country}:${body.date}:${body.timeSlot}`);
        const [booked] = await tx
          .select({ n: count() })
          .from(trainingAppointments)
          .where(
            and(
              eq(trainingAppointments.country, body.country),
              eq(trainingAppointments.date, body.date),
              eq(trainingAppointments.timeSlot, body.timeSlot),
            ),
          );
        if ((booked?.n ?? 0) >= SLOT_CAPACITY) throw fieldError('timeSlot', TRAINING_TIME_MESSAGES.slotFull);
        const [created] = await tx
          .insert(trainingAppointments)
          .values({ ...values, createdAt: at })
          .onConflictDoNothing()
          .returning({ id: trainingAppointments.id });
        // A parallel booking of the same slot by the same address (another client address) won the race.
        return (
          created?.id ??
          (await tx.select({ id: trainingAppointments.id }).from(trainingAppointments).where(sameBooking))[0]!
            .id
        );
      },
    });
    return { id, date: body.date, timeSlot: body.timeSlot };
  });

  on('feedback', async (c, { body }) => {
    const session = await currentSession(deps, c);
    const values = {
      type: body.type,
      content: body.content,
      contact: body.contact || null,
      pageUrl: body.pageUrl || null,
      lang: requestLanguage(c, body.lang),
      accountId: session?.accountId ?? null,
    };
    const { value: id } = await writeOnce(db, {
      kind: 'feedback',
      ip: clientIp(c, config),
      limit: writeLimitOf(config, 'feedback'),
      body: values,
      find: async (tx, at) =>
        (
          await tx
            .select({ id: feedback.id })
            .from(feedback)
            .where(and(eq(feedback.createdAt, at), eq(feedback.content, values.content)))
        )[0]?.id,
      insert: async (tx, at) =>
        (
          await tx
            .insert(feedback)
            .values({ ...values, createdAt: at })
            .returning({ id: feedback.id })
        )[0]!.id,
    });
    return { id };
  });

  on('spxData', async () => {
    const [row] = await db.select({ n: count() }).from(spxEnquiries);
    return { regions: SPX_REGIONS, enquiries: row?.n ?? 0 };
  });

  on('spxEnquiry', async (c, { body }) => {
    const phone = phoneTarget(body.phonePrefix, body.phoneNumber).value;
    // The regions the SPX page lists are the ones it takes enquiries for.
    if (!SPX_REGIONS.some((r) => r.country === body.country))
      throw fieldError('country', FIELD_MESSAGES.required);
    const values = {
      name: body.name,
      phone,
      shopName: body.shopName,
      country: body.country,
      monthlyParcels: body.monthlyParcels,
    };
    const { value: id } = await writeOnce(db, {
      kind: 'spxEnquiry',
      ip: clientIp(c, config),
      limit: writeLimitOf(config, 'spxEnquiry'),
      body: values,
      find: async (tx, at) =>
        (
          await tx
            .select({ id: spxEnquiries.id })
            .from(spxEnquiries)
            .where(and(eq(spxEnquiries.createdAt, at), eq(spxEnquiries.phone, phone)))
        )[0]?.id,
      insert: async (tx, at) =>
        (
          await tx
            .insert(spxEnquiries)
            .values({ ...values, createdAt: at })
            .returning({ id: spxEnquiries.id })
        )[0]!.id,
    });
    return { id };
  });

  app.route('/', partnerRoutes(deps));

  return app;
}
