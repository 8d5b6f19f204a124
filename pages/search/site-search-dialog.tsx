import type { SearchAllResponse } from '@sellwise/api/contract';
import { SearchDialog, type SuggestionFetcher, useSuggestions } from '@sellwise/design-system/navigation';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { helpSearchPath, KEYWORDS_FIELD } from '../help/help-paths';
import type { HrefBuilder, PageLang } from '../types';
import { useVisitorApi } from '../visitor/visitor-api';
import { type FeatureLink, type GroupLabels, matchFeatures, suggestionGroups } from './search-results';

/** Hits per kind the dialog asks for. */
export const SEARCH_LIMIT = 5;

export type SiteSearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lang: PageLang;
  features: readonly FeatureLink[];
  href: HrefBuilder;
  /** Stories and tests start with text typed. */
  initialQuery?: string;
};

/**
 * The header search's dialog: help articles and blog posts from the unified search, the feature areas
 * matched in the browser, and hits in other languages when this one has few. Enter on the text alone goes
 * to the help centre's search page.
 */
export function SiteSearchDialog({
  open,
  onOpenChange,
  lang,
  features,
  href,
  initialQuery = '',
}: SiteSearchDialogProps) {
  const intl = useIntl();
  const api = useVisitorApi();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `pages.search.${id}` }, values);
  const [query, setQuery] = useState(initialQuery);

  // The hook takes a list: the one answer of the unified search is its only item.
  const fetcher = useCallback<SuggestionFetcher<SearchAllResponse>>(
    async (k) => {
      const answer = await api.content('searchAll', { params: { lang }, query: { k, limit: SEARCH_LIMIT } });
      if (answer.code !== 0) throw new Error(answer.msg);
      return [answer.data];
    },
    [api, lang],
  );
  const { items, status } = useSuggestions(query, fetcher);
  const matched = useMemo(() => matchFeatures(query, lang, features), [query, lang, features]);

  const labels: GroupLabels = {
    help: t('groups.help'),
    blog: t('groups.blog'),
    features: t('groups.features'),
    elsewhere: (language) => t('groups.elsewhere', { language }),
    video: t('badges.video'),
    helpBadge: t('badges.help'),
    blogBadge: t('badges.blog'),
  };
  const groups = suggestionGroups({
    answer: status === 'ready' ? items[0] : undefined,
    features: status === 'idle' ? [] : matched,
    labels,
    href,
  });
  // The features answer even when the search call fails: then they are the results.
  const shown = status === 'error' && groups.length > 0 ? 'ready' : status;

  return (
    <SearchDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.title')}
      action={href(helpSearchPath())}
      name={KEYWORDS_FIELD}
      query={query}
      onQueryChange={setQuery}
      groups={groups}
      status={shown}
      placeholder={t('dialog.placeholder')}
      labels={{
        search: t('dialog.search'),
        clear: t('dialog.clear'),
        close: t('dialog.close'),
        loading: t('dialog.loading'),
        noResults: t('dialog.noResults'),
        resultsCount: (count) => t('dialog.resultsCount', { count }),
        seeAll: t('dialog.seeAll'),
        suggestions: t('dialog.suggestions'),
        error: t('dialog.error'),
      }}
    />
  );
}
