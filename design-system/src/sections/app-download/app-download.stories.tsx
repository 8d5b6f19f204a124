import type { Meta, StoryObj } from '@storybook/react-vite';
import { appDownloadSample, langOf } from '../../../stories-support/sections-samples';
import { AppDownload } from './app-download';
import { guidance } from './app-download.guidance';

const meta = {
  title: 'Sections/AppDownload',
  component: AppDownload,
  parameters: { layout: 'fullscreen', guidance },
  args: appDownloadSample('en_US'),
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'surface', 'subtle'] } },
} satisfies Meta<typeof AppDownload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <AppDownload {...appDownloadSample(langOf(ctx))} />,
};

export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoQrWithCaption: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => <AppDownload {...appDownloadSample(langOf(ctx))} bullets={undefined} />,
};

export const DontQrWithoutCaption: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const props = appDownloadSample(langOf(ctx));
    return (
      <AppDownload
        {...props}
        bullets={undefined}
        qrCode={props.qrCode ? { ...props.qrCode, caption: undefined } : undefined}
      />
    );
  },
};
