import type { Meta, StoryObj } from '@storybook/react-vite';
import { heroSample, langOf } from '../../../stories-support/sections-samples';
import { Hero } from './hero';

const meta = {
  title: 'Sections/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: heroSample('en_US'),
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'surface', 'subtle'] },
    headingLevel: { control: 'inline-radio', options: [1, 2] },
  },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <Hero {...heroSample(langOf(ctx))} />,
};

export const Playground: Story = {};
