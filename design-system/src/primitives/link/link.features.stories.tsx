import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { externalLinkText, readMore } from '../../../stories-support/primitives-samples';
import { common, sample } from '../../../stories-support/sample-text';
import { Link } from './link';

const meta = {
  title: 'Primitives/Link/Features',
  component: Link,
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args, ctx) => (
    <div className="flex flex-col items-start gap-3">
      <Link {...args} href="#a" variant="default">
        {sample(readMore, ctx)}
      </Link>
      <Link {...args} href="#b" variant="subtle">
        {sample(readMore, ctx)}
      </Link>
      <Link {...args} href="#c" variant="muted">
        {sample(readMore, ctx)}
      </Link>
      <span className="rounded-md bg-inverse p-3">
        <Link {...args} href="#d" variant="inverse">
          {sample(readMore, ctx)}
        </Link>
      </span>
    </div>
  ),
};

export const External: Story = {
  render: (args, ctx) => (
    <Link
      {...args}
      href="https://seller.shopee.example"
      external
      externalLabel={sample(externalLinkText, ctx).hint}
    >
      {sample(externalLinkText, ctx).label}
    </Link>
  ),
  play: async ({ canvasElement, globals }) => {
    const { label, hint } = sample(externalLinkText, { globals });
    // The hint is read after the link text (a visually hidden span).
    const link = within(canvasElement).getByRole('link', { name: `${label} ${hint}` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The site passes its router link; external marking still applies inside it. */
export const ExternalAsChild: Story = {
  render: (args, ctx) => (
    <Link {...args} asChild external externalLabel={sample(externalLinkText, ctx).hint}>
      <a href="https://seller.lazada.example" data-router-link="">
        Lazada Seller Center
      </a>
    </Link>
  ),
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAccessibleName(
      `Lazada Seller Center ${sample(externalLinkText, { globals }).hint}`,
    );
  },
};

export const InsideParagraph: Story = {
  render: (args, ctx) => (
    <p className="max-w-md">
      {sample(common.paragraph, ctx)}{' '}
      <Link
        {...args}
        href="https://help.sellwise.example/guide"
        external
        externalLabel={sample(externalLinkText, ctx).hint}
      >
        {sample(common.longLabel, ctx)}
      </Link>
    </p>
  ),
};

export const KeyboardFocus: Story = {
  render: (args, ctx) => (
    <Link {...args} href="#focus">
      {sample(readMore, ctx)}
    </Link>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  render: (args, ctx) => (
    <p className="max-w-md">
      {sample(common.paragraph, ctx)}{' '}
      <Link
        {...args}
        href="https://seller.shopee.example"
        external
        externalLabel={sample(externalLinkText, ctx).hint}
      >
        {sample(externalLinkText, ctx).label}
      </Link>
    </p>
  ),
};
