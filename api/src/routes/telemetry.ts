import type { Context } from 'hono';
import { analyticsRequest, MONITORING_FIELDS } from '../../contract/index.ts';
import { analyticsEvents, errorReports } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { clientIp } from '../http/client.ts';
import { ApiError } from '../http/errors.ts';
import { readBody, storableJson } from '../http/input.ts';
import { tableRoutes } from '../http/route.ts';
import { createWindowCounter } from '../services/window-counter.ts';
import { consumeWrite, writeLimitOf } from '../services/write-limit.ts';

/**
 * Events an IP may send per minute before the collector answers 429 (per process: the requests are
 * also limited per address in the database, WRITE_LIMITS.analytics).
 */
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
    const ip = clientIp(c, config);
    if (perIp(ip, events.length) > EVENTS_PER_MINUTE) {
      return c.json(
        {
          code: 429,
          error: 'Too many requests for some devices and users',
          eps_threshold: EVENTS_PER_MINUTE / 60,
        },
        429,
      );
    }
    // An event PostgreSQL cannot store (a NUL, half an emoji, absurd nesting) is refused, the rest of
    // the batch kept: one bad event must not lose the others. The answer is Amplitude's 400 naming the
    // refused events per field, so the sender drops them instead of sending the batch again.
    const kept = events.filter(storableJson);
    const invalid: Record<string, number[]> = {};
    events.forEach((event, index) => {
      if (storableJson(event)) return;
      const fields = Object.keys(event).filter(
        (key) => !storableJson({ [key]: event[key as keyof typeof event] }),
      );
      for (const field of fields.length ? fields : ['event'])
        invalid[field] = [...(invalid[field] ?? []), index];
    });
    try {
      await db.transaction(async (tx) => {
        await consumeWrite(tx, 'analytics', ip, writeLimitOf(config, 'analytics'));
        if (kept.length === 0) return;
        await tx.insert(analyticsEvents).values(
          kept.map((e) => ({
            kind: 'amplitude' as const,
            name: e.event_type,
            deviceId: e.device_id ?? null,
            userId: e.user_id ?? null,
            payload: e,
          })),
        );
      });
    } catch (error) {
      if (!(error instanceof ApiError && error.errorName === 'RATE_LIMITED')) throw error;
      const retryAfter = Number(error.data?.retryAfter ?? 60);
      return c.json(
        {
          code: 429,
          error: 'Too many requests for some devices and users',
          eps_threshold: EVENTS_PER_MINUTE / 60,
        },
        429,
        { 'Retry-After': String(retryAfter) },
      );
    }
    if (kept.length < events.length) {
      return c.json(
        {
          code: 400,
          error: 'Invalid field values on some events',
          events_with_invalid_fields: invalid,
          events_ingested: kept.length,
        },
        400,
      );
    }
    return c.json({
      code: 200,
      events_ingested: kept.length,
      payload_size_bytes: Number(c.req.header('content-length') ?? 0),
      server_upload_time: Date.now(),
    });
  };
  for (const path of ANALYTICS_PATHS) app.post(path, collect);

  on('collect', async (c, { body }) => {
    if (!storableJson(body))
      throw new ApiError('VALIDATION', { issues: [{ path: 'properties', message: 'not storable' }] });
    await db.transaction(async (tx) => {
      await consumeWrite(tx, 'collect', clientIp(c, config), writeLimitOf(config, 'collect'));
      await tx
        .insert(analyticsEvents)
        .values(
          body.event === 'count'
            ? { kind: 'count', name: body.properties.name, payload: body.properties }
            : { kind: 'conversion', name: body.event, payload: body.properties },
        );
    });
    return null;
  });

  on('monitoring', async (c, { body }) => {
    if (!storableJson(body))
      throw new ApiError('VALIDATION', { issues: [{ path: '', message: 'not storable' }] });
    const [row] = await db.transaction(async (tx) => {
      await consumeWrite(tx, 'monitoring', clientIp(c, config), writeLimitOf(config, 'monitoring'));
      return tx
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
    });
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
