import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { common, sample } from '../../../stories-support/sample-text';
import { Container } from './container';
import { guidance } from './container.guidance';

const meta = {
  title: 'Primitives/Container',
  component: Container,
  parameters: { guidance, layout: 'fullscreen' },
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

// Guidance examples (container.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoReadableWidth: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <Container {...args} size="sm" className="py-4">
      <p>{sample(common.paragraph, ctx)}</p>
    </Container>
  ),
};

export const DontFullWidthText: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <Container {...args} size="full" className="py-4">
      <p>
        {sample(common.paragraph, ctx)} {sample(common.paragraph, ctx)}
      </p>
    </Container>
  ),
};
