import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import {
  FormHarness,
  formLabel,
  formText,
  passwordFieldLabels,
  samplePasswordChecks,
  samplePasswordSchema,
  storyTranslate,
} from '../../../stories-support/forms-samples';
import { sample, sampleOrEdited, toSampleLang } from '../../../stories-support/sample-text';
import { PasswordField } from './password-field';
import { guidance } from './password-field.guidance';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  parameters: { guidance },
  args: { name: 'password', label: 'Password', checks: samplePasswordChecks() },
  render: (args, ctx) => (
    <FormHarness
      schema={z.object({ password: samplePasswordSchema })}
      defaultValues={{ password: '' }}
      translate={storyTranslate(ctx)}
    >
      <PasswordField
        {...args}
        {...sampleOrEdited(
          {
            label: formText('password', ctx),
            labels: sample(passwordFieldLabels, ctx),
            checks: samplePasswordChecks(toSampleLang(ctx.globals.locale)),
          },
          args,
          ctx,
        )}
      />
    </FormHarness>
  ),
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { required: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { show, hide } = sample(passwordFieldLabels, { globals });
    const input = canvas.getByLabelText(formLabel('password', { globals }));
    await userEvent.type(input, 'mango2026');
    await userEvent.click(canvas.getByRole('button', { name: show }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: hide }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Playground: Story = {
  args: { mode: 'new', required: true, disabled: false, readOnly: false, description: '' },
};

/** A new password part-way typed: "mango" meets the letter line, not yet the length and digit lines. */
export const DoShowRulesUpFront: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <FormHarness
      schema={z.object({ password: samplePasswordSchema })}
      defaultValues={{ password: 'mango' }}
      translate={storyTranslate(ctx)}
    >
      <PasswordField
        {...args}
        label={formText('password', ctx)}
        labels={sample(passwordFieldLabels, ctx)}
        mode="new"
        checks={samplePasswordChecks(toSampleLang(ctx.globals.locale))}
      />
    </FormHarness>
  ),
};

/** The same value with no checklist: the rule shows up only once it has been broken. */
export const DontRulesOnlyInError: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <FormHarness
      schema={z.object({ password: samplePasswordSchema })}
      defaultValues={{ password: 'mango' }}
      translate={storyTranslate(ctx)}
      validateOnMount
    >
      <PasswordField
        {...args}
        label={formText('password', ctx)}
        labels={sample(passwordFieldLabels, ctx)}
        mode="new"
        checks={undefined}
      />
    </FormHarness>
  ),
};
