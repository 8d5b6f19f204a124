import type { MONITORING_FIELDS as CONTRACT_FIELDS } from '@sellwise/api/contract';
import type { CapturedError } from './error-buffer';

/**
 * The contract's field names, checked against it by the compiler: importing the value would pull the
 * whole contract (and zod) into this lazy chunk.
 */
const MONITORING_FIELDS = {
  source: '错误来源',
  message: '错误信息',
  instance: '错误实例',
  info: '错误详情',
  pageUrl: '页面地址',
  browser: '浏览器信息',
} as const satisfies typeof CONTRACT_FIELDS;

/** Reports per page: a crash loop must not flood the collector. */
export const MONITORING_PAGE_LIMIT = 10;

type BrowserInfo = Pick<Navigator, 'userAgent' | 'appName' | 'appVersion' | 'platform'>;

const text = (value: unknown, max: number) => String(value ?? '').slice(0, max);

/** The error report of spec §3 with the Chinese field names of the contract. */
export function monitoringBody(
  captured: CapturedError,
  pageUrl: string,
  browser: BrowserInfo,
  appVersion: string,
) {
  const { error } = captured;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : error;
  return {
    [MONITORING_FIELDS.source]: text(captured.source, 200),
    [MONITORING_FIELDS.message]: text(message, 5000) || 'unknown error',
    [MONITORING_FIELDS.instance]: text(error instanceof Error ? error.stack : undefined, 5000),
    // The details start with the app version (spec §9), so a report names the release it came from.
    [MONITORING_FIELDS.info]: text(`app ${appVersion}${captured.info ? `; ${captured.info}` : ''}`, 5000),
    [MONITORING_FIELDS.pageUrl]: text(pageUrl, 2048),
    [MONITORING_FIELDS.browser]: {
      userAgent: text(browser.userAgent, 1024),
      appName: text(browser.appName, 200),
      appVersion: text(browser.appVersion, 1024),
      platform: text(browser.platform, 200),
    },
  };
}

/**
 * Error monitoring (spec §7), started only on the production hosts: returns the reporter that the
 * error buffer routes to. The same error (source and message) is sent once, at most 10 per page.
 */
export function startMonitoring(deps: {
  post: (body: ReturnType<typeof monitoringBody>) => void;
  pageUrl: () => string;
  browser: BrowserInfo;
  appVersion: string;
}): (captured: CapturedError) => void {
  const seen = new Set<string>();
  return (captured) => {
    const body = monitoringBody(captured, deps.pageUrl(), deps.browser, deps.appVersion);
    const key = `${body[MONITORING_FIELDS.source]}\n${body[MONITORING_FIELDS.message]}`;
    if (seen.has(key) || seen.size >= MONITORING_PAGE_LIMIT) return;
    seen.add(key);
    deps.post(body);
  };
}
