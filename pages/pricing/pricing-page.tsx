import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { Button, Text } from '@sellwise/design-system/primitives';
import { CtaBanner, Faq, PricingTable, Section, SectionHeader } from '@sellwise/design-system/sections';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ConfigPageProps, defineConfigPage } from '../assembler/config-page';
import type { LoaderContext, PageProps } from '../types';
import { pricingMessage as m, pricingConfig } from './pricing-config';
import {
  formatPrice,
  type GoodsPrice,
  toComparison,
  toPricingPlans,
  yearlySavingPercent,
} from './pricing-plans';

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

function Pricing({ config, Sections, data, href }: ConfigPageProps<typeof pricingConfig, PricingData>) {
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
                <a href={href(LANG_PAGE_PATHS.pricing)}>
                  <FormattedMessage id={m('plans.retry')} />
                </a>
              </Button>
            </div>
          )}
        </div>
      </Section>
      {pricing ? <Plans pricing={pricing} href={href} /> : null}
      <Sections sections={config.sections} href={href} />
    </>
  );
}

export const pricingPage = defineConfigPage({
  config: pricingConfig,
  components: { ctaBanner: CtaBanner, faq: Faq },
  breadcrumbs: [{ nameId: 'pages.common.nav.pricing', path: LANG_PAGE_PATHS.pricing }],
  loader: loadPricing,
  Page: Pricing,
});
export const PricingPage = pricingPage.Page;
