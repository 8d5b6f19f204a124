import type { Meta, StoryObj } from '@storybook/react-vite';
import { MARKETPLACE_IDS, MarketplaceWordmark } from './marketplace-wordmark';
import { guidance } from './marketplace-wordmark.guidance';

const meta = {
  title: 'Sections/Assets/MarketplaceWordmark',
  parameters: { guidance },
  component: MarketplaceWordmark,
  args: { marketplace: 'shopee', size: 'md', tone: 'color' },
  argTypes: {
    marketplace: { control: 'select', options: MARKETPLACE_IDS },
  },
} satisfies Meta<typeof MarketplaceWordmark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { marketplace: 'tiktokShop', size: 'lg' } };

// Guidance examples for the docs page; their text follows the language toolbar.

const sellwiseMarketplaces = ['shopee', 'lazada', 'tiktokShop', 'shopify'] as const;

export const DoOneSizeOneTone: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: () => (
    <ul className="flex flex-wrap items-center gap-6">
      {sellwiseMarketplaces.map((marketplace) => (
        <li key={marketplace}>
          <MarketplaceWordmark marketplace={marketplace} />
        </li>
      ))}
    </ul>
  ),
};

export const DontMixedSizesAndTones: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: () => (
    <ul className="flex flex-wrap items-center gap-6">
      {sellwiseMarketplaces.map((marketplace, i) => (
        <li key={marketplace}>
          <MarketplaceWordmark
            marketplace={marketplace}
            size={(['lg', 'sm', 'md', 'sm'] as const)[i]}
            tone={i % 2 === 0 ? 'color' : 'muted'}
          />
        </li>
      ))}
    </ul>
  ),
};
