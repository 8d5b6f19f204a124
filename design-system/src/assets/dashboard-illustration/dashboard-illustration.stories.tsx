import type { Meta, StoryObj } from '@storybook/react-vite';
import { langOf, sectionsCopy } from '../../../stories-support/sections-samples';
import { DashboardIllustration } from './dashboard-illustration';
import { guidance } from './dashboard-illustration.guidance';

const meta = {
  title: 'Sections/Assets/DashboardIllustration',
  parameters: { guidance },
  component: DashboardIllustration,
  args: { variant: 'desktop', label: 'A seller dashboard with today’s sales and orders' },
  argTypes: { variant: { control: 'inline-radio', options: ['desktop', 'phone'] } },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof DashboardIllustration>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { bars: [0.2, 0.4, 0.3, 0.6, 0.5, 0.8, 0.7, 1] } };

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoVariantForTheFrame: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <div className="w-48">
      <DashboardIllustration variant="phone" label={sectionsCopy[langOf(ctx)].app.screen} />
    </div>
  ),
};

export const DontDesktopInNarrowFrame: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <div className="w-48">
      <DashboardIllustration variant="desktop" label={sectionsCopy[langOf(ctx)].app.screen} />
    </div>
  ),
};
