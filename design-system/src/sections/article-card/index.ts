export {
  ArticleCard,
  type ArticleCardData,
  type ArticleCardProps,
  articleCardVariants,
} from './article-card';
