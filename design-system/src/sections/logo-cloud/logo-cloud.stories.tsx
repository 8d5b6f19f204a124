import type { Meta, StoryObj } from '@storybook/react-vite';
import { langOf, logoCloudSample } from '../../../stories-support/sections-samples';
import { MARKETPLACE_IDS } from '../../assets/marketplace-wordmark/marketplace-wordmark';
import { LogoCloud } from './logo-cloud';
import { guidance } from './logo-cloud.guidance';

const meta = {
  title: 'Sections/LogoCloud',
  component: LogoCloud,
  parameters: { layout: 'fullscreen', guidance },
  args: logoCloudSample('en_US'),
  argTypes: {
    appearance: { control: 'inline-radio', options: ['color', 'muted'] },
    tone: { control: 'inline-radio', options: ['default', 'surface', 'subtle'] },
  },
} satisfies Meta<typeof LogoCloud>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <LogoCloud {...logoCloudSample(langOf(ctx))} />,
};

export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoMutedUnderHero: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <LogoCloud
      {...logoCloudSample(langOf(ctx))}
      appearance="muted"
      items={['shopee', 'lazada', 'tiktokShop', 'shopify']}
    />
  ),
};

export const DontEveryLogoInColour: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <LogoCloud {...logoCloudSample(langOf(ctx))} appearance="color" items={MARKETPLACE_IDS} />
  ),
};
