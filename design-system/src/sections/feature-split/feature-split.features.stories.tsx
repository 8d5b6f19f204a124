import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { featureSplitSample, langOf } from '../../../stories-support/sections-samples';
import { FeatureSplit } from './feature-split';

const meta = {
  title: 'Sections/FeatureSplit/Features',
  component: FeatureSplit,
  parameters: { layout: 'fullscreen' },
  args: featureSplitSample('en_US'),
} satisfies Meta<typeof FeatureSplit>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Alternating: Story = {
  render: (_args, ctx) => <FeatureSplit {...featureSplitSample(langOf(ctx))} />,
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('[data-slot="feature-split-row"]');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveAttribute('data-reversed', 'true');
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const StartWithImage: Story = {
  render: (_args, ctx) => (
    <FeatureSplit
      {...featureSplitSample(langOf(ctx))}
      title={undefined}
      text={undefined}
      startWithImage
      tone="surface"
    />
  ),
};

export const Thai: Story = { ...Alternating, globals: { locale: 'th' } };
export const Chinese: Story = { ...Alternating, globals: { locale: 'zh_CN' } };
/** Phones stack each row: text first, picture after. */
export const Phone: Story = { ...Alternating, globals: { viewport: { value: 'phone', isRotated: false } } };
