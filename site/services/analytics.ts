/**
 * A small analytics client for the collector of spec §7 (the Amplitude HTTP API format), with the
 * defaults of spec §9: batching, retries, throttling, payload splitting and sessions. Written here
 * rather than installed: the vendor SDK alone would exceed the page's JavaScript budget.
 */
import { classifyUploadStatus, ANALYTICS_DEFAULTS as DEFAULTS } from './analytics-rules';

/** The client's log lines (spec §8). */
export const ANALYTICS_MESSAGES = {
  success: 'Event tracked successfully',
  unexpected: 'Unexpected error occurred',
  retryExceeded: 'Event rejected due to exceeded retry count',
  optOut: 'Event skipped due to optOut config',
  missingApiKey: 'Event rejected due to missing API key',
  invalidApiKey: 'Invalid API key',
  notInitialized: 'Client not initialized',
} as const;

/** The collector rejects shorter user and device ids; ours are UUIDs. */
export const MIN_ID_LENGTH = 5;

export type AnalyticsEvent = {
  event_type: string;
  device_id: string;
  /** The signed-in account and its parent account (spec §3), only when known. */
  user_id?: string;
  parent_id?: string;
  app_version: string;
  session_id: number;
  time: number;
  insert_id: string;
  event_properties?: Record<string, unknown>;
};

export type AnalyticsSession = { sessionId: number; lastEventTime: number };

/** Who the visitor is, once the login check answered; both optional. */
export type AnalyticsIdentity = { userId?: string; parentId?: string };

export type AnalyticsLogger = Pick<Console, 'debug' | 'warn'>;

export type AnalyticsOptions = {
  apiKey: string;
  /** /api/report.json, or /api/batch-report.json when batching. */
  serverUrl: string;
  deviceId: string;
  /** The app version (spec §9) every event carries. */
  appVersion: string;
  loadSession: () => AnalyticsSession | undefined;
  saveSession: (session: AnalyticsSession) => void;
  fetch: typeof fetch;
  now?: () => number;
  newId?: () => string;
  log?: AnalyticsLogger;
  /** Default tracking of sessions: session_end for the old one and session_start for the new one. */
  trackSessions?: boolean;
};

export type AnalyticsClient = {
  track: (eventType: string, properties?: Record<string, unknown>) => void;
  /** Sends what is due now; `keepalive` lets it outlive the page (on hide). */
  flush: (keepalive?: boolean) => Promise<void>;
  setOptOut: (optOut: boolean) => void;
  /** Later events carry user_id and parent_id. */
  setIdentity: (identity: AnalyticsIdentity) => void;
};

type Queued = { event: AnalyticsEvent; attempts: number; notBefore: number };

export function createAnalytics(options: AnalyticsOptions): AnalyticsClient {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const log = options.log ?? console;
  const trackSessions = options.trackSessions ?? true;
  let queue: Queued[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let batchSize: number = DEFAULTS.flushQueueSize;
  let optOut = false;
  let keyRejected = false;
  let session = options.loadSession();
  let identity: AnalyticsIdentity = {};

  const enqueue = (event: AnalyticsEvent) => queue.push({ event, attempts: 0, notBefore: 0 });
  const makeEvent = (
    eventType: string,
    sessionId: number,
    time: number,
    properties?: Record<string, unknown>,
  ): AnalyticsEvent => ({
    event_type: eventType,
    device_id: options.deviceId,
    ...(identity.userId ? { user_id: identity.userId } : {}),
    ...(identity.parentId ? { parent_id: identity.parentId } : {}),
    app_version: options.appVersion,
    session_id: sessionId,
    time,
    insert_id: newId(),
    ...(properties ? { event_properties: limitProperties(properties, log) } : {}),
  });

  /** Spec §4: a new session after 30 idle minutes ends the old one and starts the new one. */
  const touchSession = (time: number): number => {
    if (session && time - session.lastEventTime <= DEFAULTS.sessionTimeout) {
      session = { ...session, lastEventTime: time };
    } else {
      const previous = session;
      session = { sessionId: time, lastEventTime: time };
      if (trackSessions && previous)
        enqueue(makeEvent('session_end', previous.sessionId, previous.lastEventTime));
      if (trackSessions) enqueue(makeEvent('session_start', time, time));
    }
    options.saveSession(session);
    return session.sessionId;
  };

  const schedule = () => {
    if (timer !== undefined || queue.length === 0) return;
    const due = Math.min(...queue.map((q) => q.notBefore)) - now();
    timer = setTimeout(
      () => {
        timer = undefined;
        void flush();
      },
      Math.max(DEFAULTS.flushIntervalMillis, due),
    );
  };

  const requeue = (batch: Queued[], delay: (attempts: number) => number) => {
    for (const item of batch) {
      item.attempts += 1;
      if (item.attempts > DEFAULTS.flushMaxRetries) {
        log.warn(ANALYTICS_MESSAGES.retryExceeded, item.event.event_type);
        continue;
      }
      item.notBefore = now() + delay(item.attempts);
      queue.push(item);
    }
  };

  const send = async (batch: Queued[], keepalive: boolean) => {
    let status = 0;
    let error: unknown;
    try {
      const response = await options.fetch(options.serverUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: '*/*' },
        body: JSON.stringify({
          api_key: options.apiKey,
          events: batch.map((q) => q.event),
          options: { min_id_length: MIN_ID_LENGTH },
        }),
        keepalive,
      });
      status = response.status;
      error = ((await response.json().catch(() => ({}))) as { error?: unknown }).error;
    } catch {
      // Offline or blocked: retried like a server failure.
    }
    const outcome = status === 0 ? 'failed' : classifyUploadStatus(status);
    switch (outcome) {
      case 'success':
        log.debug(ANALYTICS_MESSAGES.success, batch.length);
        return;
      case 'rate_limit':
        return requeue(batch, () => DEFAULTS.throttleDelayMs);
      case 'payload_too_large':
        if (batch.length === 1) {
          log.warn(ANALYTICS_MESSAGES.unexpected, status);
          return;
        }
        // Split: later flushes send half as many events per request.
        batchSize = Math.max(1, Math.floor(batch.length / 2));
        queue.push(...batch);
        return;
      case 'invalid':
        if (error === ANALYTICS_MESSAGES.invalidApiKey) {
          keyRejected = true;
          queue = [];
          log.warn(ANALYTICS_MESSAGES.invalidApiKey);
        } else log.warn(ANALYTICS_MESSAGES.unexpected, status, error);
        return;
      default:
        return requeue(batch, DEFAULTS.retryDelayMs);
    }
  };

  const flush = async (keepalive = false) => {
    clearTimeout(timer);
    timer = undefined;
    const time = now();
    const due = queue.filter((q) => q.notBefore <= time);
    queue = queue.filter((q) => q.notBefore > time);
    const batches: Queued[][] = [];
    for (let i = 0; i < due.length; i += batchSize) batches.push(due.slice(i, i + batchSize));
    await Promise.all(batches.map((batch) => send(batch, keepalive)));
    schedule();
  };

  return {
    track(eventType, properties) {
      if (!options.apiKey) return log.warn(ANALYTICS_MESSAGES.missingApiKey, eventType);
      if (keyRejected) return log.warn(ANALYTICS_MESSAGES.invalidApiKey, eventType);
      if (optOut) return log.debug(ANALYTICS_MESSAGES.optOut, eventType);
      const time = now();
      enqueue(makeEvent(eventType, touchSession(time), time, properties));
      if (queue.filter((q) => q.notBefore <= time).length >= batchSize) void flush();
      else schedule();
    },
    flush,
    setOptOut(value) {
      optOut = value;
      if (value) queue = [];
    },
    setIdentity(value) {
      identity = { ...value };
    },
  };
}

/** Spec §9: at most 1000 property keys per event; the rest are dropped. */
function limitProperties(properties: Record<string, unknown>, log: AnalyticsLogger) {
  const keys = Object.keys(properties);
  if (keys.length <= DEFAULTS.maxEventPropertyKeys) return properties;
  log.warn(`Event properties limited to ${DEFAULTS.maxEventPropertyKeys} keys`);
  return Object.fromEntries(keys.slice(0, DEFAULTS.maxEventPropertyKeys).map((k) => [k, properties[k]]));
}

/*
 * The bridge: other modules track through here from the first moment; events wait (up to 512, spec §9)
 * until a client attaches, which happens only on production hosts with analytics consent.
 */
const pending: [string, Record<string, unknown> | undefined][] = [];
let attached: AnalyticsClient | undefined;
let knownIdentity: AnalyticsIdentity = {};

/** Sets user_id/parent_id of the events from now on, also for a client attached later. */
export function identify(identity: AnalyticsIdentity): void {
  knownIdentity = identity;
  attached?.setIdentity(identity);
}

export function track(eventType: string, properties?: Record<string, unknown>): void {
  if (attached) attached.track(eventType, properties);
  else if (pending.length < DEFAULTS.bridgeQueueLimit) pending.push([eventType, properties]);
  else console.debug(ANALYTICS_MESSAGES.notInitialized, eventType);
}

export function attachAnalytics(client: AnalyticsClient | undefined): void {
  attached = client;
  client?.setIdentity(knownIdentity);
  if (client) for (const [eventType, properties] of pending.splice(0)) client.track(eventType, properties);
}
