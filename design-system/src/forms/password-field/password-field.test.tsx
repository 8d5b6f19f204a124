import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormHarness, sampleTranslate } from '../../../stories-support/forms-samples';
import { passwordSchema } from '../rules';
import { passwordChecks, passwordStrength } from './password-checks';
import { PasswordField } from './password-field';

function Harness({ mode, onSubmit }: { mode?: 'current' | 'new'; onSubmit?: () => void }) {
  return (
    <FormHarness
      schema={z.object({ password: passwordSchema })}
      defaultValues={{ password: '' }}
      onSubmit={onSubmit}
      translate={sampleTranslate('en_US')}
      footer={<button type="submit">Save</button>}
    >
      <PasswordField name="password" label="Password" mode={mode} required />
    </FormHarness>
  );
}

describe('password rule', { timeout: 20_000 }, () => {
  it('accepts 8–32 characters with a letter and a digit', () => {
    expect(passwordSchema.safeParse('abc12345').success).toBe(true);
    expect(passwordSchema.safeParse('รหัสผ่าน99').success).toBe(true);
    expect(passwordSchema.safeParse('a1b2c3').error?.issues[0]?.message).toBe('validation.password.length');
    expect(passwordSchema.safeParse(`a1${'x'.repeat(31)}`).error?.issues[0]?.message).toBe(
      'validation.password.length',
    );
    expect(passwordSchema.safeParse('abcdefgh').error?.issues[0]?.message).toBe(
      'validation.password.letterAndDigit',
    );
    expect(passwordSchema.safeParse('12345678').error?.issues[0]?.message).toBe(
      'validation.password.letterAndDigit',
    );
    expect(passwordSchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });

  it('scores strength from the rule, length and variety', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abcdefgh')).toBe(1);
    expect(passwordStrength('abc12345')).toBe(2);
    expect(passwordStrength('abcdef123456')).toBe(3);
    expect(passwordStrength('Abcdef-123456')).toBe(4);
    // Thai tone marks are part of letters, not symbols.
    expect(passwordStrength('มะม่วง2026')).toBe(2);
    expect(passwordChecks('abc')).toEqual({ length: false, letter: true, digit: false });
  });
});

describe('PasswordField', { timeout: 20_000 }, () => {
  it('shows and hides the password with a labelled toggle', async () => {
    render(<Harness />);
    const input = screen.getByLabelText(/^Password/);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('warns while Caps Lock is on', async () => {
    render(<Harness />);
    const input = screen.getByLabelText(/^Password/);
    await userEvent.click(input);
    expect(screen.queryByText('Caps Lock is on')).not.toBeInTheDocument();
    await userEvent.keyboard('{CapsLock}A');
    expect(screen.getByRole('status')).toHaveTextContent('Caps Lock is on');
    await userEvent.tab();
    expect(screen.queryByText('Caps Lock is on')).not.toBeInTheDocument();
  });

  it('for a new password, names the strength in words and ticks the rules', async () => {
    render(<Harness mode="new" />);
    const input = screen.getByLabelText(/^Password/);
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(input, 'abcdefgh');
    expect(screen.getByText('Weak')).toBeInTheDocument();
    expect(screen.getByText('At least one digit').closest('li')).toHaveAttribute('data-met', 'false');
    await userEvent.type(input, '1');
    expect(screen.getByText('Fair')).toBeInTheDocument();
    expect(screen.getByText('At least one digit').closest('li')).toHaveAttribute('data-met', 'true');
  });

  it('focuses the password on a failed submit and keeps it', async () => {
    const onSubmit = vi.fn();
    render(<Harness mode="new" onSubmit={onSubmit} />);
    const input = screen.getByLabelText(/^Password/);
    await userEvent.type(input, 'short1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveValue('short1');
    expect(screen.getByRole('alert')).toHaveTextContent('Use 8 to 32 characters.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
