import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loadingText } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Skeleton } from './skeleton';
import { guidance } from './skeleton.guidance';

const meta = {
  title: 'Primitives/Skeleton',
  parameters: { guidance },
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { lines: 3 },
  render: (args) => (
    <div className="max-w-md">
      <Skeleton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.querySelectorAll('[data-slot="skeleton-line"]')).toHaveLength(3);
  },
};

export const Playground: Story = {
  args: { shape: 'rect', lines: 1, className: 'h-40! max-w-sm' },
};

// Guidance examples (skeleton.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoShapedLikeContent: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <section
      aria-busy="true"
      aria-label={sample(loadingText, ctx)}
      className="grid max-w-md grid-cols-2 gap-4"
    >
      {[0, 1].map((card) => (
        <div key={card} className="flex flex-col gap-3">
          <Skeleton shape="rect" />
          <Skeleton lines={3} />
        </div>
      ))}
    </section>
  ),
};

export const DontOneBigBlock: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <section aria-busy="true" aria-label={sample(loadingText, ctx)} className="max-w-md">
      <Skeleton shape="rect" className="h-64!" />
    </section>
  ),
};
