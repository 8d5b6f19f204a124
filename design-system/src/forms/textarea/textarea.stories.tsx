import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import {
  FormHarness,
  formText,
  storyTranslate,
  textareaLabels,
} from '../../../stories-support/forms-samples';
import { sample, sampleOrEdited } from '../../../stories-support/sample-text';
import { Textarea } from './textarea';
import { guidance } from './textarea.guidance';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  parameters: { guidance },
  args: { name: 'message', label: 'Your feedback', maxLength: 500 },
  render: (args, ctx) => (
    <FormHarness
      schema={z.object({ message: z.string() })}
      defaultValues={{ message: '' }}
      translate={storyTranslate(ctx)}
    >
      <Textarea
        {...args}
        {...sampleOrEdited(
          {
            label: formText('message', ctx),
            description: formText('messageHint', ctx),
            labels: sample(textareaLabels, ctx),
          },
          args,
          ctx,
        )}
      />
    </FormHarness>
  ),
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Stock sync works well.');
    await expect(canvas.getByText('22/500')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { rows: 4, required: false, disabled: false, readOnly: false, placeholder: '' },
};

export const DoHintSaysWhatToWrite: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
};

export const DontTextareaForOneLine: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <FormHarness schema={z.object({ store: z.string() })} defaultValues={{ store: '' }}>
      <Textarea name="store" label={formText('storeName', ctx)} rows={6} />
    </FormHarness>
  ),
};
