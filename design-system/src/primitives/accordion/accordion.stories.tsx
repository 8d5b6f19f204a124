import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { faq, vagueWords } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';
import { guidance } from './accordion.guidance';

const meta = {
  title: 'Primitives/Accordion',
  parameters: { guidance },
  component: Accordion,
  args: { type: 'single', collapsible: true },
  render: (args, ctx) => (
    <Accordion {...args} className="max-w-2xl">
      {sample(faq, ctx).map((item, i) => (
        <AccordionItem key={item.question} value={`q${i}`}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const trial = sample(faq, { globals })[1]!;
    const trigger = canvas.getByRole('button', { name: trial.question });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(trial.answer)).toBeVisible();
  },
};

export const Playground: Story = {
  args: { type: 'single', collapsible: true, variant: 'card', size: 'md', defaultValue: 'q0' },
};

// Guidance examples (accordion.guidance.ts), shown in pairs on the docs page, without image baselines.
// Tags are written out in each story: Storybook's indexer reads them from the source.

export const DoQuestionsAsTriggers: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  args: { variant: 'divided' },
};

export const DontVagueTriggers: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => {
    const words = sample(vagueWords, ctx);
    return (
      <Accordion {...args} className="max-w-2xl">
        {[words.details, words.more, words.other].map((label, i) => (
          <AccordionItem key={label} value={`q${i}`}>
            <AccordionTrigger>{label}</AccordionTrigger>
            <AccordionContent>{sample(faq, ctx)[i]?.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    );
  },
};
