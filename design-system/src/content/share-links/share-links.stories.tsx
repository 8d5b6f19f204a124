import type { Meta, StoryObj } from '@storybook/react-vite';
import { shareText } from '../../../stories-support/content-samples';
import { sample } from '../../../stories-support/sample-text';
import { ShareLinks } from './share-links';
import { guidance } from './share-links.guidance';

const shareUrlSample = 'https://www.example.com/blog/articleDetails/1040/stock-sync.htm';

const meta = {
  title: 'Content/ShareLinks',
  component: ShareLinks,
  parameters: { guidance },
  args: { url: shareUrlSample, ...shareText.en_US },
  argTypes: { networks: { control: 'check', options: ['facebook', 'x', 'linkedin', 'line', 'whatsapp'] } },
} satisfies Meta<typeof ShareLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (args, ctx) => <ShareLinks {...args} {...sample(shareText, ctx)} />,
};

export const Playground: Story = {};

export const DoNameTheAction: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => <ShareLinks {...args} {...sample(shareText, ctx)} />,
};

export const DontBareBrandNames: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => {
    const t = sample(shareText, ctx);
    return <ShareLinks {...args} {...t} labels={{ ...t.labels, network: (name) => name }} />;
  },
};
