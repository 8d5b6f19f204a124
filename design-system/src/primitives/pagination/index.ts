export { LoadMore, type LoadMoreProps } from './load-more';
export { type PageRangeItem, pageRange } from './page-range';
export {
  Pagination,
  type PaginationLabels,
  type PaginationProps,
  paginationItemVariants,
} from './pagination';
