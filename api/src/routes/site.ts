import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type CsChannel, LANGUAGES, type Language, type partnerSchema } from '../../contract/index.ts';
import {
  agreements,
  countries,
  csChannels,
  localeDefaults,
  partners,
  planPrices,
  plans,
  sessions,
} from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { requestLanguage } from '../http/input.ts';
import { tableRoutes } from '../http/route.ts';
import { currentSession } from '../services/sessions.ts';

export function siteRoutes(deps: Deps) {
  const { app, on } = tableRoutes(deps);
  const { db } = deps;

  async function localeDefault(lang: Language) {
    const [row] = await db.select().from(localeDefaults).where(eq(localeDefaults.lang, lang)).limit(1);
    if (!row) throw new ApiError('NOT_FOUND');
    return row;
  }

  on('beforeList', async (c, { query: q }) => {
    const rows = await db.select().from(localeDefaults);
    const order = (l: string) => LANGUAGES.indexOf(l as Language);
    const locales = rows
      .sort((a, b) => order(a.lang) - order(b.lang))
      .map((r) => ({ code: r.lang as Language, language: r.language, domain: r.domain }));
    return { language: requestLanguage(c, q.language), locales };
  });

  on('changeLang', async (c, { query: { lang } }) => {
    const session = await currentSession(deps, c);
    if (session) await db.update(sessions).set({ lang }).where(eq(sessions.tokenHash, session.tokenHash));
    return { lang };
  });

  on('goodsPrice', async (_c, { params: { lang } }) => {
    const { currency } = await localeDefault(lang);
    const rows = await db
      .select()
      .from(plans)
      .innerJoin(planPrices, and(eq(planPrices.planId, plans.id), eq(planPrices.currency, currency)))
      .orderBy(asc(plans.order));
    const list = rows.map(({ plans: p, plan_prices: price }) => {
      const text = p.texts[lang] ?? p.texts.en_US!;
      return {
        id: p.id,
        slug: p.slug,
        name: text.name,
        description: text.description,
        recommended: p.recommended,
        currency,
        monthly: price.monthly,
        yearly: price.yearly,
        limits: p.limits,
        features: text.features,
      };
    });
    return { currency, plans: list };
  });

  on('partners', async (_c, { params: { lang } }) => {
    const rows = await db.select().from(partners).orderBy(asc(partners.order));
    return {
      partners: rows.map((p) => ({
        id: p.id,
        slug: p.slug,
        // The seed loader only writes the contract's kinds and channels (the columns are plain text).
        kind: p.kind as z.infer<typeof partnerSchema>['kind'],
        name: p.names[lang] ?? p.slug,
        description: p.descriptions[lang] ?? '',
        website: p.website,
      })),
    };
  });

  const channelView = (lang: Language) => (r: typeof csChannels.$inferSelect) => ({
    channel: r.channel as CsChannel['channel'],
    name: r.names[lang] ?? r.channel,
    value: r.value,
    url: r.url,
    hours: r.hours[lang] ?? '',
    qrcode: r.qrcode,
  });

  on('customerServiceList', async (c, { query }) => {
    const lang = requestLanguage(c, query.lang);
    const rows = await db.select().from(csChannels).orderBy(asc(csChannels.order));
    return { list: rows.map(channelView(lang)) };
  });

  on('customerServiceQrcode', async (c, { query: q }) => {
    const [row] = await db.select().from(csChannels).where(eq(csChannels.channel, q.channel)).limit(1);
    if (!row) throw new ApiError('CHANNEL_NOT_FOUND');
    return channelView(requestLanguage(c, q.lang))(row);
  });

  on('agreement', async (_c, { query: q }) => {
    const [row] = await db
      .select()
      .from(agreements)
      .where(and(eq(agreements.type, q.agreementType), eq(agreements.lang, q.agreementLanguage)))
      .limit(1);
    if (!row) throw new ApiError('AGREEMENT_NOT_FOUND');
    return {
      type: q.agreementType,
      lang: q.agreementLanguage,
      title: row.title,
      updatedAt: row.updatedAt,
      html: row.html,
    };
  });

  on('defaultPhoneCode', async (c, { query }) => {
    const row = await localeDefault(requestLanguage(c, query.lang));
    return { country: row.country, phonePrefix: row.dialCode };
  });

  on('trainingDefaultCountry', async (c, { query }) => {
    const lang = requestLanguage(c, query.lang);
    const [{ country }, rows] = await Promise.all([
      localeDefault(lang),
      db.select().from(countries).orderBy(asc(countries.order)),
    ]);
    return {
      country,
      countries: rows.map((r) => ({
        country: r.code,
        name: r.names[lang] ?? r.code,
        dialCode: r.dialCode,
        currency: r.currency,
      })),
    };
  });

  return app;
}
