import type { Meta, StoryObj } from '@storybook/react-vite';
import { langOf, pricingSample } from '../../../stories-support/sections-samples';
import { PricingTable } from './pricing-table';

const meta = {
  title: 'Sections/PricingTable',
  component: PricingTable,
  parameters: { layout: 'fullscreen' },
  args: pricingSample('en_US'),
  argTypes: {
    defaultPeriod: { control: 'inline-radio', options: ['monthly', 'yearly'] },
    tone: { control: 'inline-radio', options: ['default', 'surface', 'subtle'] },
  },
} satisfies Meta<typeof PricingTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <PricingTable {...pricingSample(langOf(ctx))} />,
};

export const Playground: Story = {};
