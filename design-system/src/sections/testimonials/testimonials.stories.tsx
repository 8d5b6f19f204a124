import type { Meta, StoryObj } from '@storybook/react-vite';
import { langOf, testimonialsSample } from '../../../stories-support/sections-samples';
import { Testimonials } from './testimonials';

const meta = {
  title: 'Sections/Testimonials',
  component: Testimonials,
  parameters: { layout: 'fullscreen' },
  args: testimonialsSample('en_US'),
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'surface', 'subtle'] } },
} satisfies Meta<typeof Testimonials>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <Testimonials {...testimonialsSample(langOf(ctx))} />,
};

export const Playground: Story = {};
