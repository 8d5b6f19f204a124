export { type HighlightPart, highlightParts } from './highlight';
export {
  SearchInput,
  type SearchInputLabels,
  type SearchInputProps,
  type SearchStatus,
  type SearchSuggestion,
  type SearchSuggestionGroup,
  type SearchSuggestionItem,
  searchInputVariants,
} from './search-input';
