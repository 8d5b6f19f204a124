export {
  type SuggestionFetcher,
  type SuggestionStatus,
  type UseSuggestionsOptions,
  type UseSuggestionsResult,
  useSuggestions,
} from './use-suggestions';
