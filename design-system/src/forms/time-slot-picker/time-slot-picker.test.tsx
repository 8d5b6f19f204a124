import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormHarness, trainingSlots } from '../../../stories-support/forms-samples';
import { requiredText } from '../rules';
import { TimeSlotPicker } from './time-slot-picker';

describe('TimeSlotPicker', { timeout: 20_000 }, () => {
  it('offers free slots as radios and shows full ones as unavailable', async () => {
    const onSubmit = vi.fn();
    render(
      <FormHarness
        schema={z.object({ slot: requiredText })}
        defaultValues={{ slot: '' }}
        onSubmit={onSubmit}
        footer={<button type="submit">Book</button>}
      >
        <TimeSlotPicker name="slot" label="Time" slots={trainingSlots} labels={{ full: 'Full' }} required />
      </FormHarness>,
    );
    expect(screen.getByRole('radiogroup', { name: /Time/ })).toBeInTheDocument();
    // Browsers separate the tile's two lines with a space; jsdom's name computation does not.
    expect(screen.getByRole('radio', { name: /^10:30–11:30 ?Full$/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '09:00–10:00' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '09:00–10:00' })).toHaveFocus());
    await userEvent.click(screen.getByText('13:00–14:00'));
    expect(screen.getByRole('radio', { name: '13:00–14:00' })).toBeChecked();
    await userEvent.click(screen.getByText('16:00–17:00'));
    expect(screen.getByRole('radio', { name: '13:00–14:00' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ slot: '13:00' });
  });
});
