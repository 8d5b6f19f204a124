import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  type FaqSample,
  faq,
  featureAreas,
  featureAreaText,
} from '../../../stories-support/primitives-samples';
import { sample } from '../../../stories-support/sample-text';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const meta = {
  title: 'Primitives/Accordion/Features',
  component: Accordion,
  args: { type: 'single', collapsible: true },
  render: (args, ctx) => (
    <Accordion {...args} className="max-w-2xl">
      {faqItems(sample(faq, ctx))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

function faqItems(items: readonly FaqSample[]) {
  return items.map((item, i) => (
    <AccordionItem key={item.question} value={`q${i}`}>
      <AccordionTrigger>{item.question}</AccordionTrigger>
      <AccordionContent>{item.answer}</AccordionContent>
    </AccordionItem>
  ));
}

/** FAQ: one answer at a time; opening another closes the first. */
export const Single: Story = {
  args: { defaultValue: 'q0' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [marketplaces, trial] = sample(faq, { globals });
    await userEvent.click(canvas.getByRole('button', { name: trial!.question }));
    await expect(canvas.getByRole('button', { name: marketplaces!.question })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('button', { name: trial!.question })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Sidebar: several sections open at once. */
export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['q0', 'q2'] },
  play: async ({ canvasElement }) => {
    const expanded = within(canvasElement)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-expanded') === 'true');
    await expect(expanded).toHaveLength(2);
  },
};

export const Card: Story = {
  args: { variant: 'card', defaultValue: 'q1' },
};

/** Help-centre sidebar: small size, category links inside. */
export const SmallSidebar: Story = {
  args: { type: 'multiple', size: 'sm', defaultValue: ['a0'] },
  render: (args, ctx) => {
    const texts = sample(featureAreaText, ctx);
    return (
      <Accordion {...args} className="max-w-xs">
        {sample(featureAreas, ctx).map((area, i) => (
          <AccordionItem key={area} value={`a${i}`}>
            <AccordionTrigger headingLevel={2}>{area}</AccordionTrigger>
            <AccordionContent>
              <a href={`#area-${i}`} className="text-primary underline">
                {texts[i]}
              </a>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

/** Up and Down move between questions; Enter and Space open them. */
export const Keyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: sample(faq, { globals })[1]!.question });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};

/** With forceMount, closed answers stay in the HTML (hidden) for search engines and find-in-page. */
export const CrawlableAnswers: Story = {
  render: (args, ctx) => (
    <Accordion {...args} className="max-w-2xl">
      {sample(faq, ctx).map((item, i) => (
        <AccordionItem key={item.question} value={`q${i}`}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent forceMount>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
  play: async ({ canvasElement, globals }) => {
    const answer = within(canvasElement).getByText(sample(faq, { globals })[1]!.answer);
    await expect(answer).toBeInTheDocument();
    await expect(answer).not.toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { variant: 'card', defaultValue: 'q2' },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'ms_MY' },
  args: { defaultValue: 'q2' },
};
