import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { common, sample } from '../../../stories-support/sample-text';
import { Heading } from './heading';

const meta = {
  title: 'Primitives/Heading/Features',
  component: Heading,
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

const levels = [1, 2, 3, 4, 5, 6] as const;
const sizes = ['display', 'xl', 'lg', 'md', 'sm', 'xs'] as const;

/** Each level with its default look. */
export const Levels: Story = {
  render: (args, ctx) => (
    <div className="flex flex-col gap-3">
      {levels.map((level) => (
        <Heading key={level} {...args} level={level}>
          h{level} · {sample(common.title, ctx)}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading')).toHaveLength(6);
  },
};

/** The look is separate from the outline: every size on an h2. */
export const Sizes: Story = {
  render: (args, ctx) => (
    <div className="flex flex-col gap-3">
      {sizes.map((size) => (
        <Heading key={size} {...args} level={2} size={size}>
          {size} · {sample(common.title, ctx)}
        </Heading>
      ))}
    </div>
  ),
};

export const Thai: Story = {
  globals: { locale: 'th' },
  render: (args, ctx) => (
    <Heading {...args} level={1} size="display" className="max-w-2xl">
      {sample(common.title, ctx)}
    </Heading>
  ),
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  render: (args, ctx) => (
    <Heading {...args} level={1} size="display">
      {sample(common.title, ctx)}
    </Heading>
  ),
};

/** Display and xl sizes step down on phones; long titles balance over lines. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args, ctx) => (
    <div className="flex flex-col gap-4">
      <Heading {...args} level={1} size="display">
        {sample(common.title, ctx)}
      </Heading>
      <Heading {...args} level={2} size="lg">
        {sample(common.longLabel, ctx)}
      </Heading>
    </div>
  ),
};
