import { Check, Minus } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';
import { Heading } from '../../primitives/heading/heading';
import {
  ActionLink,
  childLevel,
  type LightTone,
  Section,
  type SectionAction,
  type SectionBaseProps,
  SectionHeader,
} from '../section/section';

export type BillingPeriod = 'monthly' | 'yearly';

export type PricingPlan = {
  id: string;
  name: string;
  description?: string;
  /** Amounts per period, formatted by `formatPrice`; absent for plans sold by quote (see `priceText`). */
  price?: Record<BillingPeriod, number>;
  /** Shown instead of a price, e.g. "Free" or "Let's talk". */
  priceText?: string;
  /** Line under the price per period, e.g. "billed yearly, 1,490 ฿". */
  priceNote?: Partial<Record<BillingPeriod, string>>;
  /** Heading of the feature list, e.g. "Everything in Starter, plus:". */
  featuresTitle?: string;
  features: string[];
  action: SectionAction;
  highlighted?: boolean;
  /** Badge on the highlighted plan, e.g. "Most popular". */
  badge?: string;
};

/** A comparison value: included, not included, or a text such as "5 stores". */
export type PricingCell = boolean | string;
export type PricingComparisonRow = { feature: string; values: Record<string, PricingCell> };
export type PricingComparisonGroup = { title?: string; rows: PricingComparisonRow[] };
export type PricingComparison = { title: string; groups: PricingComparisonGroup[] };

export type PricingTableLabels = {
  monthly: string;
  yearly: string;
  perMonth: string;
  perYear: string;
  included: string;
  notIncluded: string;
  feature: string;
};

const defaultLabels: PricingTableLabels = {
  monthly: 'Monthly',
  yearly: 'Yearly',
  perMonth: '/month',
  perYear: '/year',
  included: 'Included',
  notIncluded: 'Not included',
  feature: 'Feature',
};

export type PricingTableProps = SectionBaseProps & {
  eyebrow?: string;
  title?: string;
  text?: string;
  plans: PricingPlan[];
  comparison?: PricingComparison;
  /** Beside the yearly switch, e.g. "Save 20%". */
  yearlySaving?: string;
  /** Controlled period; leave out and use `defaultPeriod` to let the table keep its own. */
  period?: BillingPeriod;
  defaultPeriod?: BillingPeriod;
  onPeriodChange?: (period: BillingPeriod) => void;
  /** Locale-aware money formatting is the page's job (it has the intl object). */
  formatPrice?: (amount: number, context: { period: BillingPeriod; plan: PricingPlan }) => string;
  labels?: Partial<PricingTableLabels>;
  tone?: LightTone;
};

export function PeriodSwitch({
  period,
  onChange,
  saving,
  labels,
}: {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  saving?: string;
  labels: PricingTableLabels;
}) {
  const id = useId();
  const yearly = period === 'yearly';
  const option = (active: boolean) =>
    cn(
      'cursor-pointer font-semibold transition-colors duration-fast',
      active ? 'text-foreground' : 'text-muted-foreground',
    );
  return (
    <div data-slot="pricing-period" className="flex flex-wrap items-center justify-center gap-3">
      <span className={option(!yearly)}>{labels.monthly}</span>
      <button
        type="button"
        role="switch"
        aria-checked={yearly}
        aria-labelledby={saving ? `${id}-yearly ${id}-saving` : `${id}-yearly`}
        data-slot="pricing-period-switch"
        data-state={yearly ? 'checked' : 'unchecked'}
        onClick={() => onChange(yearly ? 'monthly' : 'yearly')}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors duration-normal focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          yearly ? 'bg-primary' : 'bg-input',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'size-5 rounded-full bg-background shadow-sm transition-transform duration-normal',
            yearly ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1',
          )}
        />
      </button>
      <span id={`${id}-yearly`} className={option(yearly)}>
        {labels.yearly}
      </span>
      {saving ? (
        <Badge id={`${id}-saving`} variant="success">
          {saving}
        </Badge>
      ) : null}
    </div>
  );
}

function PriceLine({
  plan,
  period,
  formatPrice,
  labels,
}: {
  plan: PricingPlan;
  period: BillingPeriod;
  formatPrice: NonNullable<PricingTableProps['formatPrice']>;
  labels: PricingTableLabels;
}) {
  const note = plan.priceNote?.[period];
  return (
    <div data-slot="pricing-price" className="flex min-h-20 flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-1">
        {plan.price ? (
          <>
            <span className="text-4xl font-bold tracking-tight text-foreground">
              {formatPrice(plan.price[period], { period, plan })}
            </span>
            <span className="text-muted-foreground">
              {period === 'yearly' ? labels.perYear : labels.perMonth}
            </span>
          </>
        ) : (
          <span className="text-4xl font-bold tracking-tight text-foreground">{plan.priceText}</span>
        )}
      </p>
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
    </div>
  );
}

function ComparisonCell({ value, labels }: { value: PricingCell | undefined; labels: PricingTableLabels }) {
  if (typeof value === 'string') return <span className="font-medium">{value}</span>;
  return value ? (
    <>
      <Check aria-hidden="true" className="mx-auto size-5 text-success" />
      <span className="sr-only">{labels.included}</span>
    </>
  ) : (
    <>
      <Minus aria-hidden="true" className="mx-auto size-5 text-muted-foreground" />
      <span className="sr-only">{labels.notIncluded}</span>
    </>
  );
}

function ComparisonTable({
  comparison,
  plans,
  level,
  labels,
}: {
  comparison: PricingComparison;
  plans: PricingPlan[];
  level: ReturnType<typeof childLevel>;
  labels: PricingTableLabels;
}) {
  const titleId = useId();
  return (
    <div data-slot="pricing-comparison" className="flex flex-col gap-6">
      <Heading level={level} size="lg" id={titleId} className="text-center">
        {comparison.title}
      </Heading>
      {/* Scrolls sideways on phones: focusable so keyboards can scroll it too (axe scrollable-region-focusable). */}
      <section
        aria-labelledby={titleId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="overflow-x-auto rounded-xl bg-background ring-1 ring-border focus-visible:outline-2 focus-visible:outline-ring"
      >
        <table className="w-full min-w-xl border-collapse text-sm md:text-base">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="w-2/5 p-4 text-start font-semibold text-muted-foreground">
                {labels.feature}
              </th>
              {plans.map((plan) => (
                <th
                  key={plan.id}
                  scope="col"
                  className={cn(
                    'p-4 text-center font-bold',
                    plan.highlighted && 'bg-primary-subtle text-primary-subtle-foreground',
                  )}
                >
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          {comparison.groups.map((group, groupIndex) => (
            <tbody key={group.title ?? groupIndex}>
              {group.title ? (
                <tr className="bg-surface">
                  <th
                    scope="colgroup"
                    colSpan={plans.length + 1}
                    className="px-4 py-2 text-start text-xs font-bold tracking-wide text-muted-foreground uppercase"
                  >
                    {group.title}
                  </th>
                </tr>
              ) : null}
              {group.rows.map((row) => (
                <tr key={row.feature} className="border-b border-border last:border-b-0">
                  <th scope="row" className="p-4 text-start font-normal text-foreground">
                    {row.feature}
                  </th>
                  {plans.map((plan) => (
                    <td
                      key={plan.id}
                      className={cn('p-4 text-center', plan.highlighted && 'bg-primary-subtle/50')}
                    >
                      <ComparisonCell value={row.values[plan.id]} labels={labels} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </section>
    </div>
  );
}

/** Plans side by side with a monthly/yearly switch, the highlighted plan, and a feature comparison below. */
export function PricingTable({
  id,
  headingLevel = 2,
  eyebrow,
  title,
  text,
  plans,
  comparison,
  yearlySaving,
  period: controlled,
  defaultPeriod = 'monthly',
  onPeriodChange,
  formatPrice = (amount) => String(amount),
  labels: labelsProp,
  tone,
  className,
}: PricingTableProps) {
  const labels = { ...defaultLabels, ...labelsProp };
  const [own, setOwn] = useState<BillingPeriod>(defaultPeriod);
  const period = controlled ?? own;
  const change = (next: BillingPeriod) => {
    if (controlled === undefined) setOwn(next);
    onPeriodChange?.(next);
  };
  const planLevel = title ? childLevel(headingLevel) : headingLevel;
  const hasPrices = plans.some((plan) => plan.price);

  return (
    <Section id={id} tone={tone} data-section="pricingTable" data-period={period} className={className}>
      <div className="flex flex-col gap-10">
        <SectionHeader eyebrow={eyebrow} title={title} text={text} level={headingLevel} />
        {hasPrices ? (
          <PeriodSwitch period={period} onChange={change} saving={yearlySaving} labels={labels} />
        ) : null}
        <ul
          data-slot="pricing-plans"
          className={cn(
            'grid grid-cols-1 items-stretch gap-6 md:grid-cols-2',
            plans.length >= 4 ? 'xl:grid-cols-4' : 'lg:grid-cols-3',
          )}
        >
          {plans.map((plan) => (
            <li
              key={plan.id}
              data-slot="pricing-plan"
              data-highlighted={plan.highlighted || undefined}
              className={cn(
                'relative flex flex-col gap-6 rounded-xl bg-background p-6 md:p-8',
                plan.highlighted ? 'shadow-lg ring-2 ring-primary' : 'shadow-sm ring-1 ring-border',
              )}
            >
              <div className="flex flex-col gap-2">
                <div className="flex items-center justify-between gap-2">
                  <Heading level={planLevel} size="sm">
                    {plan.name}
                  </Heading>
                  {plan.highlighted && plan.badge ? <Badge variant="accent">{plan.badge}</Badge> : null}
                </div>
                {plan.description ? (
                  <p className="text-sm text-muted-foreground">{plan.description}</p>
                ) : null}
              </div>
              <PriceLine plan={plan} period={period} formatPrice={formatPrice} labels={labels} />
              <ActionLink
                action={plan.action}
                emphasis={plan.highlighted ? 'primary' : 'secondary'}
                size="md"
                className="w-full"
              />
              <div className="flex flex-col gap-3 border-t border-border pt-6">
                {plan.featuresTitle ? <p className="text-sm font-semibold">{plan.featuresTitle}</p> : null}
                <ul className="flex flex-col gap-3 text-sm">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
        {comparison ? (
          <ComparisonTable comparison={comparison} plans={plans} level={planLevel} labels={labels} />
        ) : null}
      </div>
    </Section>
  );
}
