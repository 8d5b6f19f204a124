import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { common, sample } from '../../../stories-support/sample-text';
import { Container } from './container';

const meta = {
  title: 'Primitives/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, ctx) => (
    <div className="bg-muted py-6">
      <Container {...args} className="bg-background py-4">
        {sample(common.paragraph, ctx)}
      </Container>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('[data-slot="container"]');
    await expect(container).toHaveAttribute('data-size', 'xl');
  },
};

export const Playground: Story = {
  args: { size: 'md', children: 'Sync products, orders and stock across every marketplace.' },
};
