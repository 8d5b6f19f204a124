// Reading articles (blog and help centre): the article body's typography, its table of contents, share
// links and the "Was this helpful?" prompt. Also published as `@sellwise/design-system/content`.
export * from './article-body';
export * from './feedback-prompt';
export * from './share-links';
export * from './table-of-contents';
