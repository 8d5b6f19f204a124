import type { Meta, StoryObj } from '@storybook/react-vite';
import { langOf, videoBlockSample } from '../../../stories-support/sections-samples';
import { VideoBlock } from './video-block';

const meta = {
  title: 'Sections/VideoBlock',
  component: VideoBlock,
  parameters: { layout: 'fullscreen' },
  args: videoBlockSample('en_US'),
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'surface', 'subtle'] } },
} satisfies Meta<typeof VideoBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (_args, ctx) => <VideoBlock {...videoBlockSample(langOf(ctx))} />,
};

export const Playground: Story = {};
