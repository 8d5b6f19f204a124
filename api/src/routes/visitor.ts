import { and, count, eq } from 'drizzle-orm';
import { feedback, spxEnquiries, trainingAppointments } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { requestLanguage } from '../http/input.ts';
import { tableRoutes } from '../http/route.ts';
import { currentSession } from '../services/sessions.ts';
import { phoneTarget } from '../services/targets.ts';
import { partnerRoutes } from './partners.ts';

const SPX_REGIONS = [
  { country: 'TH', name: 'Thailand', pickupDays: 'Mon–Sat', codAvailable: true },
  { country: 'VN', name: 'Vietnam', pickupDays: 'Mon–Sun', codAvailable: true },
  { country: 'ID', name: 'Indonesia', pickupDays: 'Mon–Sat', codAvailable: true },
  { country: 'MY', name: 'Malaysia', pickupDays: 'Mon–Fri', codAvailable: true },
  { country: 'PH', name: 'Philippines', pickupDays: 'Mon–Sat', codAvailable: true },
  { country: 'SG', name: 'Singapore', pickupDays: 'Mon–Fri', codAvailable: false },
];

export function visitorRoutes(deps: Deps) {
  const { app, on } = tableRoutes(deps);
  const { db } = deps;

  on('bookTraining', async (_c, { body }) => {
    phoneTarget(body.phonePrefix, body.phoneNumber);
    const values = { ...body, storeName: body.storeName || null, remark: body.remark || null };
    // The same address booking the same slot again gets the same booking back, not a second row.
    const [created] = await db
      .insert(trainingAppointments)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: trainingAppointments.id });
    const id =
      created?.id ??
      (
        await db
          .select({ id: trainingAppointments.id })
          .from(trainingAppointments)
          .where(
            and(
              eq(trainingAppointments.email, body.email),
              eq(trainingAppointments.date, body.date),
              eq(trainingAppointments.timeSlot, body.timeSlot),
            ),
          )
      )[0]!.id;
    return { id, date: body.date, timeSlot: body.timeSlot };
  });

  on('feedback', async (c, { body }) => {
    const session = await currentSession(deps, c);
    const [row] = await db
      .insert(feedback)
      .values({
        type: body.type,
        content: body.content,
        contact: body.contact || null,
        pageUrl: body.pageUrl || null,
        lang: requestLanguage(c, body.lang),
        accountId: session?.accountId ?? null,
      })
      .returning({ id: feedback.id });
    return { id: row!.id };
  });

  on('spxData', async () => {
    const [row] = await db.select({ n: count() }).from(spxEnquiries);
    return { regions: SPX_REGIONS, enquiries: row?.n ?? 0 };
  });

  on('spxEnquiry', async (_c, { body }) => {
    const phone = phoneTarget(body.phonePrefix, body.phoneNumber).value;
    const [row] = await db
      .insert(spxEnquiries)
      .values({
        name: body.name,
        phone,
        shopName: body.shopName,
        country: body.country,
        monthlyParcels: body.monthlyParcels,
      })
      .returning({ id: spxEnquiries.id });
    return { id: row!.id };
  });

  app.route('/', partnerRoutes(deps));

  return app;
}
