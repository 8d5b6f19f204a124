import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  analyticsRequest,
  collectRequest,
  MONITORING_FIELDS,
  monitoringRequest,
  siteSwitchQuery,
} from '../../contract/index.ts';
import { analyticsEvents, errorReports } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { clientIp } from '../http/client.ts';
import { ApiError } from '../http/errors.ts';
import { parse, parseBody, parseQuery, readBody } from '../http/input.ts';
import { ok } from '../http/respond.ts';
import { createWindowCounter } from '../services/window-counter.ts';

/** Events an IP may send per minute before the collector answers 429 (per process). */
const EVENTS_PER_MINUTE = 3000;

export function telemetryRoutes(deps: Deps) {
  const app = new Hono();
  const { db, config } = deps;
  const perIp = createWindowCounter(60_000);

  // The analytics collector answers in Amplitude's HTTP API format (code 200 in the body), not the envelope.
  const collect = async (c: Context) => {
    let body: unknown;
    try {
      body = await readBody(c);
    } catch {
      return c.json({ code: 400, error: 'Invalid JSON request body' }, 400);
    }
    const result = analyticsRequest.safeParse(body);
    if (!result.success) {
      return c.json(
        {
          code: 400,
          error: 'Request missing required field',
          missing_field: result.error.issues[0]?.path.join('.'),
        },
        400,
      );
    }
    const { api_key, events } = result.data;
    if (!api_key || (config.analyticsApiKeys.length > 0 && !config.analyticsApiKeys.includes(api_key))) {
      return c.json({ code: 400, error: 'Invalid API key', missing_field: 'api_key' }, 400);
    }
    if (perIp(clientIp(c, config), events.length) > EVENTS_PER_MINUTE) {
      return c.json(
        {
          code: 429,
          error: 'Too many requests for some devices and users',
          eps_threshold: EVENTS_PER_MINUTE / 60,
        },
        429,
      );
    }
    if (events.length > 0) {
      await db.insert(analyticsEvents).values(
        events.map((e) => ({
          kind: 'amplitude' as const,
          name: e.event_type,
          deviceId: e.device_id ?? null,
          userId: e.user_id ?? null,
          payload: e,
        })),
      );
    }
    return c.json({
      code: 200,
      events_ingested: events.length,
      payload_size_bytes: Number(c.req.header('content-length') ?? 0),
      server_upload_time: Date.now(),
    });
  };
  app.post('/api/report.json', collect);
  app.post('/api/batch-report.json', collect);

  app.post('/api/collect', async (c) => {
    const body = await parseBody(c, collectRequest);
    await db
      .insert(analyticsEvents)
      .values(
        body.event === 'count'
          ? { kind: 'count', name: body.properties.name, payload: body.properties }
          : { kind: 'conversion', name: body.event, payload: body.properties },
      );
    return ok(c, null);
  });

  app.post('/api/monitoring', async (c) => {
    const body = await parseBody(c, monitoringRequest);
    const [row] = await db
      .insert(errorReports)
      .values({
        source: body[MONITORING_FIELDS.source],
        message: body[MONITORING_FIELDS.message],
        instance: body[MONITORING_FIELDS.instance] ?? null,
        info: body[MONITORING_FIELDS.info] ?? null,
        pageUrl: body[MONITORING_FIELDS.pageUrl],
        browser: body[MONITORING_FIELDS.browser],
      })
      .returning({ id: errorReports.id });
    return ok(c, { id: row!.id });
  });

  app.get('/builds/latest.json', (c) => c.json(config.build, 200, { 'Cache-Control': 'no-cache' }));

  app.get('/builds/meta/:file', (c) => {
    const { file } = parse(z.object({ file: z.string().regex(/^[\w-]{1,64}\.json$/) }), c.req.param());
    if (file !== `${config.build.id}.json`) throw new ApiError('BUILD_NOT_FOUND');
    return c.json({ ...config.build, matcher: { static: {}, wildcard: {} }, prerendered: [] });
  });

  app.get('/v', (c) => {
    parseQuery(c, siteSwitchQuery);
    const rules = config.siteSwitch;
    const country =
      rules.countryHeaders
        .map((h) => c.req.header(h)?.trim().toUpperCase())
        .find((v) => v && /^[A-Z]{2}$/.test(v)) ?? '';
    return ok(c, {
      code: country,
      flag: rules.countries.includes(country) ? ('yes' as const) : ('no' as const),
    });
  });

  return app;
}
