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
import { guidance } from './form.guidance';

const schema = z.object({ email: sampleEmailSchema, password: samplePasswordSchema });

type Args = { error?: string; onSubmit: (values: unknown) => void };

function LogInForm({ error, onSubmit, locale, submitText }: Args & { locale: unknown; submitText?: string }) {
  // The language only: the docs addon prints every prop, and the story context is too big to print.
  const ctx = { globals: { locale } };
  return (
    <FormHarness
      schema={schema}
      defaultValues={{ email: '', password: '' }}
      onSubmit={onSubmit}
      error={error}
      translate={storyTranslate(ctx)}
      footer={<FormSubmit fullWidth>{submitText ?? sample(common.logIn, ctx)}</FormSubmit>}
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
}

const meta = {
  title: 'Forms/Form',
  parameters: { guidance },
  args: { onSubmit: fn() },
  render: (args, ctx) => <LogInForm {...(args as unknown as Args)} locale={ctx.globals.locale} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In the server's HTML the form posts and its submit is disabled and aria-busy until React hydrates it;
 * a story renders on the client, so it shows the hydrated form.
 */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'owner@mango.example');
    await userEvent.type(canvas.getByLabelText(formLabel('password', { globals })), 'mango2026');
    await userEvent.click(canvas.getByRole('button', { name: sample(common.logIn, { globals }) }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  },
};

export const Playground: Story = {
  args: { error: 'Too many attempts. Please try again in 45 seconds.' },
};

export const DoSubmitNamesAction: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
};

export const DontGenericSubmit: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <LogInForm
      {...(args as unknown as Args)}
      locale={ctx.globals.locale}
      submitText={formText('submit', ctx)}
    />
  ),
};
