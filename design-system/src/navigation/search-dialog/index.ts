export {
  SearchDialog,
  type SearchDialogLabels,
  type SearchDialogProps,
  searchResultsHref,
} from './search-dialog';
export { isSearchShortcut, isTypingTarget, type ShortcutEvent } from './search-shortcut';
export { SearchTrigger, type SearchTriggerProps } from './search-trigger';
