import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { langOf, pricingSample } from '../../../stories-support/sections-samples';
import { PricingTable } from './pricing-table';

const meta = {
  title: 'Sections/PricingTable/Features',
  component: PricingTable,
  parameters: { layout: 'fullscreen' },
  args: { ...pricingSample('en_US'), onPeriodChange: fn() },
} satisfies Meta<typeof PricingTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const growthPrice = (canvasElement: HTMLElement) =>
  canvasElement
    .querySelectorAll('[data-slot="pricing-plan"]')[1]
    ?.querySelector('[data-slot="pricing-price"]');

export const Monthly: Story = {
  render: (args, ctx) => (
    <PricingTable {...pricingSample(langOf(ctx))} onPeriodChange={args.onPeriodChange} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    await expect(canvasElement.querySelectorAll('[data-slot="pricing-plan"]')).toHaveLength(3);
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** The switch changes every price to the yearly amount and back. */
export const ToggleToYearly: Story = {
  render: Monthly.render,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const { labels, yearlySaving } = pricingSample(langOf({ globals }));
    const toggle = canvas.getByRole('switch', { name: `${labels!.yearly} ${yearlySaving}` });
    await expect(growthPrice(canvasElement)).toHaveTextContent('$79');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(growthPrice(canvasElement)).toHaveTextContent('$759');
    await expect(growthPrice(canvasElement)).toHaveTextContent(labels!.perYear!);
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith('yearly');
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(growthPrice(canvasElement)).toHaveTextContent('$79');
    await userEvent.keyboard(' ');
  },
};

export const WithoutComparison: Story = {
  render: (_args, ctx) => (
    <PricingTable
      {...pricingSample(langOf(ctx))}
      comparison={undefined}
      defaultPeriod="yearly"
      tone="surface"
    />
  ),
};

export const Thai: Story = {
  globals: { locale: 'th' },
  render: (_args, ctx) => <PricingTable {...pricingSample(langOf(ctx))} defaultPeriod="yearly" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: /รายปี/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(growthPrice(canvasElement)).toHaveTextContent('/ปี');
  },
};
export const Chinese: Story = { ...Monthly, globals: { locale: 'zh_CN' } };
/** Plans stack; the comparison table scrolls sideways and can be scrolled with the keyboard. */
export const Phone: Story = { ...Monthly, globals: { viewport: { value: 'phone', isRotated: false } } };
