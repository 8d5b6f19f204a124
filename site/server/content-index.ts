/**
 * The content index (every published blog article, topic, help article and category with the languages it
 * exists in), fetched from the API the way the renderer reaches it (in-process or API_BASE_URL) and kept in
 * memory for a short while: the sitemap and the blog feeds are built from it.
 */

import { type ContentIndexResponse, ROUTES } from '@sellwise/api/contract';
import { DEFAULT_LANGUAGE } from '@sellwise/api/contract/languages';
import { ApiClient } from '../api/client';

export type ContentIndex = ContentIndexResponse;
/** The index, or undefined when the API cannot give it (then nothing is cached). */
export type ContentIndexLoader = () => Promise<ContentIndex | undefined>;

export const CONTENT_INDEX_TTL_MS = 5 * 60_000;

export function contentIndexLoader({
  apiFetch,
  apiBaseUrl,
  ttlMs = CONTENT_INDEX_TTL_MS,
  now = Date.now,
}: {
  apiFetch: typeof fetch;
  apiBaseUrl: string;
  ttlMs?: number;
  now?: () => number;
}): ContentIndexLoader {
  const api = new ApiClient({ baseUrl: apiBaseUrl, lang: DEFAULT_LANGUAGE, fetch: apiFetch });
  let kept: { at: number; index: ContentIndex } | undefined;
  let pending: Promise<ContentIndex | undefined> | undefined;
  return () => {
    if (kept && now() - kept.at < ttlMs) return Promise.resolve(kept.index);
    // Requests that arrive while the index is being fetched share the one call.
    pending ??= api
      .call(ROUTES.contentIndex)
      .then((answer) => {
        if (answer.code !== 0) {
          console.warn('content index', answer.msg);
          // A stale index is better than none: pages listed minutes ago still exist.
          return kept?.index;
        }
        kept = { at: now(), index: answer.data };
        return answer.data;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
