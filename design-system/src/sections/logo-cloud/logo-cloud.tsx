import {
  type MarketplaceId,
  MarketplaceWordmark,
} from '../../assets/marketplace-wordmark/marketplace-wordmark';
import { cn } from '../../lib/cn';
import { type LightTone, Section, type SectionBaseProps, SectionHeader } from '../section/section';

export type LogoCloudItem = { marketplace: MarketplaceId; href?: string };

export type LogoCloudProps = SectionBaseProps & {
  /** A short line above the logos, e.g. "Connect the marketplaces you already sell on". */
  title?: string;
  text?: string;
  items: Array<MarketplaceId | LogoCloudItem>;
  /** muted: grey wordmarks that stay quiet under a hero; color: the marketplaces' tile colours. */
  appearance?: 'muted' | 'color';
  tone?: LightTone;
};

/** The marketplaces we connect to, as a wrapping row of accessible wordmarks. */
export function LogoCloud({
  id,
  headingLevel = 2,
  title,
  text,
  items,
  appearance = 'color',
  tone,
  className,
}: LogoCloudProps) {
  return (
    <Section id={id} tone={tone} spacing="sm" data-section="logoCloud" className={className}>
      <div className="flex flex-col gap-8">
        <SectionHeader title={title} text={text} level={headingLevel} size="sm" />
        <ul
          data-slot="logo-cloud"
          className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6 md:gap-x-14"
        >
          {items.map((entry) => {
            const item = typeof entry === 'string' ? { marketplace: entry } : entry;
            const mark = (
              <MarketplaceWordmark
                marketplace={item.marketplace}
                tone={appearance === 'muted' ? 'muted' : 'color'}
                className={cn(
                  appearance === 'muted' && 'transition-colors duration-fast hover:text-foreground',
                )}
              />
            );
            return (
              <li key={item.marketplace}>
                {item.href ? (
                  <a
                    href={item.href}
                    className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
                  >
                    {mark}
                  </a>
                ) : (
                  mark
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
