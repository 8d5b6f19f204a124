export { FeatureSplit, type FeatureSplitProps, type FeatureSplitRow } from './feature-split';
