import {
  ChartColumn,
  type LucideIcon,
  Megaphone,
  Package,
  ScanSearch,
  ShoppingCart,
  Warehouse,
} from 'lucide-react';
import type { FeatureArea, FeatureItem } from './site-nav';

/** Default icon per feature area; a FeatureItem may bring its own. */
export const FEATURE_ICONS: Record<FeatureArea, LucideIcon> = {
  product: Package,
  order: ShoppingCart,
  inventory: Warehouse,
  marketing: Megaphone,
  data: ChartColumn,
  crawl: ScanSearch,
};

export function featureIcon(item: FeatureItem): LucideIcon {
  return item.icon ?? FEATURE_ICONS[item.area];
}
