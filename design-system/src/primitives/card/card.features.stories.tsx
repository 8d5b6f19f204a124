import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { featureAreas, featureAreaText, readMore } from '../../../stories-support/primitives-samples';
import { common, sample } from '../../../stories-support/sample-text';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Heading } from '../heading/heading';
import { Grid } from '../stack/stack';
import { Card, CardBody, CardFooter, CardHeader } from './card';

const meta = {
  title: 'Primitives/Card/Features',
  component: Card,
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { globals?: Record<string, unknown> };
const FeatureCard = ({ ctx, i, ...props }: React.ComponentProps<typeof Card> & { ctx: Ctx; i: number }) => (
  <Card {...props}>
    <CardHeader>
      <Heading level={2} size="sm">
        {sample(featureAreas, ctx)[i]}
      </Heading>
    </CardHeader>
    <CardBody className="text-muted-foreground">{sample(featureAreaText, ctx)[i]}</CardBody>
  </Card>
);

export const Variants: Story = {
  render: (args, ctx) => (
    <Grid columns={4} gap="md">
      {(['outline', 'elevated', 'filled', 'highlighted'] as const).map((variant, i) => (
        <FeatureCard key={variant} {...args} variant={variant} ctx={{ globals: ctx.globals }} i={i} />
      ))}
    </Grid>
  ),
};

export const Paddings: Story = {
  render: (args, ctx) => (
    <Grid columns={4} gap="md">
      {(['none', 'sm', 'md', 'lg'] as const).map((padding, i) => (
        <FeatureCard key={padding} {...args} padding={padding} ctx={{ globals: ctx.globals }} i={i} />
      ))}
    </Grid>
  ),
};

/** A whole card as one link (asChild): one tab stop, the shadow follows hover and focus. */
export const InteractiveLink: Story = {
  render: (args, ctx) => (
    <Card {...args} asChild interactive variant="outline" className="max-w-sm">
      <a href="#orders" className="no-underline">
        <CardHeader>
          <Heading level={2} size="sm">
            {sample(featureAreas, ctx)[1]}
          </Heading>
        </CardHeader>
        <CardBody className="text-muted-foreground">{sample(featureAreaText, ctx)[1]}</CardBody>
        <CardFooter className="font-semibold text-primary">{sample(readMore, ctx)}</CardFooter>
      </a>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-slot', 'card');
  },
};

export const HeaderBodyFooter: Story = {
  render: (args, ctx) => (
    <Card {...args} variant="highlighted" className="max-w-sm">
      <CardHeader>
        <Badge variant="accent" className="self-start">
          Pro
        </Badge>
        <Heading level={2} size="md">
          {sample(common.title, ctx)}
        </Heading>
      </CardHeader>
      <CardBody className="text-muted-foreground">{sample(common.paragraph, ctx)}</CardBody>
      <CardFooter>
        <Button fullWidth>{sample(common.signUp, ctx)}</Button>
      </CardFooter>
    </Card>
  ),
};

export const Thai: Story = {
  ...HeaderBodyFooter,
  globals: { locale: 'th' },
};

/** On phones cards stack in one column at full width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args, ctx) => (
    <Grid columns={3} gap="md">
      {[0, 1, 2].map((i) => (
        <FeatureCard key={i} {...args} variant="elevated" ctx={{ globals: ctx.globals }} i={i} />
      ))}
    </Grid>
  ),
};
