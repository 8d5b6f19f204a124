import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormHarness, sampleEmailSchema, sampleTranslate } from '../../../stories-support/forms-samples';
import { requiredText } from '../rules';
import { EmailField, TextField } from './text-field';

describe('TextField and EmailField', { timeout: 20_000 }, () => {
  it('types into the form value and validates on submit', async () => {
    const onSubmit = vi.fn();
    render(
      <FormHarness
        schema={z.object({ email: sampleEmailSchema, name: requiredText })}
        defaultValues={{ email: '', name: '' }}
        onSubmit={onSubmit}
        translate={sampleTranslate('th')}
        footer={<button type="submit">Go</button>}
      >
        <EmailField name="email" label="อีเมล" />
        <TextField name="name" label="ชื่อร้านค้า" autoComplete="organization" />
      </FormHarness>,
    );
    const email = screen.getByLabelText('อีเมล');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(screen.getByLabelText('ชื่อร้านค้า')).toHaveAttribute('autocomplete', 'organization');

    await userEvent.type(email, 'shop@');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('โปรดกรอกอีเมลให้ถูกต้อง เช่น name@example.com')).toBeInTheDocument();
    // Errors re-validate as the visitor types after the first submit.
    await userEvent.type(email, 'mango.example');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  });

  it('lets the username autocomplete through and hands the ref to the page', () => {
    let node: HTMLInputElement | null = null;
    render(
      <FormHarness schema={z.object({ account: requiredText })} defaultValues={{ account: '' }}>
        <TextField
          name="account"
          label="Account"
          autoComplete="username"
          ref={(n) => {
            node = n;
          }}
        />
      </FormHarness>,
    );
    expect(screen.getByLabelText('Account')).toHaveAttribute('autocomplete', 'username');
    expect(node).toBeInstanceOf(HTMLInputElement);
  });
});
