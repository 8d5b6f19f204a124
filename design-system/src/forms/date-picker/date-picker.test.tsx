import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormHarness } from '../../../stories-support/forms-samples';
import { isoDateSchema } from '../rules';
import { DatePicker, type DatePickerProps } from './date-picker';
import { fromIsoDate, normalizeDateInput, toIsoDate } from './iso-date';

function Harness(props: Partial<DatePickerProps> & { onSubmit?: (v: unknown) => void; value?: string }) {
  const { onSubmit, value = '', ...pickerProps } = props;
  return (
    <FormHarness
      schema={z.object({ date: isoDateSchema })}
      defaultValues={{ date: value }}
      onSubmit={onSubmit}
      footer={<button type="submit">Book</button>}
    >
      <DatePicker name="date" label="Training date" required {...pickerProps} />
    </FormHarness>
  );
}

describe('DatePicker', { timeout: 20_000 }, () => {
  it('takes a typed date, tidies its shape on leaving, and rejects non-dates', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const input = screen.getByLabelText(/Training date/);
    await userEvent.type(input, '2026-02-30');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('validation.date.invalid');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('2026-02-30');
    await userEvent.clear(input);
    await userEvent.type(input, '2026/3/9');
    await userEvent.tab();
    expect(input).toHaveValue('2026-03-09');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ date: '2026-03-09' });
  });

  it('picks a date from the calendar within min and max, with names in the given language', async () => {
    render(
      <Harness
        value="2026-03-09"
        min="2026-03-05"
        max="2026-03-20"
        disabledDays={[{ dayOfWeek: [0, 6] }]}
        locale="th"
        labels={{ openCalendar: 'เลือกวันที่', nextMonth: 'เดือนถัดไป', previousMonth: 'เดือนก่อนหน้า' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'เลือกวันที่' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('มีนาคม 2569')).toBeInTheDocument();
    const dayButton = (day: number) =>
      within(dialog).getByRole('button', { name: new RegExp(`ที่ ${day} มีนาคม`) });
    expect(dayButton(4)).toBeDisabled();
    expect(dayButton(7)).toBeDisabled();
    expect(dayButton(21)).toBeDisabled();
    await userEvent.click(dayButton(12));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Training date/)).toHaveValue('2026-03-12');
  });

  it('understands dates as calendar days, not instants', () => {
    expect(fromIsoDate('2026-03-09')?.getDate()).toBe(9);
    expect(fromIsoDate('2026-13-01')).toBeUndefined();
    // Years below 100 are years, not 1900 + year.
    expect(fromIsoDate('0050-02-28')?.getFullYear()).toBe(50);
    expect(toIsoDate(fromIsoDate('0050-02-28')!)).toBe('0050-02-28');
    expect(normalizeDateInput('2026.3.9')).toBe('2026-03-09');
    expect(normalizeDateInput('next Monday')).toBe('next Monday');
  });
});
