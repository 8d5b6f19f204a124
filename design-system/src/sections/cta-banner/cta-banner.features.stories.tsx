import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ctaBannerSample, langOf } from '../../../stories-support/sections-samples';
import { CtaBanner } from './cta-banner';

const meta = {
  title: 'Sections/CtaBanner/Features',
  component: CtaBanner,
  parameters: { layout: 'fullscreen' },
  args: ctaBannerSample('en_US'),
} satisfies Meta<typeof CtaBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {
  render: (_args, ctx) => <CtaBanner {...ctaBannerSample(langOf(ctx))} />,
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute('href', expect.stringContaining('source=cta'));
  },
};

export const Inverse: Story = {
  render: (_args, ctx) => <CtaBanner {...ctaBannerSample(langOf(ctx))} tone="inverse" layout="split" />,
};

export const Subtle: Story = {
  render: (_args, ctx) => (
    <CtaBanner {...ctaBannerSample(langOf(ctx))} tone="subtle" secondaryAction={undefined} />
  ),
};

export const Split: Story = {
  render: (_args, ctx) => <CtaBanner {...ctaBannerSample(langOf(ctx))} layout="split" note={undefined} />,
};

export const Thai: Story = { ...Brand, globals: { locale: 'th' } };
export const Chinese: Story = { ...Brand, globals: { locale: 'zh_CN' } };
export const Phone: Story = { ...Brand, globals: { viewport: { value: 'phone', isRotated: false } } };
