import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MARKETPLACE_IDS, MARKETPLACES, MarketplaceWordmark } from './marketplace-wordmark';

const meta = {
  title: 'Sections/Assets/MarketplaceWordmark/Features',
  component: MarketplaceWordmark,
  args: { marketplace: 'shopee' },
} satisfies Meta<typeof MarketplaceWordmark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <div className="flex flex-wrap gap-8">
      {MARKETPLACE_IDS.map((id) => (
        <MarketplaceWordmark key={id} marketplace={id} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const id of MARKETPLACE_IDS) {
      await expect(within(canvasElement).getByText(MARKETPLACES[id].name)).toBeVisible();
    }
  },
};

export const Muted: Story = {
  render: () => (
    <div className="flex flex-wrap gap-8">
      {MARKETPLACE_IDS.map((id) => (
        <MarketplaceWordmark key={id} marketplace={id} tone="muted" />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-4">
      <MarketplaceWordmark marketplace="lazada" size="sm" />
      <MarketplaceWordmark marketplace="lazada" size="md" />
      <MarketplaceWordmark marketplace="lazada" size="lg" />
    </div>
  ),
};

/** Names stay in Latin script in every language: they are the marketplaces' own names. */
export const Thai: Story = { ...Sizes, globals: { locale: 'th' } };
