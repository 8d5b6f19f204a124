import {
  BarChart3,
  BellRing,
  BookOpen,
  Boxes,
  CircleCheck,
  Clock,
  Globe,
  Headset,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  Package,
  Plug,
  Printer,
  Receipt,
  RefreshCw,
  ScanSearch,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Store,
  Tags,
  TrendingUp,
  Truck,
  Users,
  Wallet,
  Warehouse,
  Zap,
} from 'lucide-react';

/**
 * The icons page configs may name. A fixed map (not all of lucide) so a config stays plain data
 * and bundles carry only these glyphs.
 */
export const SECTION_ICONS = {
  product: Package,
  order: ShoppingCart,
  inventory: Boxes,
  warehouse: Warehouse,
  marketing: Megaphone,
  data: BarChart3,
  crawl: ScanSearch,
  shipping: Truck,
  speed: Zap,
  security: ShieldCheck,
  global: Globe,
  support: Headset,
  sync: RefreshCw,
  print: Printer,
  invoice: Receipt,
  dashboard: LayoutDashboard,
  store: Store,
  integration: Plug,
  growth: TrendingUp,
  wallet: Wallet,
  team: Users,
  price: Tags,
  alerts: BellRing,
  time: Clock,
  guide: BookOpen,
  automation: Sparkles,
  check: CircleCheck,
} as const satisfies Record<string, LucideIcon>;

export type SectionIconName = keyof typeof SECTION_ICONS;

export const SECTION_ICON_NAMES = Object.keys(SECTION_ICONS) as SectionIconName[];
