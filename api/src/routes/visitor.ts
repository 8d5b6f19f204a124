import { and, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { feedbackRequest, spxEnquiryRequest, trainingRequest } from '../../contract/index.ts';
import { feedback, spxEnquiries, trainingAppointments } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { parseBody, requestLanguage } from '../http/input.ts';
import { ok } from '../http/respond.ts';
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
  const app = new Hono();
  const { db } = deps;

  app.post('/api/v1/appointment/train/notLoggedAdd.json', async (c) => {
    const body = await parseBody(c, trainingRequest);
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
    return ok(c, { id, date: body.date, timeSlot: body.timeSlot });
  });

  app.post('/api/v5/userFeedback/editUserFeedback', async (c) => {
    const body = await parseBody(c, feedbackRequest);
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
    return ok(c, { id: row!.id });
  });

  app.get('/api/v5/tem/logistics/spx/data.json', async (c) => {
    const [row] = await db.select({ n: count() }).from(spxEnquiries);
    return ok(c, { regions: SPX_REGIONS, enquiries: row?.n ?? 0 });
  });

  app.post('/tem/logistics/spx/data.json', async (c) => {
    const body = await parseBody(c, spxEnquiryRequest);
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
    return ok(c, { id: row!.id });
  });

  app.route('/', partnerRoutes(deps));

  return app;
}
