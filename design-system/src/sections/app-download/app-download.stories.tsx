import type { Meta, StoryObj } from '@storybook/react-vite';
import { appDownloadSample, langOf } from '../../../stories-support/sections-samples';
import { AppDownload } from './app-download';

const meta = {
  title: 'Sections/AppDownload',
  component: AppDownload,
  parameters: { layout: 'fullscreen' },
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
