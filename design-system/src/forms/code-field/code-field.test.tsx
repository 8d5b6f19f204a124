import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormHarness, sampleCodeSchema } from '../../../stories-support/forms-samples';
import { CodeField, type CodeFieldProps } from './code-field';

function Harness(props: Partial<CodeFieldProps> & { onSubmit?: (v: unknown) => void }) {
  const { onSubmit, ...fieldProps } = props;
  return (
    <FormHarness
      schema={z.object({ code: sampleCodeSchema })}
      defaultValues={{ code: '' }}
      onSubmit={onSubmit}
      footer={<button type="submit">Verify</button>}
    >
      <CodeField name="code" label="Verification code" required {...fieldProps} />
    </FormHarness>
  );
}

afterEach(() => vi.useRealTimers());

describe('CodeField', { timeout: 20_000 }, () => {
  it('is one numeric input that the phone can fill from the SMS', () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Verification code/);
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '6');
  });

  it('fills the boxes as digits are typed, ignores other keys, and Backspace clears the last', async () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Verification code/);
    await userEvent.type(input, '12a3');
    expect(input).toHaveValue('123');
    const boxes = document.querySelectorAll('[data-slot=code-box]');
    expect([...boxes].map((b) => b.textContent)).toEqual(['1', '2', '3', '', '', '']);
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('12');
  });

  it('takes a pasted code, even with words and spaces around it, and reports it complete', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const input = screen.getByLabelText(/Verification code/);
    await userEvent.click(input);
    await userEvent.paste('Your Sellwise code: 482 913');
    expect(input).toHaveValue('482913');
    expect(onComplete).toHaveBeenCalledWith('482913');
  });

  it('focuses the code on a failed submit and keeps what was typed', async () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Verification code/);
    await userEvent.type(input, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('validation.code.length');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('12');
  });

  it('counts down 60 seconds after sending, then allows a resend', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-07T09:00:00Z') });
    const onResend = vi.fn();
    const onResendAvailableAtChange = vi.fn();
    render(<Harness onResend={onResend} onResendAvailableAtChange={onResendAvailableAtChange} />);
    const button = screen.getByRole('button', { name: 'Send code' });
    await act(async () => fireEvent.click(button));
    expect(onResend).toHaveBeenCalledOnce();
    expect(onResendAvailableAtChange).toHaveBeenCalledWith(Date.parse('2026-03-07T09:01:00Z'));
    expect(button).toHaveTextContent('Resend in 60 s');
    expect(button).toHaveAttribute('aria-disabled', 'true');

    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Resend in 59 s');
    await act(async () => fireEvent.click(button));
    expect(onResend).toHaveBeenCalledOnce();

    act(() => vi.advanceTimersByTime(59_000));
    expect(button).toHaveTextContent('Resend code');
    expect(button).not.toHaveAttribute('aria-disabled');
    await act(async () => fireEvent.click(button));
    expect(onResend).toHaveBeenCalledTimes(2);
  });

  it('restores a countdown from a stored time, e.g. after a reload', () => {
    vi.useFakeTimers({ now: new Date('2026-03-07T09:00:00Z') });
    render(<Harness onResend={vi.fn()} resendSeconds={90} resendAvailableAt={Date.now() + 42_000} />);
    expect(screen.getByRole('button', { name: 'Resend in 42 s' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('starts no countdown when sending did not happen', async () => {
    render(<Harness onResend={() => false} />);
    const button = screen.getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Send code'));
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
