export { headingsFromHtml, headingText, hrefForId, slugify, type TocItem } from './headings';
export { TableOfContents, type TableOfContentsProps } from './table-of-contents';
