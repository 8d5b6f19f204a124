import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadingText } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Grid } from '../stack/stack';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Primitives/Skeleton/Features',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  render: (args) => (
    <div className="flex max-w-md flex-col gap-6">
      <Skeleton {...args} shape="text" className="w-1/2! text-2xl" />
      <Skeleton {...args} shape="text" lines={4} />
    </div>
  ),
};

export const Rect: Story = {
  args: { shape: 'rect', className: 'h-48! max-w-md' },
};

export const Circle: Story = {
  args: { shape: 'circle', className: 'size-16!' },
};

/** A loading article card: the region says it is busy, the shapes stay silent. */
export const LoadingCard: Story = {
  render: (args, ctx) => (
    <section
      aria-busy="true"
      aria-label={sample(loadingText, ctx)}
      className="max-w-sm rounded-lg border border-border p-4"
    >
      <Skeleton {...args} shape="rect" className="mb-4 aspect-video h-auto!" />
      <div className="mb-3 flex items-center gap-3">
        <Skeleton {...args} shape="circle" />
        <Skeleton {...args} shape="text" className="w-1/3!" />
      </div>
      <Skeleton {...args} shape="text" lines={3} />
    </section>
  ),
  play: async ({ canvasElement, globals }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveAccessibleName(sample(loadingText, { globals }));
  },
};

/** Reduced motion (as in the visual tests): no pulse animation at all. */
export const ReducedMotion: Story = {
  args: { shape: 'rect', className: 'h-24 max-w-md' },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector<HTMLElement>('[data-slot="skeleton"]')!;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(getComputedStyle(skeleton).animationName).toBe('none');
    }
  },
};

/** Text skeletons take the line height of the language (taller for Thai). */
export const Thai: Story = {
  globals: { locale: 'th' },
  render: (args, ctx) => (
    <div className="grid max-w-2xl grid-cols-2 gap-6">
      <p>{sample(loadingText, ctx)}</p>
      <Skeleton {...args} shape="text" lines={2} />
    </div>
  ),
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <Grid columns={3} gap="md">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-2">
          <Skeleton {...args} shape="rect" className="h-32!" />
          <Skeleton {...args} shape="text" lines={2} />
        </div>
      ))}
    </Grid>
  ),
};
