import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { faqSample, langOf } from '../../../stories-support/sections-samples';
import { Faq } from './faq';
import { answerParagraphs } from './faq-json-ld';

const meta = {
  title: 'Sections/Faq/Features',
  component: Faq,
  parameters: { layout: 'fullscreen' },
  args: faqSample('en_US'),
} satisfies Meta<typeof Faq>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOpen: Story = {
  render: (_args, ctx) => <Faq {...faqSample(langOf(ctx))} defaultOpen={['faq-1']} />,
};

/** Opening a question shows its answer and closes the one that was open. */
export const Expand: Story = {
  render: (_args, ctx) => <Faq {...faqSample(langOf(ctx))} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [one, two] = faqSample(langOf({ globals })).items;
    const first = canvas.getByRole('button', { name: one!.question });
    const second = canvas.getByRole('button', { name: two!.question });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(answerParagraphs(one!.answer).at(-1)!)).toBeVisible();
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(answerParagraphs(two!.answer)[0]!)).toBeVisible();
  },
};

export const Multiple: Story = {
  render: (_args, ctx) => (
    <Faq {...faqSample(langOf(ctx))} type="multiple" defaultOpen={['faq-1', 'faq-3']} tone="surface" />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(2);
  },
};

export const Thai: Story = { ...FirstOpen, globals: { locale: 'th' } };
export const Chinese: Story = { ...FirstOpen, globals: { locale: 'zh_CN' } };
export const Phone: Story = {
  ...FirstOpen,
  globals: { locale: 'vi', viewport: { value: 'phone', isRotated: false } },
};
