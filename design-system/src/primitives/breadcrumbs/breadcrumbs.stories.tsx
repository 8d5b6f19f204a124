import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { breadcrumbsLabel, helpTrail, signUpSteps } from '../../../stories-support/primitives-samples';
import { sample, sampleOrEdited } from '../../../stories-support/sample-text';
import type { BreadcrumbEntry } from './breadcrumbs';
import { Breadcrumbs } from './breadcrumbs';
import { guidance } from './breadcrumbs.guidance';

const hrefs = ['/en_US/leftCat/start', '/en_US/leftCat/1_12', '/en_US/leftCat/1_34', undefined];
const trail = (labels: readonly string[]): BreadcrumbEntry[] =>
  labels.map((label, i) => ({ label, href: hrefs[i] }));

const meta = {
  title: 'Primitives/Breadcrumbs',
  parameters: { guidance },
  component: Breadcrumbs,
  args: { items: trail(helpTrail.en_US), labels: { nav: breadcrumbsLabel.en_US } },
  // The trail and its name follow the toolbar language until a control edits them.
  render: (args, ctx) => (
    <Breadcrumbs
      {...args}
      {...sampleOrEdited(
        { items: trail(sample(helpTrail, ctx)), labels: { nav: sample(breadcrumbsLabel, ctx) } },
        args,
        ctx,
      )}
    />
  ),
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const name = sample(breadcrumbsLabel, { globals });
    const nav = within(canvasElement).getByRole('navigation', { name });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    const page = sample(helpTrail, { globals })[3]!;
    await expect(within(nav).getByText(page)).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = {};

// Guidance examples (breadcrumbs.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoTrailToPage: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
};

export const DontStepsAsBreadcrumbs: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <Breadcrumbs
      {...args}
      labels={{ nav: sample(breadcrumbsLabel, ctx) }}
      items={sample(signUpSteps, ctx).map((label, i) => ({ label, href: `#step-${i}` }))}
    />
  ),
};
