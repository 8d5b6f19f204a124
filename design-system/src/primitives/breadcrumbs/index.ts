export {
  type BreadcrumbEntry,
  BreadcrumbItem,
  BreadcrumbLink,
  type BreadcrumbLinkProps,
  BreadcrumbList,
  BreadcrumbPage,
  type BreadcrumbPageProps,
  BreadcrumbSeparator,
  Breadcrumbs,
  type BreadcrumbsLabels,
  type BreadcrumbsProps,
} from './breadcrumbs';
