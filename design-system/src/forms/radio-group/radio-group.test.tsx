import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { danglingAriaReferences, FormHarness } from '../../../stories-support/forms-samples';
import { requiredText } from '../rules';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'email', label: 'E-mail', description: 'A code goes to your inbox' },
  { value: 'phone', label: 'Mobile number', description: 'A code comes by SMS' },
  { value: 'line', label: 'LINE', description: 'Coming soon', disabled: true },
];

describe('RadioGroup', { timeout: 20_000 }, () => {
  it('is a labelled radio group whose options carry descriptions', async () => {
    const onSubmit = vi.fn();
    const { container } = render(
      <FormHarness
        schema={z.object({ channel: requiredText })}
        defaultValues={{ channel: '' }}
        onSubmit={onSubmit}
        footer={<button type="submit">Next</button>}
      >
        <RadioGroup name="channel" label="Sign up with" options={options} required description="Pick one" />
      </FormHarness>,
    );
    const group = screen.getByRole('radiogroup', { name: /Sign up with/ });
    expect(group).toHaveAccessibleDescription('Pick one');
    expect(screen.getByRole('radio', { name: 'E-mail' })).toHaveAccessibleDescription(
      'A code goes to your inbox',
    );
    expect(screen.getByRole('radio', { name: 'LINE' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('validation.required');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'E-mail' })).toHaveFocus());
    expect(danglingAriaReferences(container)).toEqual([]);

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Mobile number' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Mobile number' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ channel: 'phone' });
  });

  it('does not change while read-only', async () => {
    render(
      <FormHarness schema={z.object({ channel: requiredText })} defaultValues={{ channel: 'email' }}>
        <RadioGroup name="channel" label="Sign up with" options={options} readOnly />
      </FormHarness>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Mobile number' }));
    expect(screen.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
  });
});
