import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DashboardIllustration, HEX_PALETTE } from './dashboard-illustration';

const meta = {
  title: 'Sections/Assets/DashboardIllustration/Features',
  component: DashboardIllustration,
} satisfies Meta<typeof DashboardIllustration>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  render: () => (
    <div className="max-w-3xl">
      <DashboardIllustration label="Seller dashboard" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Seller dashboard' })).toBeVisible();
  },
};

export const Phone: Story = {
  render: () => (
    <div className="w-64">
      <DashboardIllustration variant="phone" palette={HEX_PALETTE} label="Seller app" />
    </div>
  ),
};

/** Without a label the drawing is decorative and hidden from screen readers. */
export const Decorative: Story = {
  render: () => (
    <div className="max-w-md">
      <DashboardIllustration />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
