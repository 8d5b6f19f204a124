import type { Meta, StoryObj } from '@storybook/react-vite';
import { faqSample, langOf } from '../../../stories-support/sections-samples';
import { Faq } from './faq';

const meta = {
  title: 'Sections/Faq',
  component: Faq,
  parameters: { layout: 'fullscreen' },
  args: faqSample('en_US'),
  argTypes: {
    type: { control: 'inline-radio', options: ['single', 'multiple'] },
    tone: { control: 'inline-radio', options: ['default', 'surface', 'subtle'] },
  },
} satisfies Meta<typeof Faq>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the language toolbar. */
export const Default: Story = {
  render: (_args, ctx) => <Faq {...faqSample(langOf(ctx))} />,
};

export const Playground: Story = {};
