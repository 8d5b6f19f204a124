import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { langOf, testimonialsSample } from '../../../stories-support/sections-samples';
import { Testimonials } from './testimonials';

const meta = {
  title: 'Sections/Testimonials/Features',
  component: Testimonials,
  parameters: { layout: 'fullscreen' },
  args: testimonialsSample('en_US'),
} satisfies Meta<typeof Testimonials>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeQuotes: Story = {
  render: (_args, ctx) => <Testimonials {...testimonialsSample(langOf(ctx))} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('figure')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('blockquote')).toHaveLength(3);
  },
};

export const TwoQuotesWhite: Story = {
  render: (_args, ctx) => {
    const props = testimonialsSample(langOf(ctx));
    return <Testimonials {...props} items={props.items.slice(0, 2)} tone="default" />;
  },
};

export const Thai: Story = { ...ThreeQuotes, globals: { locale: 'th' } };
export const Chinese: Story = { ...ThreeQuotes, globals: { locale: 'zh_CN' } };
export const Phone: Story = {
  ...ThreeQuotes,
  globals: { locale: 'ms_MY', viewport: { value: 'phone', isRotated: false } },
};
