import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { common, sample } from '../../../stories-support/sample-text';
import { Text } from './text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  argTypes: {
    as: { control: 'select', options: ['p', 'span', 'div', 'strong', 'small'] },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, ctx) => (
    <Text {...args} className="max-w-prose">
      {sample(common.paragraph, ctx)}
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p[data-slot="text"]')).toBeInTheDocument();
    await expect(within(canvasElement).getByText(/Shopee/)).toHaveAttribute('data-tone', 'default');
  },
};

export const Playground: Story = {
  args: {
    size: 'md',
    tone: 'default',
    weight: 'regular',
    as: 'p',
    children: 'Sync products, orders and stock across every marketplace.',
  },
};
