import { and, asc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  agreementQuery,
  beforeListQuery,
  changeLangQuery,
  csListQuery,
  csQrcodeQuery,
  LANGUAGES,
  type Language,
} from '../../contract/index.ts';
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
import { langParam, parseQuery, requestLanguage } from '../http/input.ts';
import { ok } from '../http/respond.ts';
import { currentSession } from '../services/sessions.ts';

export function siteRoutes(deps: Deps) {
  const app = new Hono();
  const { db } = deps;

  async function localeDefault(lang: Language) {
    const [row] = await db.select().from(localeDefaults).where(eq(localeDefaults.lang, lang)).limit(1);
    if (!row) throw new ApiError('NOT_FOUND');
    return row;
  }

  app.get('/load/beforeList.json', async (c) => {
    const q = parseQuery(c, beforeListQuery);
    const rows = await db.select().from(localeDefaults);
    const order = (l: string) => LANGUAGES.indexOf(l as Language);
    const locales = rows
      .sort((a, b) => order(a.lang) - order(b.lang))
      .map((r) => ({ code: r.lang as Language, language: r.language, domain: r.domain }));
    return ok(c, { language: requestLanguage(c, q.language), locales });
  });

  app.get('/api/v1/lang/changeLang.json', async (c) => {
    const { lang } = parseQuery(c, changeLangQuery);
    const session = await currentSession(deps, c);
    if (session) await db.update(sessions).set({ lang }).where(eq(sessions.tokenHash, session.tokenHash));
    return ok(c, { lang });
  });

  app.get('/api/v1/:x/goodsPrice.json', async (c) => {
    const lang = langParam(c);
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
    return ok(c, { currency, plans: list });
  });

  app.get('/api/v1/:lang/partners.json', async (c) => {
    const lang = langParam(c);
    const rows = await db.select().from(partners).orderBy(asc(partners.order));
    return ok(c, {
      partners: rows.map((p) => ({
        id: p.id,
        slug: p.slug,
        kind: p.kind,
        name: p.names[lang] ?? p.slug,
        description: p.descriptions[lang] ?? '',
        website: p.website,
      })),
    });
  });

  const channelView = (lang: Language) => (r: typeof csChannels.$inferSelect) => ({
    channel: r.channel,
    name: r.names[lang] ?? r.channel,
    value: r.value,
    url: r.url,
    hours: r.hours[lang] ?? '',
    qrcode: r.qrcode,
  });

  app.get('/api/v1/customerService/getCustomerServiceList.json', async (c) => {
    const lang = requestLanguage(c, parseQuery(c, csListQuery).lang);
    const rows = await db.select().from(csChannels).orderBy(asc(csChannels.order));
    return ok(c, { list: rows.map(channelView(lang)) });
  });

  app.get('/api/v1/getNotLoginContactCustomerQrcode.json', async (c) => {
    const q = parseQuery(c, csQrcodeQuery);
    const [row] = await db.select().from(csChannels).where(eq(csChannels.channel, q.channel)).limit(1);
    if (!row) throw new ApiError('CHANNEL_NOT_FOUND');
    return ok(c, channelView(requestLanguage(c, q.lang))(row));
  });

  app.get('/api/v1/agreement/getPrivacyAgreement.json', async (c) => {
    const q = parseQuery(c, agreementQuery);
    const [row] = await db
      .select()
      .from(agreements)
      .where(and(eq(agreements.type, q.agreementType), eq(agreements.lang, q.agreementLanguage)))
      .limit(1);
    if (!row) throw new ApiError('AGREEMENT_NOT_FOUND');
    return ok(c, {
      type: q.agreementType,
      lang: q.agreementLanguage,
      title: row.title,
      updatedAt: row.updatedAt,
      html: row.html,
    });
  });

  const countryOf = async (c: Context) => (await localeDefault(requestLanguage(c, langQuery(c)))).country;
  const langQuery = (c: Context) => {
    const lang = c.req.query('lang');
    return LANGUAGES.find((l) => l === lang);
  };

  app.get('/api/v3/auth/defaultPhoneCode.json', async (c) => {
    const row = await localeDefault(requestLanguage(c, langQuery(c)));
    return ok(c, { country: row.country, phonePrefix: row.dialCode });
  });

  app.get('/api/v1/appointment/train/getNotLoggedDefaultCountry.json', async (c) => {
    const lang = requestLanguage(c, langQuery(c));
    const [country, rows] = await Promise.all([
      countryOf(c),
      db.select().from(countries).orderBy(asc(countries.order)),
    ]);
    return ok(c, {
      country,
      countries: rows.map((r) => ({
        country: r.code,
        name: r.names[lang] ?? r.code,
        dialCode: r.dialCode,
        currency: r.currency,
      })),
    });
  });

  return app;
}
