import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { danglingAriaReferences, FormHarness } from '../../../stories-support/forms-samples';
import { agreeSchema } from '../rules';
import { Checkbox } from './checkbox';

describe('Checkbox', { timeout: 20_000 }, () => {
  // That a click on a link does not tick the box is browser behaviour (label activation skips
  // interactive content), which jsdom lacks: the Storybook play function checks it in Chromium.
  it('takes a rich label with links and must be ticked', async () => {
    const onSubmit = vi.fn();
    const { container } = render(
      <FormHarness
        schema={z.object({ agree: agreeSchema })}
        defaultValues={{ agree: false }}
        onSubmit={onSubmit}
        footer={<button type="submit">Create account</button>}
      >
        <Checkbox
          name="agree"
          required
          label={
            <>
              I agree to the <a href="#terms">Terms of Service</a> and <a href="#privacy">Privacy Policy</a>
            </>
          }
        />
      </FormHarness>,
    );
    const box = screen.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ });
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '#terms');

    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('validation.terms.required');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('validation.terms.required');
    expect(danglingAriaReferences(container)).toEqual([]);

    await userEvent.click(screen.getByText(/I agree to the/));
    expect(box).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ agree: true });
  });

  it('is keyboard operable and honours disabled', async () => {
    render(
      <FormHarness
        schema={z.object({ a: z.boolean(), b: z.boolean() })}
        defaultValues={{ a: false, b: true }}
      >
        <Checkbox name="a" label="Send me selling tips" />
        <Checkbox name="b" label="Locked" disabled />
      </FormHarness>,
    );
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Send me selling tips' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Send me selling tips' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Locked' })).toBeDisabled();
  });
});
