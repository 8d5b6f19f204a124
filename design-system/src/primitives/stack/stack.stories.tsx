import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { featureAreas } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Stack } from './stack';

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

const Box = ({ children }: { children: React.ReactNode }) => (
  <div className="rounded-md bg-primary-subtle px-4 py-3 text-primary-subtle-foreground">{children}</div>
);

export const Default: Story = {
  render: (args, ctx) => (
    <Stack {...args}>
      {sample(featureAreas, ctx).map((area) => (
        <Box key={area}>{area}</Box>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="stack"]')).toHaveAttribute(
      'data-direction',
      'column',
    );
  },
};

export const Playground: Story = {
  args: { direction: 'row', gap: 'md', align: 'center', justify: 'start', wrap: true },
  render: (args, ctx) => (
    <Stack {...args}>
      {sample(featureAreas, ctx).map((area) => (
        <Box key={area}>{area}</Box>
      ))}
    </Stack>
  ),
};
