import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormHarness } from '../../../stories-support/forms-samples';
import { type CountryCode, isPhoneValueValid, phoneSchema, phoneValue } from './phone';
import { PhoneField } from './phone-field';

function Harness({
  country = 'TH',
  locale,
  onSubmit,
}: {
  country?: CountryCode;
  locale?: string;
  onSubmit?: (values: unknown) => void;
}) {
  return (
    <FormHarness
      schema={z.object({ phone: phoneSchema })}
      onSubmit={onSubmit}
      footer={<button type="submit">Send</button>}
    >
      <PhoneField name="phone" label="Mobile number" defaultCountry={country} locale={locale} required />
    </FormHarness>
  );
}

const cases: [CountryCode, string, string, string][] = [
  ['TH', '0812345678', '081 234 5678', '+66812345678'],
  ['VN', '0912345678', '0912 345 678', '+84912345678'],
  ['ID', '081234567890', '0812-3456-7890', '+6281234567890'],
  ['MY', '0123456789', '012-345 6789', '+60123456789'],
];

describe('PhoneField', { timeout: 20_000 }, () => {
  it.each(cases)(
    'formats %s numbers as typed and submits a valid PhoneValue',
    async (country, typed, shown, e164) => {
      const onSubmit = vi.fn();
      render(<Harness country={country} onSubmit={onSubmit} />);
      const input = screen.getByLabelText(/Mobile number/);
      expect(input).toHaveAttribute('type', 'tel');
      expect(input).toHaveAttribute('autocomplete', 'tel');
      await userEvent.type(input, typed);
      expect(input).toHaveValue(shown);
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
      expect(onSubmit.mock.calls[0]![0]).toEqual({
        phone: expect.objectContaining({
          country,
          e164,
          nationalNumber: e164.slice(e164.length - (typed.length - 1)),
        }),
      });
    },
  );

  it('rejects numbers that are not valid mobile numbers for the country and focuses the field', async () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Mobile number/);
    await userEvent.type(input, '0812345');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('validation.phone.invalid');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('081 234 5');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a number when empty', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('validation.required');
    expect(screen.getByLabelText(/Mobile number/)).toHaveFocus();
  });

  it('picks a dial code from a searchable list with our markets first', async () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Country or region code: Thailand +66' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    const options = within(dialog).getAllByRole('option');
    expect(options.slice(0, 4).map((o) => o.textContent)).toEqual([
      'Thailand+66',
      'Vietnam+84',
      'Indonesia+62',
      'Malaysia+60',
    ]);
    // Screen readers hear what each part is for: the search box and the list it filters.
    expect(within(dialog).getByRole('listbox', { name: 'Country or region code' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Search country or code' }), 'viet');
    await userEvent.click(within(dialog).getByRole('option', { name: /Vietnam/ }));
    expect(screen.getByRole('button', { name: 'Country or region code: Vietnam +84' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Mobile number/)).toHaveFocus());
  });

  it('names countries in the given language', () => {
    render(<Harness locale="th" />);
    expect(screen.getByRole('button', { name: /ไทย \+66/ })).toBeInTheDocument();
  });

  it('switches country when an international number is typed', async () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Mobile number/);
    await userEvent.type(input, '+84912345678');
    expect(screen.getByRole('button', { name: /Vietnam \+84/ })).toBeInTheDocument();
    expect(input).toHaveValue('912 345 678');
  });

  it('deleting a space deletes the digit before it, and editing keeps the caret in place', async () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Mobile number/) as HTMLInputElement;
    await userEvent.type(input, '0812');
    expect(input).toHaveValue('081 2');
    await userEvent.type(input, '{Backspace}', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input).toHaveValue('082');
    expect(input.selectionStart).toBe(2);
    await userEvent.type(input, '1', { skipClick: true });
    expect(input).toHaveValue('081 2');
    expect(input.selectionStart).toBe(3);
  });

  it.each([
    ['TH', '0812345678', '081 234 5678'],
    ['VN', '0912345678', '0912 345 678'],
    ['MY', '0123456789', '012-345 6789'],
  ] as const)('shows a preset %s number with its trunk 0, as typed', (country, typed, shown) => {
    const phone = phoneValue(country, typed);
    render(
      <FormHarness schema={z.object({ phone: phoneSchema })} defaultValues={{ phone }}>
        <PhoneField name="phone" label="Mobile number" defaultCountry={country} />
      </FormHarness>,
    );
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue(shown);
  });

  it('validates per country', () => {
    expect(isPhoneValueValid(phoneValue('TH', '0812345678'))).toBe(true);
    expect(isPhoneValueValid(phoneValue('VN', '0812345678'))).toBe(true);
    expect(isPhoneValueValid(phoneValue('MY', '0812345678'))).toBe(false);
    expect(isPhoneValueValid(phoneValue('ID', '0812'))).toBe(false);
    expect(phoneValue('TH', '0812345678')).toEqual({
      country: 'TH',
      dialCode: '66',
      nationalNumber: '812345678',
      e164: '+66812345678',
    });
  });
});
