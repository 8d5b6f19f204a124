export {
  CategoryTree,
  type CategoryTreeLabels,
  type CategoryTreeNode,
  type CategoryTreeProps,
  categoryPath,
} from './category-tree';
