import type { Meta, StoryObj } from '@storybook/react-vite';
import { langOf, logoCloudSample } from '../../../stories-support/sections-samples';
import { LogoCloud } from './logo-cloud';

const meta = {
  title: 'Sections/LogoCloud',
  component: LogoCloud,
  parameters: { layout: 'fullscreen' },
  args: logoCloudSample('en_US'),
  argTypes: {
    appearance: { control: 'inline-radio', options: ['color', 'muted'] },
    tone: { control: 'inline-radio', options: ['default', 'surface', 'subtle'] },
  },
} satisfies Meta<typeof LogoCloud>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <LogoCloud {...logoCloudSample(langOf(ctx))} />,
};

export const Playground: Story = {};
