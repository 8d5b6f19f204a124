import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import {
  codeFieldLabels,
  FormHarness,
  formLabel,
  formText,
  sampleCodeSchema,
  storyTranslate,
} from '../../../stories-support/forms-samples';
import { sample } from '../../../stories-support/sample-text';
import { CodeField } from './code-field';

function harness(value: string, validate = false) {
  return (args: Parameters<typeof CodeField>[0], ctx: { globals?: Record<string, unknown> }) => (
    <FormHarness
      schema={z.object({ code: sampleCodeSchema })}
      defaultValues={{ code: value }}
      translate={storyTranslate(ctx)}
      validateOnMount={validate}
    >
      <CodeField {...args} label={formText('code', ctx)} labels={sample(codeFieldLabels, ctx)} />
    </FormHarness>
  );
}

const meta = {
  title: 'Forms/CodeField/Features',
  component: CodeField,
  args: { name: 'code', label: 'Verification code', required: true, onResend: fn() },
  render: harness(''),
} satisfies Meta<typeof CodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PasteWholeCode: Story = {
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByLabelText(formLabel('code', { globals }));
    await userEvent.click(input);
    await userEvent.paste('Your Sellwise code is 482 913');
    await expect(input).toHaveValue('482913');
  },
};

export const PartlyFilled: Story = {
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByLabelText(formLabel('code', { globals }));
    await userEvent.type(input, '4829');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('482');
  },
};

export const WithError: Story = { render: harness('48', true) };

/** After "Send code" the button counts down; the time is a timestamp, so a reload can restore it. */
export const ResendCountdown: Story = {
  // The seconds shown depend on how long the run takes, so the pixels cannot be stable.
  parameters: { snapshot: false },
  play: async ({ canvasElement, args, globals }) => {
    const { send, resendIn } = sample(codeFieldLabels, { globals });
    const button = within(canvasElement).getByRole('button', { name: send });
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledOnce();
    await waitFor(() => expect([60, 59, 58].map(resendIn)).toContain(button.textContent));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ResendAvailable: Story = { args: { resendAvailableAt: 0 } };

export const Disabled: Story = { args: { disabled: true }, render: harness('482913') };

export const ReadOnly: Story = { args: { readOnly: true, onResend: undefined }, render: harness('482913') };

export const Thai: Story = {
  globals: { locale: 'th' },
  render: harness('4829'),
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  render: harness('', false),
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: harness('4829'),
};
