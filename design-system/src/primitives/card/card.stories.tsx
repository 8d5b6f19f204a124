import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { common, sample } from '../../../stories-support/sample-text';
import { Button } from '../button/button';
import { Heading } from '../heading/heading';
import { Card, CardBody, CardFooter, CardHeader } from './card';
import { guidance } from './card.guidance';

const meta = {
  title: 'Primitives/Card',
  parameters: { guidance },
  component: Card,
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, ctx) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <Heading level={2} size="sm">
          {sample(common.title, ctx)}
        </Heading>
      </CardHeader>
      <CardBody>
        <p className="text-muted-foreground">{sample(common.paragraph, ctx)}</p>
      </CardBody>
      <CardFooter>
        <Button>{sample(common.signUp, ctx)}</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="card"]');
    await expect(card).toHaveAttribute('data-variant', 'outline');
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { variant: 'elevated', padding: 'md', interactive: false, children: 'Card content' },
};

// Guidance examples (card.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoOneCardOneAction: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <Heading level={3} size="sm">
          {sample(common.title, ctx)}
        </Heading>
      </CardHeader>
      <CardBody>
        <p className="text-muted-foreground">{sample(common.paragraph, ctx)}</p>
      </CardBody>
      <CardFooter>
        <Button>{sample(common.signUp, ctx)}</Button>
      </CardFooter>
    </Card>
  ),
};

export const DontNestedCards: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <Heading level={3} size="sm">
          {sample(common.title, ctx)}
        </Heading>
      </CardHeader>
      <CardBody>
        <Card variant="elevated" padding="sm">
          <p className="text-muted-foreground">{sample(common.paragraph, ctx)}</p>
          <CardFooter>
            <Button>{sample(common.signUp, ctx)}</Button>
          </CardFooter>
        </Card>
      </CardBody>
    </Card>
  ),
};
