export * from './category-tree';
export * from './search-dialog';
export {
  type SuggestionFetcher,
  type SuggestionStatus,
  type UseSuggestionsOptions,
  type UseSuggestionsResult,
  useSuggestions,
} from './use-suggestions';
