import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormHarness, sampleEmailSchema, samplePasswordSchema } from '../../../stories-support/forms-samples';
import { Checkbox } from '../checkbox/checkbox';
import { CodeField } from '../code-field/code-field';
import { PasswordField } from '../password-field/password-field';
import { agreeSchema } from '../rules';
import { EmailField } from '../text-field/text-field';
import { FormSubmit } from './form';

const schema = z.object({
  email: sampleEmailSchema,
  password: samplePasswordSchema,
  code: z.string(),
  agree: agreeSchema,
});

function LogIn({ onSubmit }: { onSubmit?: (values: unknown) => void }) {
  return (
    <FormHarness
      schema={schema}
      defaultValues={{ email: '', password: '', code: '', agree: false }}
      onSubmit={onSubmit}
      footer={<FormSubmit>Log in</FormSubmit>}
    >
      <EmailField name="email" label="E-mail" />
      <PasswordField name="password" label="Password" />
      <CodeField name="code" label="Code" />
      <Checkbox name="agree" label="I agree" />
    </FormHarness>
  );
}

/** The server's HTML in the document, as the browser shows it before the scripts run. */
function serverHtml(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('Form before and after hydration', { timeout: 20_000 }, () => {
  it('posts and keeps its submit disabled in the server HTML', () => {
    const container = serverHtml(<LogIn />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.hasAttribute('action')).toBe(false);
    const submit = container.querySelector('button[type="submit"]')!;
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    // The browser's own submit: a disabled default button stops Enter (implicit submission) as well.
    expect(form.querySelectorAll('button[type="submit"]:not([disabled])')).toHaveLength(0);
  });

  it('is enabled at once when the client renders it, and submits', async () => {
    const onSubmit = vi.fn();
    render(<LogIn onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('aria-busy');
    await userEvent.type(screen.getByLabelText('E-mail'), 'owner@mango.example');
    await userEvent.type(screen.getByLabelText('Password'), 'mango2026');
    await userEvent.click(screen.getByLabelText('I agree'));
    await userEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  });

  it('enables the submit once hydrated and keeps what was typed before', async () => {
    const container = serverHtml(<LogIn />);
    const input = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    // Typed while the scripts were still loading: only the DOM knows.
    input('email').value = 'owner@mango.example';
    input('password').value = 'mango2026';
    input('code').value = '12a34';
    input('agree').checked = true;

    const onSubmit = vi.fn();
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, <LogIn onSubmit={onSubmit} />);
    });
    expect(errors).not.toHaveBeenCalled();
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('aria-busy');
    expect(input('email')).toHaveValue('owner@mango.example');
    expect(input('password')).toHaveValue('mango2026');
    // Replayed through the field, which keeps digits only.
    expect(input('code')).toHaveValue('1234');
    expect(input('agree')).toBeChecked();

    await act(async () => submit.click());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      email: 'owner@mango.example',
      password: 'mango2026',
      code: '1234',
      agree: true,
    });
  });
});
