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
import { sample, toSampleLang } from '../../../stories-support/sample-text';
import { PasswordField } from './password-field';

function harness(value: string, validate = false) {
  return (args: Parameters<typeof PasswordField>[0], ctx: { globals?: Record<string, unknown> }) => (
    <FormHarness
      schema={z.object({ password: samplePasswordSchema })}
      defaultValues={{ password: value }}
      translate={storyTranslate(ctx)}
      validateOnMount={validate}
    >
      <PasswordField
        {...args}
        label={formText('password', ctx)}
        labels={sample(passwordFieldLabels, ctx)}
        checks={samplePasswordChecks(toSampleLang(ctx.globals?.locale))}
      />
    </FormHarness>
  );
}

const meta = {
  title: 'Forms/PasswordField/Features',
  component: PasswordField,
  args: { name: 'password', label: 'Password', required: true },
  render: harness(''),
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentPassword: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByLabelText(formLabel('password', { globals }))).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  },
};

export const NewPasswordRules: Story = { args: { mode: 'new' } };

export const StrengthLevels: Story = {
  render: (args, ctx) => (
    <div className="flex flex-col gap-6">
      {['abcdefgh', 'mango2026', 'mango-home-2026', 'Mango-Home-2026'].map((value) => (
        <div key={value}>{harness(value)({ ...args, mode: 'new', name: 'password' }, ctx)}</div>
      ))}
    </div>
  ),
};

export const CapsLockHint: Story = {
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByLabelText(formLabel('password', { globals }));
    await userEvent.click(input);
    await userEvent.keyboard('{CapsLock}M');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      sample(passwordFieldLabels, { globals }).capsLock,
    );
  },
};

export const WithError: Story = { args: { mode: 'new' }, render: harness('mango', true) };

export const Shown: Story = {
  render: harness('mango2026'),
  play: async ({ canvasElement, globals }) => {
    const { show } = sample(passwordFieldLabels, { globals });
    await userEvent.click(within(canvasElement).getByRole('button', { name: show }));
  },
};

export const Disabled: Story = { args: { disabled: true }, render: harness('mango2026') };

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { mode: 'new' },
  render: harness('มะม่วง2026', true),
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { mode: 'new' },
  render: harness('mango', true),
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { mode: 'new' },
  render: harness('mango2026'),
};
