/** Analytics rules (spec §7, §9). */

/** Analytics and error reports run only on the production www and help hosts. */
export function isProductionHost(host: string, productionHosts: readonly string[]): boolean {
  return productionHosts.includes(host.toLowerCase());
}

/** Spec §9 defaults of the analytics client. */
export const ANALYTICS_DEFAULTS = {
  flushIntervalMillis: 1000,
  flushMaxRetries: 5,
  flushQueueSize: 30,
  sessionTimeout: 30 * 60 * 1000,
  cookieExpirationDays: 365,
  retryDelayMs: (attempt: number) => 1000 * attempt,
  throttleDelayMs: 30_000,
  maxEventPropertyKeys: 1000,
  bridgeQueueLimit: 512,
} as const;

/** Spec §9's tracked downloads: pdf, office documents, csv, archives, audio, video (the only list). */
export const DOWNLOAD_EXTENSIONS =
  /\.(pdf|docx?|xlsx?|pptx?|odt|ods|odp|csv|zip|rar|7z|gz|tgz|tar|mp3|wav|ogg|m4a|aac|flac|mp4|mov|avi|webm|mkv|m4v)$/i;

/** The status handling of spec §7 for analytics uploads. */
export function classifyUploadStatus(
  status: number,
): 'success' | 'rate_limit' | 'payload_too_large' | 'timeout' | 'invalid' | 'failed' {
  if (status >= 200 && status < 300) return 'success';
  if (status === 429) return 'rate_limit';
  if (status === 413) return 'payload_too_large';
  if (status === 408) return 'timeout';
  if (status >= 400 && status < 500) return 'invalid';
  return 'failed';
}
