import { Button, Text } from '@sellwise/design-system/primitives';
import { CtaBanner, Faq, PricingTable, Section, SectionHeader } from '@sellwise/design-system/sections';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizeHrefs } from '../assembler/localize-hrefs';
import { PageAssembler, type SectionComponents } from '../assembler/page-assembler';
import type { LoaderContext, PageModule, PageProps } from '../types';
import { pricingMessage as m, pricingConfig } from './pricing-config';
import {
  formatPrice,
  type GoodsPrice,
  toComparison,
  toPricingPlans,
  yearlySavingPercent,
} from './pricing-plans';

/** The sections this page's configs use (see SectionComponents). */
const SECTIONS = { ctaBanner: CtaBanner, faq: Faq } satisfies SectionComponents;

/** `pricing` is null when the API could not answer: the page renders with a notice instead of plans. */
export type PricingData = { pricing: GoodsPrice | null };

export async function loadPricing(ctx: LoaderContext): Promise<PricingData> {
  try {
    const answer = await ctx.api.goodsPrice(ctx.lang);
    return { pricing: answer.code === 0 && answer.data ? answer.data : null };
  } catch {
    return { pricing: null };
  }
}

function Plans({ pricing, href }: { pricing: GoodsPrice } & Pick<PageProps, 'href'>) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: m(id) }, values);
  const saving = yearlySavingPercent(pricing.plans);
  return (
    <PricingTable
      id="plans"
      className="pt-8 md:pt-10"
      plans={toPricingPlans(pricing.plans, intl, href)}
      comparison={toComparison(pricing.plans, intl)}
      formatPrice={(amount, { plan }) =>
        formatPrice(intl, amount, pricing.plans.find((p) => p.slug === plan.id)?.currency ?? pricing.currency)
      }
      yearlySaving={saving > 0 ? text('billing.saveText', { percent: saving }) : undefined}
      labels={{
        monthly: text('billing.monthly'),
        yearly: text('billing.yearly'),
        perMonth: text('billing.perMonth'),
        perYear: text('billing.perYear'),
        included: text('comparison.included'),
        notIncluded: text('comparison.notIncluded'),
        feature: text('comparison.feature'),
      }}
    />
  );
}

export function PricingPage({ data, href }: PageProps<PricingData>) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: m(id) }, values);
  const { pricing } = data;
  return (
    <>
      <Section tone="default" className="pb-0 md:pb-0">
        <div className="flex flex-col items-center gap-4 text-center">
          <SectionHeader
            level={1}
            size="display"
            eyebrow={text('hero.eyebrow')}
            title={text('hero.title')}
            text={text('hero.text')}
          />
          {pricing ? (
            <Text size="sm" tone="muted">
              {text('billing.pricesIn', {
                currency: intl.formatDisplayName(pricing.currency, { type: 'currency' }) ?? pricing.currency,
              })}
            </Text>
          ) : (
            <div
              role="alert"
              className="flex flex-col items-center gap-4 rounded-xl bg-surface p-6 ring-1 ring-border"
            >
              <Text weight="semibold">
                <FormattedMessage id={m('plans.loadError')} />
              </Text>
              <Button asChild variant="outline">
                <a href={href('goods/price.htm')}>
                  <FormattedMessage id={m('plans.retry')} />
                </a>
              </Button>
            </div>
          )}
        </div>
      </Section>
      {pricing ? <Plans pricing={pricing} href={href} /> : null}
      <PageAssembler components={SECTIONS} sections={localizeHrefs(pricingConfig.sections, href)} />
    </>
  );
}

export const pricingPage: PageModule<PricingData> = {
  Page: PricingPage,
  namespaces: pricingConfig.namespaces,
  loader: loadPricing,
  meta: ({ intl }) => ({
    title: intl.formatMessage({ id: pricingConfig.meta.title.$t }),
    description: intl.formatMessage({ id: pricingConfig.meta.description.$t }),
    breadcrumbs: [{ name: intl.formatMessage({ id: 'pages.common.nav.pricing' }), path: 'goods/price.htm' }],
  }),
};
