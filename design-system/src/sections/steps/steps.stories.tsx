import type { Meta, StoryObj } from '@storybook/react-vite';
import { langOf, stepsSample } from '../../../stories-support/sections-samples';
import { Steps } from './steps';

const meta = {
  title: 'Sections/Steps',
  component: Steps,
  parameters: { layout: 'fullscreen' },
  args: stepsSample('en_US'),
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'surface', 'subtle'] } },
} satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <Steps {...stepsSample(langOf(ctx))} />,
};

export const Playground: Story = {};
