import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { common, sample } from '../../../stories-support/sample-text';
import { Container } from './container';

const meta = {
  title: 'Primitives/Container/Features',
  component: Container,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args, ctx) => (
    <div className="flex flex-col gap-3 bg-muted py-6">
      {(['sm', 'md', 'lg', 'xl', 'full'] as const).map((size) => (
        <Container key={size} {...args} size={size}>
          <p className="rounded-md bg-background p-3">
            <strong>{size}</strong> · {sample(common.title, ctx)}
          </p>
        </Container>
      ))}
    </div>
  ),
};

/** As a landmark: the container lends its width to a <main>. */
export const AsChildLandmark: Story = {
  render: (args, ctx) => (
    <Container {...args} asChild size="md">
      <main className="py-6">{sample(common.paragraph, ctx)}</main>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toHaveAttribute('data-slot', 'container');
  },
};

/** Narrower side gutter on phones. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args, ctx) => (
    <div className="bg-muted py-6">
      <Container {...args} className="bg-background py-4">
        {sample(common.paragraph, ctx)}
      </Container>
    </div>
  ),
};

export const Thai: Story = {
  globals: { locale: 'th' },
  render: (args, ctx) => (
    <div className="bg-muted py-6">
      <Container {...args} size="sm" className="bg-background py-4">
        {sample(common.paragraph, ctx)}
      </Container>
    </div>
  ),
};
