import type { Meta, StoryObj } from '@storybook/react-vite';
import { langOf, pricingSample } from '../../../stories-support/sections-samples';
import { PricingTable } from './pricing-table';
import { guidance } from './pricing-table.guidance';

const meta = {
  title: 'Sections/PricingTable',
  component: PricingTable,
  parameters: { layout: 'fullscreen', guidance },
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

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoOneHighlightedPlan: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => <PricingTable {...pricingSample(langOf(ctx))} comparison={undefined} />,
};

export const DontEveryPlanHighlighted: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const props = pricingSample(langOf(ctx));
    const badge = props.plans.find((plan) => plan.badge)?.badge;
    return (
      <PricingTable
        {...props}
        comparison={undefined}
        plans={props.plans.map((plan) => ({ ...plan, highlighted: true, badge }))}
      />
    );
  },
};
