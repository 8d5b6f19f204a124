import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { isPhoneStory, PHONE_GLOBALS } from '../../../stories-support/layouts-samples';
import { featureAreas, featureAreaText } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Grid, Stack } from './stack';

const meta = {
  title: 'Primitives/Stack/Features',
  component: Stack,
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

const Box = ({ children }: { children: React.ReactNode }) => (
  <div className="rounded-md bg-primary-subtle px-4 py-3 text-primary-subtle-foreground">{children}</div>
);

const Areas = ({ ctx }: { ctx: { globals?: Record<string, unknown> } }) =>
  sample(featureAreas, ctx).map((area) => <Box key={area}>{area}</Box>);

export const Row: Story = {
  args: { direction: 'row', gap: 'sm', wrap: true },
  render: (args, ctx) => (
    <Stack {...args}>
      <Areas ctx={{ globals: ctx.globals }} />
    </Stack>
  ),
};

export const Gaps: Story = {
  render: (args, ctx) => (
    <Stack gap="lg">
      {(['none', 'xs', 'sm', 'md', 'lg', 'xl'] as const).map((gap) => (
        <Stack key={gap} {...args} direction="row" gap={gap}>
          <Areas ctx={{ globals: ctx.globals }} />
        </Stack>
      ))}
    </Stack>
  ),
};

export const AlignAndJustify: Story = {
  args: { direction: 'row', align: 'center', justify: 'between' },
  render: (args, ctx) => (
    <Stack {...args} className="h-32 rounded-md border border-border p-3">
      <Areas ctx={{ globals: ctx.globals }} />
    </Stack>
  ),
};

/** A row on wide screens… */
export const Responsive: Story = {
  args: { direction: 'responsive' },
  render: (args, ctx) => (
    <Stack {...args}>
      <Areas ctx={{ globals: ctx.globals }} />
    </Stack>
  ),
  play: async ({ canvasElement, globals }) => {
    const stack = canvasElement.querySelector<HTMLElement>('[data-slot="stack"]')!;
    await expect(getComputedStyle(stack).flexDirection).toBe(isPhoneStory({ globals }) ? 'column' : 'row');
  },
};

/** …and a column on phones. */
export const ResponsivePhone: Story = { ...Responsive, globals: PHONE_GLOBALS };

const GridCards = ({ ctx, count }: { ctx: { globals?: Record<string, unknown> }; count: number }) => {
  const names = sample(featureAreas, ctx);
  const texts = sample(featureAreaText, ctx);
  return Array.from({ length: count }, (_, i) => (
    <div key={i} className="rounded-md border border-border p-4">
      <p className="font-semibold">{names[i % names.length]}</p>
      <p className="text-sm text-muted-foreground">{texts[i % texts.length]}</p>
    </div>
  ));
};

export const GridColumns: Story = {
  render: (_args, ctx) => (
    <Stack gap="xl">
      {([2, 3, 4, 6] as const).map((columns) => (
        <Grid key={columns} columns={columns} gap="md">
          <GridCards ctx={{ globals: ctx.globals }} count={columns} />
        </Grid>
      ))}
    </Stack>
  ),
};

/** Grids fall back to one column (six-up grids to two) on phones. */
export const GridPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (_args, ctx) => (
    <Grid columns={3} gap="md">
      <GridCards ctx={{ globals: ctx.globals }} count={3} />
    </Grid>
  ),
};

export const GridThai: Story = {
  globals: { locale: 'th' },
  render: (_args, ctx) => (
    <Grid columns={4} gap="md">
      <GridCards ctx={{ globals: ctx.globals }} count={4} />
    </Grid>
  ),
};
