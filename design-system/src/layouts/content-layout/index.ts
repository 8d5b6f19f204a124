export { ContentLayout, type ContentLayoutProps, contentLayoutVariants } from './content-layout';
