import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { langOf, videoBlockSample } from '../../../stories-support/sections-samples';
import { VideoBlock } from './video-block';

const meta = {
  title: 'Sections/VideoBlock/Features',
  component: VideoBlock,
  parameters: { layout: 'fullscreen' },
  args: videoBlockSample('en_US'),
} satisfies Meta<typeof VideoBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  // Forget requests of stories rendered earlier in this page (a played video), so the check is this story's.
  loaders: [
    async () => {
      performance.clearResourceTimings();
      return {};
    },
  ],
  render: (_args, ctx) => <VideoBlock {...videoBlockSample(langOf(ctx))} tone="surface" />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const requested = performance.getEntriesByType('resource').map((entry) => entry.name);
    await expect(requested.some((name) => name.includes('youtube'))).toBe(false);
  },
};

/** The player's frame appears only after the click (the test machine is offline: its pixels are not ours). */
export const ClickToLoad: Story = {
  // After the click the frame shows the third-party player, or the browser's offline page here.
  parameters: { snapshot: false },
  render: (_args, ctx) => <VideoBlock {...videoBlockSample(langOf(ctx))} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { labels, video } = videoBlockSample(langOf({ globals }));
    const name = `${labels!.play}: ${video.title} (${video.duration})`;
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name }));
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).not.toBeNull();
    await expect(frame).toHaveAttribute('src', expect.stringContaining('youtube-nocookie.com/embed/'));
    await expect(frame).toHaveAttribute('title', expect.stringContaining('Sellwise'));
    await expect(frame).toHaveFocus();
    await expect(canvas.queryByRole('button', { name })).toBeNull();
  },
};

export const Thai: Story = { ...Idle, globals: { locale: 'th' } };
export const Phone: Story = {
  ...Idle,
  globals: { locale: 'in', viewport: { value: 'phone', isRotated: false } },
};
