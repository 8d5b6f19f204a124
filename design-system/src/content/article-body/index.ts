export { ArticleBody, type ArticleBodyProps, wrapTables } from './article-body';
