import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormHarness, marketplaceOptions } from '../../../stories-support/forms-samples';
import { requiredText } from '../rules';
import { Select } from './select';

function Harness({ onSubmit, readOnly }: { onSubmit?: (v: unknown) => void; readOnly?: boolean }) {
  return (
    <FormHarness
      schema={z.object({ marketplace: requiredText })}
      defaultValues={{ marketplace: readOnly ? 'lazada' : '' }}
      onSubmit={onSubmit}
      footer={<button type="submit">Next</button>}
    >
      <Select
        name="marketplace"
        label="Main marketplace"
        options={marketplaceOptions}
        placeholder="Choose…"
        required
        readOnly={readOnly}
      />
    </FormHarness>
  );
}

describe('Select', { timeout: 20_000 }, () => {
  it('is a native select that requires a choice and submits it', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const select = screen.getByRole('combobox', { name: /Main marketplace/ });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('validation.required');
    expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'TikTok Shop');
    expect(screen.getByRole('option', { name: 'Choose…' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ marketplace: 'tiktok' });
  });

  it('keeps its value when read-only', async () => {
    render(<Harness readOnly />);
    const select = screen.getByRole('combobox', { name: /Main marketplace/ });
    expect(select).toHaveAttribute('aria-readonly', 'true');
    await userEvent.selectOptions(select, 'Shopee');
    expect(select).toHaveValue('lazada');
  });
});
