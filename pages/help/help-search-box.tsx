import { HELP_TYPE } from '@sellwise/api/contract/content-rules';
import type { HelpSearchHit } from '@sellwise/api/contract/help';
import { useSuggestions } from '@sellwise/design-system/navigation';
import { SearchInput, type SearchSuggestionGroup } from '@sellwise/design-system/primitives';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { HrefBuilder, PageLang, VisitorApi } from '../types';
import { useVisitorApi } from '../visitor/visitor-api';
import { helpDetailHref, helpSearchHref, KEYWORDS_FIELD } from './help-paths';
import { onlyMarks, SEARCH_MAX, searchQuery } from './help-search';

const H = 'pages.help';
/** Suggestions shown under the box while typing. */
export const SUGGESTION_COUNT = 6;
export const SUGGESTION_DELAY = 250;

/** Rejects as soon as `signal` aborts, so an outdated answer is never used. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * The suggestion call: the help search (POST with query `k`, cut to the API's maximum) for the first few
 * hits. The content call takes no abort signal, so an outdated request is dropped here when the hook
 * aborts it (its answer is ignored; the request itself runs to its end).
 */
export function helpSuggestionFetcher(api: Pick<VisitorApi, 'content'>, lang: PageLang) {
  return async (text: string, signal: AbortSignal): Promise<HelpSearchHit[]> => {
    const { query } = searchQuery(text);
    const answer = await abortable(
      api.content('helpSearch', { params: { lang }, query: { k: query, pageSize: SUGGESTION_COUNT } }),
      signal,
    );
    if (answer.code !== 0) throw new Error(answer.msg);
    return answer.data.list;
  };
}

/** Renders the highlighter's markup (only `<mark>` kept). */
export function Marked({ html, className }: { html: string; className?: string }) {
  return (
    <span
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: onlyMarks() keeps nothing but <mark> of the highlighter's escaped text
      dangerouslySetInnerHTML={{ __html: onlyMarks(html) }}
    />
  );
}

export type HelpSearchBoxProps = {
  lang: PageLang;
  href: HrefBuilder;
  defaultValue?: string;
  size?: 'md' | 'lg';
  /** An id for the box, so a heading can label it. */
  id?: string;
};

/**
 * The help centre's search box: a GET form to `leftCat/search` (field `keyWords`) that works without
 * script, and with it suggests articles while typing (debounced, outdated requests dropped, keyboard
 * navigable, announced by the input's live region). Choosing a suggestion opens the article.
 */
export function HelpSearchBox({ lang, href, defaultValue = '', size = 'md', id }: HelpSearchBoxProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${H}.${key}` }, values);
  const api = useVisitorApi();
  const [query, setQuery] = useState(defaultValue);
  const fetcher = useMemo(() => helpSuggestionFetcher(api, lang), [api, lang]);
  const { items, status } = useSuggestions(query, fetcher, { delay: SUGGESTION_DELAY, minLength: 2 });
  const groupLabel = t('search.groupHelp');
  const videoLabel = t('search.video');
  const groups = useMemo<SearchSuggestionGroup[]>(
    () =>
      items.length
        ? [
            {
              label: groupLabel,
              items: items.map((hit) => ({
                value: hit.title,
                label: <Marked html={hit.highlight.title} />,
                description: hit.categoryName,
                href: helpDetailHref(href, hit),
                ...(hit.type === HELP_TYPE.video ? { badge: videoLabel } : {}),
              })),
            },
          ]
        : [],
    [items, href, groupLabel, videoLabel],
  );
  const resultsCount = useCallback(
    (count: number) => intl.formatMessage({ id: `${H}.search.resultsCount` }, { count }),
    [intl],
  );
  return (
    <SearchInput
      id={id}
      action={helpSearchHref(href)}
      name={KEYWORDS_FIELD}
      value={query}
      onValueChange={setQuery}
      suggestionGroups={groups}
      status={status}
      size={size}
      maxLength={SEARCH_MAX}
      placeholder={t('search.placeholder')}
      labels={{
        search: t('search.label'),
        clear: t('search.clear'),
        suggestions: t('search.suggestions'),
        loading: t('search.loading'),
        noResults: t('search.noResults'),
        error: t('search.error'),
        resultsCount,
      }}
    />
  );
}
