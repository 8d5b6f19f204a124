import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormContext, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  danglingAriaReferences,
  FormHarness,
  sampleEmailSchema,
  samplePasswordSchema,
  sampleTranslate,
} from '../../../stories-support/forms-samples';
import { agreeSchema, isoDateSchema, requiredText } from '../rules';
import { EmailField, TextField } from '../text-field/text-field';
import { FormSubmit } from './form';
import { FormMessage } from './form-message';

const schema = z.object({ name: requiredText, email: sampleEmailSchema, password: samplePasswordSchema });

function SignUp(props: { onSubmit?: (v: unknown) => unknown; translate?: boolean; error?: string }) {
  return (
    <FormHarness
      schema={schema}
      defaultValues={{ name: '', email: '', password: '' }}
      onSubmit={props.onSubmit}
      translate={props.translate ? sampleTranslate('en_US') : undefined}
      error={props.error}
      footer={<FormSubmit loadingLabel="Sending">Create account</FormSubmit>}
    >
      <TextField name="name" label="Store name" autoComplete="organization" required />
      <EmailField name="email" label="E-mail" description="We send your code here." required />
      <TextField name="password" label="Password" type="password" autoComplete="new-password" required />
    </FormHarness>
  );
}

describe('Form', { timeout: 20_000 }, () => {
  it('shows message ids as they are without translate, and translated text with it', async () => {
    const { unmount } = render(<SignUp />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('validation.required')).toHaveLength(3);
    unmount();
    render(<SignUp translate />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('Please fill this in.')).toHaveLength(3);
  });

  it('on a failed submit focuses the first invalid field and keeps every typed value', async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} translate />);
    await userEvent.type(screen.getByLabelText(/Store name/), 'Mango Home');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'not-an-address');
    await userEvent.type(screen.getByLabelText(/Password/), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText(/E-mail/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Store name/)).toHaveValue('Mango Home');
    expect(email).toHaveValue('not-an-address');
    expect(screen.getByText('Enter an e-mail address like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Use 8 to 32 characters.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(email);
    await userEvent.type(email, 'owner@mango.example');
    await userEvent.type(screen.getByLabelText(/Password/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Mango Home',
      email: 'owner@mango.example',
      password: 'abc12345',
    });
  });

  it('wires errors with role="alert" and describedby pointing only at rendered texts', async () => {
    const { container } = render(<SignUp />);
    const email = screen.getByLabelText(/E-mail/);
    expect(email.getAttribute('aria-describedby')?.split(' ')).toHaveLength(1);
    expect(screen.getByLabelText(/Store name/)).not.toHaveAttribute('aria-describedby');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findAllByRole('alert');
    expect(email.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(screen.getByLabelText(/Store name/)).toHaveAccessibleDescription('validation.required');
    expect(danglingAriaReferences(container)).toEqual([]);
  });

  it('shows a form-level error as an alert, translated', () => {
    render(<SignUp error="validation.required" translate />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill this in.');
  });

  it('blocks a second submit while the first is running', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SignUp onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Store name/), 'Mango');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'a@b.co');
    await userEvent.type(screen.getByLabelText(/Password/), 'abc12345');
    const submit = screen.getByRole('button', { name: /Create account/ });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledOnce();
    finish();
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
  });

  it('FormMessage uses status for news that is not an error', () => {
    render(<FormMessage tone="success">Code sent</FormMessage>);
    expect(screen.getByRole('status')).toHaveTextContent('Code sent');
  });
});

function Account() {
  const channel = useWatch({ name: 'channel' });
  return channel === 'email' ? (
    <EmailField name="email" label="E-mail" />
  ) : (
    <TextField name="phone" label="Phone" />
  );
}

describe('Form focus order', { timeout: 20_000 }, () => {
  it('focuses the first invalid field in page order, even one that appeared later', async () => {
    render(
      <FormHarness
        schema={z.object({
          channel: z.string(),
          email: sampleEmailSchema.optional(),
          password: samplePasswordSchema,
        })}
        defaultValues={{ channel: 'phone', password: '' }}
        footer={<button type="submit">Go</button>}
      >
        <Switcher />
        <Account />
        <TextField name="password" label="Password" type="password" />
      </FormHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use e-mail' }));
    await userEvent.type(screen.getByLabelText('E-mail'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
  });
});

function Switcher() {
  const { setValue } = useFormContext();
  return (
    <button type="button" onClick={() => setValue('channel', 'email')}>
      Use e-mail
    </button>
  );
}

describe('generic rules', () => {
  it('report a missing value as required, not as a type error', () => {
    expect(requiredText.safeParse(undefined).error?.issues[0]?.message).toBe('validation.required');
    expect(isoDateSchema.safeParse(undefined).error?.issues[0]?.message).toBe('validation.required');
    expect(agreeSchema.safeParse(undefined).error?.issues[0]?.message).toBe('validation.terms.required');
  });
});
