import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import {
  FormHarness,
  formLabel,
  formText,
  passwordFieldLabels,
  sampleEmailSchema,
  samplePasswordSchema,
  storyTranslate,
} from '../../../stories-support/forms-samples';
import { common, sample } from '../../../stories-support/sample-text';
import { PasswordField } from '../password-field/password-field';
import { EmailField } from '../text-field/text-field';
import { FormSubmit } from './form';
import { FormMessage } from './form-message';

const schema = z.object({ email: sampleEmailSchema, password: samplePasswordSchema });
type Args = { onSubmit: (values: unknown) => unknown; error?: string };

const meta = {
  title: 'Forms/Form/Features',
  component: FormMessage,
  args: { onSubmit: fn() },
  render: (args, ctx) => {
    const { onSubmit, error } = args as unknown as Args;
    return (
      <FormHarness
        schema={schema}
        defaultValues={{ email: '', password: '' }}
        onSubmit={onSubmit}
        error={error}
        translate={storyTranslate(ctx)}
        footer={<FormSubmit fullWidth>{sample(common.logIn, ctx)}</FormSubmit>}
      >
        <EmailField name="email" label={formText('email', ctx)} autoComplete="username" required />
        <PasswordField
          name="password"
          label={formText('password', ctx)}
          labels={sample(passwordFieldLabels, ctx)}
          required
        />
      </FormHarness>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A failed submit moves focus to the first invalid field and keeps what was typed. */
export const FocusFirstError: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const password = formLabel('password', { globals });
    await userEvent.type(canvas.getByLabelText(password), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: sample(common.logIn, { globals }) }));
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveFocus());
    await expect(canvas.getByLabelText(password)).toHaveValue('abc');
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ApiError: Story = {
  render: (args, ctx) => {
    const { onSubmit } = args as unknown as Args;
    return (
      <FormHarness
        schema={schema}
        defaultValues={{ email: 'owner@mango.example', password: 'mango2026' }}
        onSubmit={onSubmit}
        error={formText('apiError', ctx)}
        translate={storyTranslate(ctx)}
        footer={<FormSubmit fullWidth>{sample(common.logIn, ctx)}</FormSubmit>}
      >
        <EmailField name="email" label={formText('email', ctx)} autoComplete="username" required />
        <PasswordField
          name="password"
          label={formText('password', ctx)}
          labels={sample(passwordFieldLabels, ctx)}
          required
        />
      </FormHarness>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveAttribute('data-slot', 'form-message');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  render: (args, ctx) => {
    const { onSubmit } = args as unknown as Args;
    return (
      <FormHarness
        schema={schema}
        defaultValues={{ email: 'owner@mango.example', password: 'mango2026' }}
        onSubmit={onSubmit}
        translate={storyTranslate(ctx)}
        footer={
          <FormSubmit fullWidth loadingLabel="Logging in">
            {sample(common.logIn, ctx)}
          </FormSubmit>
        }
      >
        <EmailField name="email" label={formText('email', ctx)} autoComplete="username" required />
        <PasswordField
          name="password"
          label={formText('password', ctx)}
          labels={sample(passwordFieldLabels, ctx)}
          required
        />
      </FormHarness>
    );
  },
  play: async ({ canvasElement, args, globals }) => {
    const logIn = sample(common.logIn, { globals });
    const button = within(canvasElement).getByRole('button', { name: (name) => name.includes(logIn) });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Messages: Story = {
  render: (_args, ctx) => (
    <div className="flex max-w-md flex-col gap-3">
      <FormMessage>{formText('apiError', ctx)}</FormMessage>
      <FormMessage tone="success">{formText('accountCreated', ctx)}</FormMessage>
      <FormMessage tone="info">{formText('phoneHint', ctx)}</FormMessage>
    </div>
  ),
};

export const Thai: Story = { ...ApiError, globals: { locale: 'th' } };

export const Phone: Story = {
  ...ApiError,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
