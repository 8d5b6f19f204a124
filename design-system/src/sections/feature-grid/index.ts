export {
  FeatureGrid,
  type FeatureGridItem,
  type FeatureGridProps,
  featureGridVariants,
} from './feature-grid';
