import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { imageAlt, sampleImage } from '../../../stories-support/primitives-samples';
import { common, sample } from '../../../stories-support/sample-text';
import { Image } from './image';

const meta = {
  title: 'Primitives/Image/Features',
  component: Image,
  args: { src: sampleImage(800), alt: imageAlt.en_US },
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The box keeps its shape before the file arrives: no layout shift. */
export const AspectRatios: Story = {
  render: (args, ctx) => (
    <div className="grid max-w-3xl grid-cols-3 items-start gap-4">
      {[16 / 9, 4 / 3, 1].map((ratio) => (
        <Image key={ratio} {...args} alt={sample(imageAlt, ctx)} ratio={ratio} radius="md" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frames = canvasElement.querySelectorAll<HTMLElement>('[data-slot="image-frame"]');
    const square = frames[2]!.getBoundingClientRect();
    await expect(Math.round(square.width)).toBe(Math.round(square.height));
  },
};

export const Fit: Story = {
  render: (args, ctx) => (
    <div className="grid max-w-xl grid-cols-2 gap-4">
      <Image {...args} alt={sample(imageAlt, ctx)} ratio={1} fit="cover" radius="md" />
      <Image {...args} alt={sample(imageAlt, ctx)} ratio={1} fit="contain" radius="md" />
    </div>
  ),
};

export const Radius: Story = {
  render: (args) => (
    <div className="grid max-w-2xl grid-cols-4 gap-4">
      {(['none', 'md', 'lg', 'full'] as const).map((radius) => (
        <Image key={radius} {...args} src={sampleImage(400, 400)} alt="" ratio={1} radius={radius} />
      ))}
    </div>
  ),
};

/**
 * `widths` + `srcFor` build the srcset and `sizes` gives the display width; the browser chooses the
 * file (screen density and its cache count too). Each stand-in prints its own width.
 */
export const ResponsiveSrcSet: Story = {
  args: {
    widths: [320, 640, 960, 1280],
    srcFor: (w: number) => sampleImage(w),
    sizes: '(max-width: 600px) 100vw, 480px',
  },
  render: (args, ctx) => (
    <div className="max-w-[480px]">
      <Image {...args} alt={sample(imageAlt, ctx)} ratio={16 / 9} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(img.getAttribute('srcset')?.split(', ')).toHaveLength(4);
    await expect(img).toHaveAttribute('sizes', '(max-width: 600px) 100vw, 480px');
  },
};

/** The hero image (LCP): eager, high fetch priority. */
export const Priority: Story = {
  args: { priority: true },
  render: (args, ctx) => (
    <div className="max-w-xl">
      <Image {...args} alt={sample(imageAlt, ctx)} ratio={16 / 9} radius="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

/** alt="" marks a decorative image: screen readers skip it and the text carries the meaning. */
export const Decorative: Story = {
  render: (args, ctx) => (
    <figure className="flex max-w-xl items-center gap-4">
      <div className="w-40 shrink-0">
        <Image {...args} alt="" ratio={1} radius="full" />
      </div>
      <figcaption>{sample(common.paragraph, ctx)}</figcaption>
    </figure>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** Without `ratio` the image keeps its own proportions and never overflows its column. */
export const Intrinsic: Story = {
  args: { src: sampleImage(1200, 400), width: 1200, height: 400 },
  render: (args, ctx) => (
    <div className="max-w-md">
      <Image {...args} alt={sample(imageAlt, ctx)} />
    </div>
  ),
};

export const Thai: Story = {
  globals: { locale: 'th' },
  render: (args, ctx) => (
    <figure className="max-w-md">
      <Image {...args} alt={sample(imageAlt, ctx)} ratio={16 / 9} radius="lg" />
      <figcaption className="mt-2 text-sm text-muted-foreground">{sample(imageAlt, ctx)}</figcaption>
    </figure>
  ),
};

/** On a phone `sizes` says 100vw, and the image never overflows the screen. */
export const Phone: Story = {
  ...ResponsiveSrcSet,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img');
    await expect(img.currentSrc).not.toBe('');
    await expect(img.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};
