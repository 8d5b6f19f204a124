import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import {
  codeFieldLabels,
  FormHarness,
  formLabel,
  formText,
  sampleCodeSchema,
  storyTranslate,
} from '../../../stories-support/forms-samples';
import { sample, sampleOrEdited } from '../../../stories-support/sample-text';
import { CodeField } from './code-field';
import { guidance } from './code-field.guidance';

const meta = {
  title: 'Forms/CodeField',
  component: CodeField,
  parameters: { guidance },
  args: { name: 'code', label: 'Verification code', onResend: fn(), onComplete: fn() },
  render: (args, ctx) => (
    <FormHarness
      schema={z.object({ code: sampleCodeSchema })}
      defaultValues={{ code: '' }}
      translate={storyTranslate(ctx)}
    >
      <CodeField
        {...args}
        {...sampleOrEdited({ label: formText('code', ctx), labels: sample(codeFieldLabels, ctx) }, args, ctx)}
      />
    </FormHarness>
  ),
} satisfies Meta<typeof CodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { required: true },
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByLabelText(formLabel('code', { globals }));
    await userEvent.type(input, '482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

export const Playground: Story = {
  args: { length: 6, resendSeconds: 60, required: true, disabled: false, readOnly: false, description: '' },
};

export const DoSayWhereCodeWent: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <FormHarness schema={z.object({ code: sampleCodeSchema })} defaultValues={{ code: '' }}>
      <CodeField
        {...args}
        label={formText('code', ctx)}
        labels={sample(codeFieldLabels, ctx)}
        description={formText('codeSentHint', ctx)}
      />
    </FormHarness>
  ),
};

export const DontJargonLabel: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <FormHarness schema={z.object({ code: sampleCodeSchema })} defaultValues={{ code: '' }}>
      <CodeField {...args} label={formText('otpJargon', ctx)} labels={sample(codeFieldLabels, ctx)} />
    </FormHarness>
  ),
};
