import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  FormHarness,
  samplePasswordChecks,
  samplePasswordSchema,
  sampleTranslate,
} from '../../../stories-support/forms-samples';
import { type PasswordCheck, passwordStrength } from './password-checks';
import { PasswordField, PasswordStrengthMeter } from './password-field';

function Harness({
  mode,
  onSubmit,
  passwordRules,
}: {
  mode?: 'current' | 'new';
  onSubmit?: () => void;
  passwordRules?: string;
}) {
  return (
    <FormHarness
      schema={z.object({ password: samplePasswordSchema })}
      defaultValues={{ password: '' }}
      onSubmit={onSubmit}
      translate={sampleTranslate('en_US')}
      footer={<button type="submit">Save</button>}
    >
      <PasswordField
        name="password"
        label="Password"
        mode={mode}
        checks={samplePasswordChecks()}
        passwordRules={passwordRules}
        required
      />
    </FormHarness>
  );
}

describe('password strength', () => {
  const checks = samplePasswordChecks();

  it('is weak while a check fails, then rises with length and variety', () => {
    expect(passwordStrength('', checks)).toBe(0);
    expect(passwordStrength('abcdefgh', checks)).toBe(1);
    expect(passwordStrength('abc12345', checks)).toBe(2);
    expect(passwordStrength('abcdef123456', checks)).toBe(3);
    expect(passwordStrength('Abcdef-123456', checks)).toBe(4);
    // Thai tone marks are part of letters, not symbols.
    expect(passwordStrength('มะม่วง2026', checks)).toBe(2);
    // Length counts characters: eleven emoji and a digit are twelve.
    expect(passwordStrength(`${'😀'.repeat(11)}1`, [])).toBe(4);
  });

  it('rates only length and variety when the product gives no checks', () => {
    expect(passwordStrength('abc', [])).toBe(2);
  });
});

describe('PasswordStrengthMeter', () => {
  const oddLength: PasswordCheck = { id: 'odd', message: 'odd.length', test: (v) => v.length % 2 === 1 };

  it('lists the given checks, each ticked by its own test', () => {
    render(
      <PasswordStrengthMeter
        value="abc"
        checks={[oddLength, { id: 'x', message: 'Has an x', test: (v) => v.includes('x') }]}
      />,
    );
    const lines = screen.getAllByRole('listitem');
    expect(lines.map((li) => [li.dataset.check, li.dataset.met])).toEqual([
      ['odd', 'true'],
      ['x', 'false'],
    ]);
    // Outside a Form the message shows as it is.
    expect(lines[1]).toHaveTextContent('Has an x: not yet');
  });

  it('shows no list without checks', () => {
    render(<PasswordStrengthMeter value="abc" />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
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
    // No length cap of its own: the product's rule decides, in its own unit of length.
    expect(input).not.toHaveAttribute('maxlength');
    await userEvent.type(input, 'abcdefgh');
    expect(screen.getByText('Weak')).toBeInTheDocument();
    expect(screen.getByText('At least one digit').closest('li')).toHaveAttribute('data-met', 'false');
    await userEvent.type(input, '1');
    expect(screen.getByText('Fair')).toBeInTheDocument();
    expect(screen.getByText('At least one digit').closest('li')).toHaveAttribute('data-met', 'true');
  });

  it('passes the product’s passwordrules to a new-password input only', async () => {
    const rules = 'minlength: 8; required: digit;';
    const { unmount } = render(<Harness mode="new" passwordRules={rules} />);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('passwordrules', rules);
    unmount();
    render(<Harness passwordRules={rules} />);
    expect(screen.getByLabelText(/^Password/)).not.toHaveAttribute('passwordrules');
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
