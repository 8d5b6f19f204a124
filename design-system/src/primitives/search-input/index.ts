export { type HighlightPart, highlightParts } from './highlight';
export {
  SearchInput,
  type SearchInputLabels,
  type SearchInputProps,
  type SearchSuggestion,
  searchInputVariants,
} from './search-input';
