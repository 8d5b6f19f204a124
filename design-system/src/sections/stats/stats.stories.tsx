import type { Meta, StoryObj } from '@storybook/react-vite';
import { langOf, statsSample } from '../../../stories-support/sections-samples';
import { Stats } from './stats';

const meta = {
  title: 'Sections/Stats',
  component: Stats,
  parameters: { layout: 'fullscreen' },
  args: statsSample('en_US'),
  argTypes: { tone: { control: 'select', options: ['default', 'surface', 'subtle', 'brand', 'inverse'] } },
} satisfies Meta<typeof Stats>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <Stats {...statsSample(langOf(ctx))} />,
};

export const Playground: Story = {};
