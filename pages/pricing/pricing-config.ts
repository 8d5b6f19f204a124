import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { msg } from '../assembler/messages';
import type { PageConfig } from '../assembler/page-config';

const t = (id: string) => msg(`pages.pricing.${id}`);
export const pricingMessage = (id: string) => `pages.pricing.${id}`;

/**
 * Tool rows of the comparison, per plan slug. The API gives limits only; these follow the plans' own
 * feature lists (content/plans.json: batch printing from Basic, promotions and full reports from Pro,
 * crawl imports and priority support in Business). A plan missing here hides the tool rows.
 */
export const PLAN_TOOLS: Record<
  string,
  {
    orderProcessing: boolean;
    marketingTools: boolean;
    dataBoards: 'basicReports' | 'fullReports';
    crawlImports: boolean;
    supportLevel: 'supportEmail' | 'supportChat' | 'supportPriority';
  }
> = {
  free: {
    orderProcessing: false,
    marketingTools: false,
    dataBoards: 'basicReports',
    crawlImports: false,
    supportLevel: 'supportEmail',
  },
  basic: {
    orderProcessing: true,
    marketingTools: false,
    dataBoards: 'basicReports',
    crawlImports: false,
    supportLevel: 'supportEmail',
  },
  pro: {
    orderProcessing: true,
    marketingTools: true,
    dataBoards: 'fullReports',
    crawlImports: false,
    supportLevel: 'supportChat',
  },
  business: {
    orderProcessing: true,
    marketingTools: true,
    dataBoards: 'fullReports',
    crawlImports: true,
    supportLevel: 'supportPriority',
  },
};

/** The pricing page's static part; the plans table between header and FAQ comes from the API. */
export const pricingConfig = {
  id: 'pricing',
  namespaces: ['pages.pricing', 'pages.common'],
  meta: { title: t('meta.title'), description: t('meta.description') },
  sections: [
    {
      type: 'faq',
      id: 'billing-faq',
      props: {
        title: t('faq.title'),
        items: ['trial', 'yearly', 'cancel', 'change', 'currencies', 'invoices', 'limits'].map((k) => ({
          id: k,
          question: t(`faq.items.${k}.question`),
          answer: t(`faq.items.${k}.answer`),
        })),
      },
    },
    {
      type: 'ctaBanner',
      id: 'cta',
      props: {
        title: t('cta.title'),
        text: t('cta.text'),
        primaryAction: { label: t('cta.action'), href: `${LANG_PAGE_PATHS.register}?source=pricing` },
        secondaryAction: { label: t('cta.secondaryAction'), href: `${LANG_PAGE_PATHS.train}?source=pricing` },
      },
    },
  ],
} satisfies PageConfig;
