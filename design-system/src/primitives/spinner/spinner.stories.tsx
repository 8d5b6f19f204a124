import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadingText } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Spinner } from './spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, ctx) => <Spinner {...args} label={sample(loadingText, ctx)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your orders');
  },
};

export const Playground: Story = {
  args: { size: 'md', label: 'Loading', decorative: false },
};
