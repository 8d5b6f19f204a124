import type { Meta, StoryObj } from '@storybook/react-vite';
import { MARKETPLACE_IDS, MarketplaceWordmark } from './marketplace-wordmark';

const meta = {
  title: 'Sections/Assets/MarketplaceWordmark',
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
