import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { badgeWords } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Badge } from './badge';

const meta = {
  title: 'Primitives/Badge/Features',
  component: Badge,
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const variants = ['neutral', 'primary', 'accent', 'success', 'warning', 'danger', 'info'] as const;

export const Variants: Story = {
  render: (args, ctx) => (
    <div className="flex flex-wrap gap-2">
      {variants.map((variant) => (
        <Badge key={variant} {...args} variant={variant}>
          {sample(badgeWords, ctx)[variant]}
        </Badge>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  render: (args, ctx) => (
    <div className="flex flex-wrap gap-2">
      <Badge {...args} variant="success">
        <CircleCheck aria-hidden="true" />
        {sample(badgeWords, ctx).success}
      </Badge>
      <Badge {...args} variant="warning">
        <TriangleAlert aria-hidden="true" />
        {sample(badgeWords, ctx).warning}
      </Badge>
    </div>
  ),
};

export const Thai: Story = {
  ...Variants,
  globals: { locale: 'th' },
};

export const Chinese: Story = {
  ...Variants,
  globals: { locale: 'zh_CN' },
};
