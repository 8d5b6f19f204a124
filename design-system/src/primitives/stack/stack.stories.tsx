import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { badgeWords, featureAreas } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Badge, type BadgeProps } from '../badge/badge';
import { Stack } from './stack';
import { guidance } from './stack.guidance';

const meta = {
  title: 'Primitives/Stack',
  parameters: { guidance },
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

// Guidance examples (stack.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

const badgeRow = (ctx: Parameters<typeof sample>[1]) =>
  Object.entries(sample(badgeWords, ctx)).map(([tone, word]) => (
    <Badge key={tone} variant={tone as BadgeProps['variant']}>
      {word}
    </Badge>
  ));

export const DoWrapRows: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <div className="max-w-60 rounded-md border border-dashed border-border p-2">
      <Stack {...args} direction="row" gap="sm" wrap>
        {badgeRow(ctx)}
      </Stack>
    </div>
  ),
};

export const DontRowsThatOverflow: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <div className="max-w-60 rounded-md border border-dashed border-border p-2">
      <Stack {...args} direction="row" gap="sm">
        {badgeRow(ctx)}
      </Stack>
    </div>
  ),
};
