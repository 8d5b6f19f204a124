import type { Meta, StoryObj } from '@storybook/react-vite';
import { sample } from '../../../stories-support/sample-text';
import { langOf, sectionsGuidanceText, videoBlockSample } from '../../../stories-support/sections-samples';
import { VideoBlock } from './video-block';
import { guidance } from './video-block.guidance';

const meta = {
  title: 'Sections/VideoBlock',
  component: VideoBlock,
  parameters: { layout: 'fullscreen', guidance },
  args: videoBlockSample('en_US'),
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'surface', 'subtle'] } },
} satisfies Meta<typeof VideoBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (_args, ctx) => <VideoBlock {...videoBlockSample(langOf(ctx))} />,
};

export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoSayWhatItShows: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => <VideoBlock {...videoBlockSample(langOf(ctx))} />,
};

export const DontUntitledVideo: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const props = videoBlockSample(langOf(ctx));
    return (
      <VideoBlock
        labels={props.labels}
        video={{ ...props.video, title: sample(sectionsGuidanceText.vagueVideo, ctx), duration: undefined }}
      />
    );
  },
};
