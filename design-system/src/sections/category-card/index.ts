export {
  CategoryCard,
  type CategoryCardData,
  type CategoryCardProps,
  CategoryGrid,
  type CategoryGridProps,
} from './category-card';
