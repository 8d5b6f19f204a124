import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import {
  FormHarness,
  formText,
  storyTranslate,
  textareaLabels,
} from '../../../stories-support/forms-samples';
import { common, sample } from '../../../stories-support/sample-text';
import { requiredText } from '../rules';
import { Textarea } from './textarea';

function harness(value: string, validate = false) {
  return (args: Parameters<typeof Textarea>[0], ctx: { globals?: Record<string, unknown> }) => (
    <FormHarness
      schema={z.object({ message: requiredText })}
      defaultValues={{ message: value }}
      translate={storyTranslate(ctx)}
      validateOnMount={validate}
    >
      <Textarea {...args} label={formText('message', ctx)} labels={sample(textareaLabels, ctx)} />
    </FormHarness>
  );
}

const meta = {
  title: 'Forms/Textarea/Features',
  component: Textarea,
  args: { name: 'message', label: 'Your feedback', maxLength: 200, required: true },
  render: harness(''),
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `length` characters of the sample paragraph, repeated where the language says it in fewer (Chinese). */
const paragraphOfLength = (ctx: { globals?: Record<string, unknown> }, length: number) => {
  const text = sample(common.paragraph, ctx);
  return text.padEnd(length, ` ${text}`).slice(0, length);
};

export const NearTheLimit: Story = {
  args: { maxLength: 140 },
  render: (args, ctx) => harness(paragraphOfLength(ctx, 132))(args, ctx),
  play: async ({ canvasElement, globals }) => {
    const live = canvasElement.querySelector('[data-slot=textarea-announcement]');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await userEvent.type(within(canvasElement).getByRole('textbox'), '!');
    // 140 − 133 characters.
    await expect(live?.textContent).toBe(sample(textareaLabels, { globals }).charactersLeft(7));
  },
};

export const WithoutCounter: Story = { args: { maxLength: undefined } };

export const WithError: Story = { render: harness('', true) };

export const Disabled: Story = { args: { disabled: true }, render: harness('Sent on 7 March.') };

export const ReadOnly: Story = {
  args: { readOnly: true },
  render: (args, ctx) => harness(sample(common.paragraph, ctx))(args, ctx),
};

export const Thai: Story = {
  globals: { locale: 'th' },
  render: (args, ctx) => harness(sample(common.paragraph, ctx))(args, ctx),
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args, ctx) => harness(sample(common.paragraph, ctx))(args, ctx),
};
