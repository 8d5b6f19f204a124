import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { common, sample } from '../../../stories-support/sample-text';
import { Text } from './text';

const meta = {
  title: 'Primitives/Text/Features',
  component: Text,
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args, ctx) => (
    <div className="flex max-w-xl flex-col gap-2">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Text key={size} {...args} size={size}>
          {size} · {sample(common.title, ctx)}
        </Text>
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: (args, ctx) => (
    <div className="flex flex-col gap-2">
      {(['default', 'muted', 'primary', 'success', 'danger'] as const).map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone} · {sample(common.title, ctx)}
        </Text>
      ))}
    </div>
  ),
};

export const Weights: Story = {
  render: (args, ctx) => (
    <div className="flex flex-col gap-2">
      {(['regular', 'medium', 'semibold', 'bold'] as const).map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          {weight} · {sample(common.title, ctx)}
        </Text>
      ))}
    </div>
  ),
};

/** Inline text inside another paragraph renders as a span, not a nested <p>. */
export const Inline: Story = {
  render: (args, ctx) => (
    <Text>
      {sample(common.paragraph, ctx)}{' '}
      <Text {...args} as="strong" weight="semibold" tone="primary">
        {sample(common.signUp, ctx)}
      </Text>
    </Text>
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(sample(common.signUp, { globals })).tagName).toBe('STRONG');
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  render: (args, ctx) => (
    <div className="flex max-w-md flex-col gap-2">
      <Text {...args} size="lg" weight="semibold">
        {sample(common.title, ctx)}
      </Text>
      <Text {...args} tone="muted">
        {sample(common.paragraph, ctx)}
      </Text>
    </div>
  ),
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  render: (args, ctx) => (
    <div className="flex max-w-md flex-col gap-2">
      <Text {...args} size="lg" weight="semibold">
        {sample(common.title, ctx)}
      </Text>
      <Text {...args} tone="muted">
        {sample(common.paragraph, ctx)}
      </Text>
    </div>
  ),
};
