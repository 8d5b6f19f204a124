import { MARKETPLACES, MarketplaceWordmark } from '@sellwise/design-system/assets';
import { Heading } from '@sellwise/design-system/primitives';
import { ActionLink } from '@sellwise/design-system/sections';
import { useIntl } from 'react-intl';
import type { MessageRef } from '../assembler/messages';
import { staticPartName } from '../assembler/section-registry';
import { serverHtmlPart } from '../assembler/server-html';
import { type MarketplaceLead, marketplaceProof } from './landing-config';

/** This module's path under pages/, as STATIC_PARTS lists it. */
const MODULE = 'landing/marketplace-proof-panel.tsx';

export type MarketplaceProofPanelProps = {
  /** With hrefs already localized. */
  panel: MarketplaceLead;
};

function Panel({ panel }: MarketplaceProofPanelProps) {
  const intl = useIntl();
  const proof = marketplaceProof(panel.page);
  // The panel's texts name the marketplace (`{marketplace}`); the config leaves that to the panel.
  const values = { marketplace: MARKETPLACES[panel.marketplace].name };
  const t = (ref: MessageRef) => intl.formatMessage({ id: ref.$t }, { ...values, ...ref.values });
  return (
    <div data-slot="landing-marketplace-proof" className="flex flex-col gap-6">
      <div className="flex flex-col items-start gap-3">
        <MarketplaceWordmark marketplace={panel.marketplace} tone="color" />
        <Heading level={2} size="md">
          {t(proof.title)}
        </Heading>
      </div>
      {/* One tile a row on phones; side by side, values stay on one line at the top when a label wraps. */}
      <dl className="grid grid-cols-1 gap-3 text-center sm:grid-cols-3">
        {proof.figures.map((figure) => (
          <div
            key={figure.label.$t}
            data-slot="landing-figure"
            className="flex flex-col-reverse justify-end gap-1 rounded-lg bg-muted p-3"
          >
            <dt className="text-xs text-muted-foreground">{t(figure.label)}</dt>
            <dd className="text-2xl font-bold text-primary">{intl.formatNumber(figure.value)}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-3">
        <Heading level={3} size="sm">
          {t(proof.stepsTitle)}
        </Heading>
        <ol className="flex flex-col gap-3">
          {proof.steps.map((step, i) => (
            <li key={step.title.$t} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {intl.formatNumber(i + 1)}
              </span>
              <span className="flex flex-col">
                <span className="font-semibold">{t(step.title)}</span>
                <span className="text-sm text-muted-foreground">{t(step.text)}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
      <ActionLink action={{ label: t(panel.action.label), href: panel.action.href }} className="w-full" />
    </div>
  );
}

/**
 * A marketplace page's first screen: the marketplace, what Sellwise adds to it, and the steps to connect
 * it. No behaviour, so the browser keeps the server's HTML and never loads this code (STATIC_PARTS).
 */
export const MarketplaceProofPanel = serverHtmlPart(staticPartName(MODULE, 'MarketplaceProofPanel'), Panel);
