import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleImage, samplePlayerUrl, videoTitle } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { VideoEmbed } from './video-embed';

const meta = {
  title: 'Primitives/VideoEmbed/Features',
  component: VideoEmbed,
  args: { embedUrl: samplePlayerUrl, poster: sampleImage(960), title: videoTitle.en_US, onPlay: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
  render: (args, ctx) => <VideoEmbed {...args} title={sample(videoTitle, ctx)} />,
} satisfies Meta<typeof VideoEmbed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the click: a poster and a play button, and no request to the video host. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const requested = performance.getEntriesByType('resource').map((e) => e.name);
    await expect(requested.some((url) => /youtube|vimeo/.test(url))).toBe(false);
  },
};

/*
 * The two stories below load the player iframe. Once a story attaches an iframe, Playwright never
 * sees the page reach "networkidle" again, so the test-runner's page-ready wait times out for it
 * and every later story: they are kept out of the test-runner ('!test'; 'interactions-panel' keeps them out of
 * the runs by play-fn tag too) and run in Storybook's
 * Interactions panel instead. video-embed.test.tsx covers the same behaviour.
 */

/** After the click: the player loads with autoplay, and focus moves into it. */
export const Playing: Story = {
  tags: ['!test', 'interactions-panel'],
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', sample(videoTitle, { globals }));
    await expect(frame.getAttribute('src')).toMatch(/autoplay=1$/);
    await waitFor(() => expect(frame).toHaveFocus());
    await expect(args.onPlay).toHaveBeenCalledOnce();
  },
};

/** Keyboard: Enter on the play button starts the video. */
export const Keyboard: Story = {
  tags: ['!test', 'interactions-panel'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('iframe')).not.toBeNull();
  },
};

export const SquareRatio: Story = {
  args: { ratio: 1, poster: sampleImage(600, 600) },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
};

/** The button's name is built from the translated `labels.play` and the title. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { labels: { play: '播放视频' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(
      '播放视频: 两分钟了解 Sellwise：绑定店铺并发出第一笔订单',
    );
  },
};

/** A smaller play button on phones. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
