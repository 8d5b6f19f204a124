import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadingText } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Spinner } from './spinner';
import { guidance } from './spinner.guidance';

const meta = {
  title: 'Primitives/Spinner',
  parameters: { guidance },
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, ctx) => <Spinner {...args} label={sample(loadingText, ctx)} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      sample(loadingText, { globals }),
    );
  },
};

export const Playground: Story = {
  args: { size: 'md', label: 'Loading', decorative: false },
};

// Guidance examples (spinner.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoSayWhatLoads: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <p className="flex items-center gap-2 text-muted-foreground">
      <Spinner {...args} size="sm" decorative />
      {sample(loadingText, ctx)}
    </p>
  ),
};

export const DontSpinnerForLayout: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <div className="grid h-64 max-w-md place-items-center rounded-md border border-border">
      <Spinner {...args} size="lg" label={sample(loadingText, ctx)} />
    </div>
  ),
};
