import { z } from 'zod';

/** Analytics collector in the format @amplitude/analytics-browser sends and reads. */
export const analyticsEvent = z
  .object({
    event_type: z.string().min(1).max(1024),
    user_id: z.string().max(1024).optional(),
    device_id: z.string().max(1024).optional(),
    session_id: z.number().optional(),
    time: z.number().optional(),
    event_properties: z.record(z.string(), z.unknown()).optional(),
  })
  .loose();
export const analyticsRequest = z.object({
  api_key: z.string().max(256).optional(),
  events: z.array(analyticsEvent).max(1000),
  options: z
    .object({ min_id_length: z.number().int().min(1).max(1024).optional() })
    .loose()
    .optional(),
});
export type AnalyticsRequest = z.infer<typeof analyticsRequest>;

/** POST /api/collect — the site's `count` events (properties name and url). */
export const countEventRequest = z.object({
  event: z.literal('count'),
  properties: z.object({ name: z.string().min(1).max(200), url: z.string().max(2048) }),
});
/** POST /api/collect — the sign-up conversion's enhanced-registration event (spec §7, GTAG_REGISTER). */
export const enhancedRegistrationRequest = z.object({
  event: z.literal('enhanced_registration'),
  properties: z.object({
    sourceChannelId: z.string().max(64),
    phone_number: z.string().max(32),
  }),
});
export const collectRequest = z.discriminatedUnion('event', [countEventRequest, enhancedRegistrationRequest]);

/** POST /api/monitoring — the error report, with the Chinese field names the spec's client sends. */
export const MONITORING_FIELDS = {
  source: '错误来源',
  message: '错误信息',
  instance: '错误实例',
  info: '错误详情',
  pageUrl: '页面地址',
  browser: '浏览器信息',
} as const;
export const monitoringRequest = z.object({
  [MONITORING_FIELDS.source]: z.string().max(200),
  [MONITORING_FIELDS.message]: z.string().max(5000),
  [MONITORING_FIELDS.instance]: z.string().max(5000).optional(),
  [MONITORING_FIELDS.info]: z.string().max(5000).optional(),
  [MONITORING_FIELDS.pageUrl]: z.string().max(2048),
  [MONITORING_FIELDS.browser]: z.object({
    userAgent: z.string().max(1024),
    appName: z.string().max(200),
    appVersion: z.string().max(1024),
    platform: z.string().max(200),
  }),
});

/** builds/latest.json and builds/meta/{buildId}.json, as Nuxt's app manifest. */
export const buildLatestResponse = z.object({ id: z.string(), timestamp: z.number() });
export const buildMetaResponse = z.object({
  id: z.string(),
  timestamp: z.number(),
  matcher: z.object({
    static: z.record(z.string(), z.unknown()),
    wildcard: z.record(z.string(), z.unknown()),
  }),
  prerendered: z.array(z.string()),
});

/** GET /v — the site-switch check. */
export const siteSwitchQuery = z.object({ sign: z.string().max(256).optional() });
export const siteSwitchResponse = z.object({ code: z.string(), flag: z.enum(['yes', 'no']) });
