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
  render: (_args, ctx) => <VideoBlock {...videoBlockSample(langOf(ctx))} tone="surface" />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const requested = performance.getEntriesByType('resource').map((entry) => entry.name);
    await expect(requested.some((name) => name.includes('youtube'))).toBe(false);
  },
};

/**
 * The test machine is offline, and the runner waits for the network to go idle, which a frame on
 * about:blank or a data: URL never reports. So the "player" is a same-origin page (our dashboard drawing
 * in Storybook's own iframe) instead of youtube-nocookie; what is tested is that it exists only after the click.
 */
const offlinePlayer = 'iframe.html?id=sections-assets-dashboardillustration--default&viewMode=story';

export const ClickToLoad: Story = {
  render: (_args, ctx) => {
    const props = videoBlockSample(langOf(ctx));
    return <VideoBlock {...props} video={{ ...props.video, embedUrl: offlinePlayer }} />;
  },
  // The nested page renders on its own schedule, after the page-ready wait: its pixels cannot be pinned.
  parameters: { snapshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Play video/ }));
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).not.toBeNull();
    await expect(frame).toHaveAttribute('src', offlinePlayer);
    await expect(frame).toHaveAttribute('title', expect.stringContaining('Sellwise'));
    await expect(frame).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: /Play video/ })).toBeNull();
  },
};

export const Thai: Story = { ...Idle, globals: { locale: 'th' } };
export const Phone: Story = {
  ...Idle,
  globals: { locale: 'in', viewport: { value: 'phone', isRotated: false } },
};
