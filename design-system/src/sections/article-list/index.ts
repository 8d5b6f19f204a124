export { ArticleList, type ArticleListProps } from './article-list';
