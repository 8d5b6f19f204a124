import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardIllustration } from './dashboard-illustration';

const meta = {
  title: 'Sections/Assets/DashboardIllustration',
  component: DashboardIllustration,
  args: { variant: 'desktop', label: 'A seller dashboard with today’s sales and orders' },
  argTypes: { variant: { control: 'inline-radio', options: ['desktop', 'phone'] } },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof DashboardIllustration>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { bars: [0.2, 0.4, 0.3, 0.6, 0.5, 0.8, 0.7, 1] } };
