/**
 * The content version as the API reports it (`ROUTES.contentVersion`), known without waiting: content pages
 * kept for every visitor are valid while it is unchanged. Asked again at most once per `checkMs`, in the
 * background, and only while requests come (no timer keeps a process awake). When the API cannot answer,
 * the last known version stays: kept pages go on being served.
 */
import { ROUTES } from '@sellwise/api/contract';
import { DEFAULT_LANGUAGE } from '@sellwise/api/contract/languages';
import { DEFAULT_CONTENT_VERSION_CHECK_MS } from '../../api/src/config.ts';
import { ApiClient } from '../api/client';

export type ContentVersionWatch = {
  /** The last version the API reported (undefined before its first answer); starts a check when due. */
  known(): string | undefined;
  /** The next check's outcome (tests, and a server that wants the first version before it serves). */
  check(): Promise<string | undefined>;
};

export function contentVersionWatch({
  apiFetch,
  apiBaseUrl,
  // As often as the API's own content caches look again.
  checkMs = DEFAULT_CONTENT_VERSION_CHECK_MS,
  now = Date.now,
}: {
  apiFetch: typeof fetch;
  apiBaseUrl: string;
  checkMs?: number;
  now?: () => number;
}): ContentVersionWatch {
  const api = new ApiClient({
    baseUrl: apiBaseUrl,
    lang: DEFAULT_LANGUAGE,
    fetch: apiFetch,
    timeoutMs: 5000,
  });
  let version: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<string | undefined> | undefined;
  const check = () => {
    pending ??= api
      .call(ROUTES.contentVersion)
      .then(
        (answer) => {
          if (answer.code === 0) version = answer.data.version;
          else console.warn('content version', answer.msg);
          return version;
        },
        (error: unknown) => {
          console.warn('content version', error);
          return version;
        },
      )
      .finally(() => {
        checkedAt = now();
        pending = undefined;
      });
    return pending;
  };
  return {
    known() {
      if (!pending && now() - checkedAt >= checkMs) void check();
      return version;
    },
    check,
  };
}
