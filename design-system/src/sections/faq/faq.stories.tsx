import type { Meta, StoryObj } from '@storybook/react-vite';
import { faqSample, langOf } from '../../../stories-support/sections-samples';
import { Faq } from './faq';
import { guidance } from './faq.guidance';

const meta = {
  title: 'Sections/Faq',
  component: Faq,
  parameters: { layout: 'fullscreen', guidance },
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

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoClosedQuestions: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => <Faq {...faqSample(langOf(ctx))} />,
};

export const DontEveryAnswerOpen: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => {
    const props = faqSample(langOf(ctx));
    return (
      <Faq {...props} type="multiple" defaultOpen={props.items.map((item, i) => item.id ?? String(i))} />
    );
  },
};
