import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { imageAlt, sampleImage } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Image } from './image';
import { guidance } from './image.guidance';

const meta = {
  title: 'Primitives/Image',
  parameters: { guidance },
  component: Image,
  args: { src: sampleImage(800), alt: imageAlt.en_US },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, ctx) => <Image {...args} alt={sample(imageAlt, ctx)} ratio={16 / 9} radius="lg" />,
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
  },
};

export const Playground: Story = {
  args: { ratio: 4 / 3, fit: 'cover', radius: 'md', priority: false },
};

// Guidance examples (image.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoDescribeThePicture: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => <Image {...args} alt={sample(imageAlt, ctx)} ratio={16 / 9} radius="lg" />,
};

export const DontFileNameAlt: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args) => <Image {...args} alt="screenshot_orders_final.png" ratio={16 / 9} radius="lg" />,
};
