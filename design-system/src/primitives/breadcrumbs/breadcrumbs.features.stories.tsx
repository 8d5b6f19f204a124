import type { Meta, StoryObj } from '@storybook/react-vite';
import { Slash } from 'lucide-react';
import type * as React from 'react';
import { expect, within } from 'storybook/test';
import { breadcrumbsLabel, helpTrail } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import {
  type BreadcrumbEntry,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  Breadcrumbs,
  type BreadcrumbsProps,
} from './breadcrumbs';

const hrefs = ['/help', '/help/orders', '/help/orders/labels', undefined];
const trail = (labels: readonly string[]): BreadcrumbEntry[] =>
  labels.map((label, i) => ({ label, href: hrefs[i] }));

/** The trail's name in the story's language, as every story here passes it. */
const named = (ctx: { globals?: Record<string, unknown> }) => ({ nav: sample(breadcrumbsLabel, ctx) });

type Args = Omit<BreadcrumbsProps, 'labels'>;

const meta = {
  title: 'Primitives/Breadcrumbs/Features',
  component: Breadcrumbs as React.ComponentType<Args>,
  render: (args, ctx) => <Breadcrumbs {...args} labels={named(ctx)} items={trail(sample(helpTrail, ctx))} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Items: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const separators = canvasElement.querySelectorAll('[data-slot="breadcrumb-separator"]');
    await expect(separators).toHaveLength(3);
    for (const s of separators) await expect(s).toHaveAttribute('aria-hidden', 'true');
  },
};

/**
 * A whole trail of router links: each link is the router's own element given the breadcrumb look with
 * `asChild`. (The export keeps its old name, which names its visual baseline.)
 */
export const RenderLink: Story = {
  name: 'Router links',
  render: (args, ctx) => {
    const labels = sample(helpTrail, ctx);
    return (
      <Breadcrumbs {...args} labels={named(ctx)}>
        <BreadcrumbList>
          {labels.map((label, i) => (
            <BreadcrumbItem key={label}>
              {i > 0 ? <BreadcrumbSeparator /> : null}
              {i < labels.length - 1 ? (
                <BreadcrumbLink asChild>
                  <a href={`#router${hrefs[i]}`} data-router-link="">
                    {label}
                  </a>
                </BreadcrumbLink>
              ) : (
                <BreadcrumbPage>{label}</BreadcrumbPage>
              )}
            </BreadcrumbItem>
          ))}
        </BreadcrumbList>
      </Breadcrumbs>
    );
  },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByRole('link')[0]!;
    await expect(first).toHaveAttribute('href', '#router/help');
    await expect(first).toHaveAttribute('data-router-link');
  },
};

/** Composed from parts, with router links through asChild and a custom separator. */
export const Composed: Story = {
  render: (args, ctx) => {
    const [home, section, , page] = sample(helpTrail, ctx);
    return (
      <Breadcrumbs {...args} labels={named(ctx)}>
        <BreadcrumbList>
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <a href="#help" data-router-link="">
                {home}
              </a>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbItem>
            <BreadcrumbSeparator>
              <Slash />
            </BreadcrumbSeparator>
            <BreadcrumbLink href="#orders">{section}</BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbItem>
            <BreadcrumbSeparator>
              <Slash />
            </BreadcrumbSeparator>
            <BreadcrumbPage>{page}</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumbs>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')[0]).toHaveAttribute(
      'data-slot',
      'breadcrumb-link',
    );
  },
};

export const Thai: Story = { globals: { locale: 'th' } };

export const Chinese: Story = { globals: { locale: 'zh_CN' } };

/** On phones the long middle entries shrink to one line; the full text stays for screen readers. */
export const Phone: Story = {
  // English: its third entry overflows a phone, the shorter Chinese one would not, so nothing to measure.
  globals: { locale: 'en_US', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const middle = within(canvasElement).getAllByRole('link')[2]!;
    const entry = sample(helpTrail, { globals })[2]!;
    await expect(middle.scrollWidth).toBeGreaterThan(middle.clientWidth);
    await expect(middle).toHaveAttribute('title', entry);
    await expect(middle).toHaveAccessibleName(entry);
  },
};
