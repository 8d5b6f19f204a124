import type { Context } from 'hono';
import { analyticsRequest, MONITORING_FIELDS } from '../../contract/index.ts';
import { analyticsEvents, errorReports } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { clientIp } from '../http/client.ts';
import { ApiError } from '../http/errors.ts';
import { readBody } from '../http/input.ts';
import { tableRoutes } from '../http/route.ts';
import { createWindowCounter } from '../services/window-counter.ts';

/** Events an IP may send per minute before the collector answers 429 (per process). */
const EVENTS_PER_MINUTE = 3000;
/**
 * The analytics collector's paths. Not in the route table: every answer, errors included, is in
 * Amplitude's format, and it takes bigger bodies (app.ts).
 */
export const ANALYTICS_PATHS: ReadonlySet<string> = new Set(['/api/report.json', '/api/batch-report.json']);

export function telemetryRoutes(deps: Deps) {
  const { app, on } = tableRoutes(deps);
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
  for (const path of ANALYTICS_PATHS) app.post(path, collect);

  on('collect', async (_c, { body }) => {
    await db
      .insert(analyticsEvents)
      .values(
        body.event === 'count'
          ? { kind: 'count', name: body.properties.name, payload: body.properties }
          : { kind: 'conversion', name: body.event, payload: body.properties },
      );
    return null;
  });

  on('monitoring', async (_c, { body }) => {
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
    return { id: row!.id };
  });

  on('buildLatest', (c) => c.json(config.build, 200, { 'Cache-Control': 'no-cache' }));

  on('buildMeta', (c, { params: { file } }) => {
    if (file !== `${config.build.id}.json`) throw new ApiError('BUILD_NOT_FOUND');
    return c.json({ ...config.build, matcher: { static: {}, wildcard: {} }, prerendered: [] });
  });

  on('siteSwitch', (c) => {
    const rules = config.siteSwitch;
    const country =
      rules.countryHeaders
        .map((h) => c.req.header(h)?.trim().toUpperCase())
        .find((v) => v && /^[A-Z]{2}$/.test(v)) ?? '';
    return {
      code: country,
      flag: rules.countries.includes(country) ? ('yes' as const) : ('no' as const),
    };
  });

  return app;
}
