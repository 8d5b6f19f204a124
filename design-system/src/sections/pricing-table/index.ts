export {
  type BillingPeriod,
  PeriodSwitch,
  type PricingCell,
  type PricingComparison,
  type PricingComparisonGroup,
  type PricingComparisonRow,
  type PricingPlan,
  PricingTable,
  type PricingTableLabels,
  type PricingTableProps,
} from './pricing-table';
