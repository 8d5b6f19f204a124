export {
  type BreadcrumbEntry,
  BreadcrumbItem,
  BreadcrumbLink,
  type BreadcrumbLinkProps,
  type BreadcrumbLinkRenderProps,
  BreadcrumbList,
  BreadcrumbPage,
  type BreadcrumbPageProps,
  BreadcrumbSeparator,
  Breadcrumbs,
  type BreadcrumbsLabels,
  type BreadcrumbsProps,
} from './breadcrumbs';
