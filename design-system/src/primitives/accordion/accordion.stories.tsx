import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { faq } from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const meta = {
  title: 'Primitives/Accordion',
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Is there a free trial?' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/15 days free/)).toBeVisible();
  },
};

export const Playground: Story = {
  args: { type: 'single', collapsible: true, variant: 'card', size: 'md', defaultValue: 'q0' },
};
