import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  sampleImage,
  samplePlayerUrl,
  vagueWords,
  videoTitle,
} from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { VideoEmbed } from './video-embed';
import { guidance } from './video-embed.guidance';

const meta = {
  title: 'Primitives/VideoEmbed',
  parameters: { guidance },
  component: VideoEmbed,
  args: { embedUrl: samplePlayerUrl, poster: sampleImage(960), title: videoTitle.en_US, onPlay: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoEmbed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, ctx) => <VideoEmbed {...args} title={sample(videoTitle, ctx)} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // The play label is the component's English default; the title follows the toolbar language.
    const name = `Play video: ${sample(videoTitle, { globals })}`;
    await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const Playground: Story = {
  args: { ratio: 16 / 9, labels: { play: 'Play video' } },
};

// Guidance examples (video-embed.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoDescriptiveTitle: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => <VideoEmbed {...args} title={sample(videoTitle, ctx)} />,
};

export const DontGenericTitle: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => <VideoEmbed {...args} title={sample(vagueWords, ctx).video} />,
};
