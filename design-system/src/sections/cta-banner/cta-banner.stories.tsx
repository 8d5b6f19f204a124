import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctaBannerSample, langOf } from '../../../stories-support/sections-samples';
import { CtaBanner } from './cta-banner';

const meta = {
  title: 'Sections/CtaBanner',
  component: CtaBanner,
  parameters: { layout: 'fullscreen' },
  args: ctaBannerSample('en_US'),
  argTypes: {
    layout: { control: 'inline-radio', options: ['centred', 'split'] },
    tone: { control: 'select', options: ['default', 'surface', 'subtle', 'brand', 'inverse'] },
  },
} satisfies Meta<typeof CtaBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <CtaBanner {...ctaBannerSample(langOf(ctx))} />,
};

export const Playground: Story = {};
