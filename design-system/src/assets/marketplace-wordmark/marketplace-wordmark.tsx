import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/**
 * Marketplaces sellers connect. The wordmarks are our own neutral drawings (a coloured tile with the
 * initial and the name in our type), not the marketplaces' trademark artwork.
 */
export const MARKETPLACES = {
  shopee: { name: 'Shopee', tile: '#ee4d2d', letter: '#ffffff' },
  lazada: { name: 'Lazada', tile: '#1a1a8d', letter: '#ffffff' },
  tiktokShop: { name: 'TikTok Shop', tile: '#111827', letter: '#ffffff' },
  shopify: { name: 'Shopify', tile: '#5e8e3e', letter: '#ffffff' },
  tokopedia: { name: 'Tokopedia', tile: '#03ac0e', letter: '#ffffff' },
  bukalapak: { name: 'Bukalapak', tile: '#e31e52', letter: '#ffffff' },
  blibli: { name: 'Blibli', tile: '#0095da', letter: '#ffffff' },
  tiki: { name: 'Tiki', tile: '#1a94ff', letter: '#ffffff' },
  woocommerce: { name: 'WooCommerce', tile: '#7f54b3', letter: '#ffffff' },
  amazon: { name: 'Amazon', tile: '#ff9900', letter: '#111827' },
} as const;

export type MarketplaceId = keyof typeof MARKETPLACES;
export const MARKETPLACE_IDS = Object.keys(MARKETPLACES) as MarketplaceId[];

export const marketplaceWordmarkVariants = cva(
  'inline-flex items-center font-bold tracking-tight whitespace-nowrap',
  {
    variants: {
      size: { sm: 'gap-1.5 text-base', md: 'gap-2 text-xl', lg: 'gap-2.5 text-2xl' },
      tone: { color: 'text-foreground', muted: 'text-muted-foreground', inverse: 'text-inverse-foreground' },
    },
    defaultVariants: { size: 'md', tone: 'color' },
  },
);

const tileSize = { sm: 20, md: 28, lg: 36 } as const;

export type MarketplaceWordmarkProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof marketplaceWordmarkVariants> & { marketplace: MarketplaceId };

/** A marketplace's name with a coloured initial tile; the name is real text, so it reads and translates as is. */
export function MarketplaceWordmark({
  marketplace,
  size,
  tone,
  className,
  ...props
}: MarketplaceWordmarkProps) {
  const { name, tile, letter } = MARKETPLACES[marketplace];
  const px = tileSize[size ?? 'md'];
  const grey = tone === 'muted';
  return (
    <span
      data-slot="marketplace-wordmark"
      data-marketplace={marketplace}
      data-size={size ?? 'md'}
      className={cn(marketplaceWordmarkVariants({ size, tone }), className)}
      {...props}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        width={px}
        height={px}
        viewBox="0 0 32 32"
        className="shrink-0"
      >
        <rect width="32" height="32" rx="8" fill={grey ? 'currentColor' : tile} />
        {marketplace === 'tiktokShop' && !grey ? (
          <text
            x="17.5"
            y="23"
            textAnchor="middle"
            fontSize="19"
            fontWeight="800"
            fill="#fe2c55"
            fontFamily="inherit"
          >
            {name[0]}
          </text>
        ) : null}
        <text
          x="16"
          y="22"
          textAnchor="middle"
          fontSize="19"
          fontWeight="800"
          fill={grey ? 'var(--background)' : letter}
          fontFamily="inherit"
        >
          {name[0]}
        </text>
      </svg>
      <span>{name}</span>
    </span>
  );
}
