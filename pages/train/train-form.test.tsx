import type { ResponseOf } from '@sellwise/api/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fail, fixtureVisitorApi, ok } from '../stories-support/visitor-fixtures';
import { messagesFor, storyHref } from '../stories-support/with-intl';
import type { ApiAnswer, VisitorApi } from '../types';
import { VisitorApiContext } from '../visitor/visitor-api';
import { TrainingClock } from './train-form';
import { TrainPage } from './train-page';

// 2030-03-04 09:30 in Bangkok: the 09:00 slot of that day has started, 10:30 has not.
const NOW = Date.parse('2030-03-04T02:30:00Z');

function setup(overrides: Partial<VisitorApi> = {}) {
  const bookTraining = vi.fn(
    overrides.bookTraining ?? ((input) => ok({ id: 42, date: input.date, timeSlot: input.timeSlot })),
  );
  const api = fixtureVisitorApi({ ...overrides, bookTraining });
  const user = userEvent.setup();
  render(
    <IntlProvider locale="en-US" messages={messagesFor('en_US')}>
      <VisitorApiContext value={api}>
        <TrainingClock value={() => NOW}>
          <TrainPage data={undefined} lang="en_US" device="desktop" params={{}} href={storyHref('en_US')} />
        </TrainingClock>
      </VisitorApiContext>
    </IntlProvider>,
  );
  return { user, bookTraining };
}

const slotRadios = () => within(screen.getByRole('radiogroup', { name: /^Time/ })).getAllByRole('radio');

async function fillValid(user: ReturnType<typeof userEvent.setup>, date = '2030-03-10') {
  // The API's default country (TH in the fixture) has arrived.
  await waitFor(() => expect(screen.getByRole('option', { name: 'Thailand' })).toBeInTheDocument());
  await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Somchai Jaidee');
  await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'somchai@example.com');
  await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '812345678');
  const dateInput = screen.getByRole('textbox', { name: /^Date/ });
  await user.clear(dateInput);
  await user.type(dateInput, date);
  await user.tab();
  await user.click(slotRadios()[1]!);
  await user.click(screen.getByRole('radio', { name: 'Lazada' }));
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Book my training' }));

describe('TrainForm', { timeout: 30_000 }, () => {
  it('books with the values the contract asks for and shows the booking', async () => {
    const { user, bookTraining } = setup();
    await fillValid(user);
    await user.type(screen.getByRole('textbox', { name: /Shop name/ }), '  Somchai Shop ');
    await submit(user);
    await waitFor(() => expect(bookTraining).toHaveBeenCalledTimes(1));
    expect(bookTraining).toHaveBeenCalledWith({
      name: 'Somchai Jaidee',
      email: 'somchai@example.com',
      phonePrefix: '66',
      phoneNumber: '812345678',
      country: 'TH',
      date: '2030-03-10',
      timeSlot: '10:30',
      marketplace: 'lazada',
      trainingLanguage: 'en_US',
      storeName: 'Somchai Shop',
    });
    const heading = await screen.findByRole('heading', { name: 'Your training is booked' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Booking number 42')).toBeInTheDocument();
    expect(screen.getByText(/Sunday, March 10, 2030 at/)).toBeInTheDocument();
    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('download', 'sellwise-training.ics');
    // 10:30 in Bangkok is 03:30 UTC.
    expect(decodeURIComponent(calendar.getAttribute('href') ?? '')).toContain('DTSTART:20300310T033000Z');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/en_US/index.htm',
    );
  });

  it('shows the rule of every required field that is left empty', async () => {
    const { user, bookTraining } = setup();
    await submit(user);
    const required = await screen.findAllByText('This field is required.');
    // name, e-mail, phone, date, time, marketplace
    expect(required).toHaveLength(6);
    expect(bookTraining).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveFocus());
  });

  it('rejects an e-mail and a phone number that are not valid', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'somchai@');
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '21234567');
    await user.tab();
    expect(await screen.findByText('Enter an e-mail address like name@example.com.')).toBeInTheDocument();
    expect(
      await screen.findByText('This number is not valid for the selected country code.'),
    ).toBeInTheDocument();
  });

  it('rejects a past day, a day too far ahead and a slot that has started', async () => {
    const { user, bookTraining } = setup();
    await fillValid(user, '2030-03-03');
    await submit(user);
    expect(await screen.findByText('Choose a day from today up to 60 days ahead.')).toBeInTheDocument();
    const dateInput = screen.getByRole('textbox', { name: /^Date/ });
    await user.clear(dateInput);
    await user.type(dateInput, '2030-05-04');
    await user.tab();
    expect(await screen.findByText('Choose a day from today up to 60 days ahead.')).toBeInTheDocument();
    await user.clear(dateInput);
    await user.type(dateInput, '2030-03-04');
    await user.tab();
    // Today: the 09:00 slot has started and cannot be chosen; 10:30 (chosen) still can.
    await waitFor(() => expect(slotRadios()[0]).toBeDisabled());
    expect(slotRadios()[1]).not.toBeDisabled();
    expect(screen.queryByText('Choose a day from today up to 60 days ahead.')).not.toBeInTheDocument();
    expect(bookTraining).not.toHaveBeenCalled();
    await submit(user);
    await waitFor(() => expect(bookTraining).toHaveBeenCalledTimes(1));
    expect(bookTraining.mock.calls[0]?.[0]).toMatchObject({ date: '2030-03-04', timeSlot: '10:30' });
  });

  it('rejects a text that is not a date', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Date/ }), '2030-02-30');
    await user.tab();
    expect(await screen.findByText('Choose a valid date.')).toBeInTheDocument();
  });

  it('shows a validation answer and keeps what was typed', async () => {
    const { user } = setup({ bookTraining: () => fail(1001, 'error.validation') });
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some fields are missing or not valid. Check them and try again.',
    );
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Somchai Jaidee');
  });

  it('shows a day or time the API refused on its field, in the page language', async () => {
    const { user } = setup({
      bookTraining: () =>
        fail(1001, 'error.validation', {
          issues: [{ path: 'timeSlot', message: 'pages.train.form.timeSlot.full' }],
        }),
    });
    await fillValid(user);
    await submit(user);
    expect(
      await screen.findByText('This session is fully booked. Choose another time or day.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Some fields are missing or not valid. Check them and try again.')).toBeNull();
  });

  it('shows the seconds to wait when rate limited', async () => {
    const { user } = setup({ bookTraining: () => fail(1008, 'error.rateLimited', { retryAfter: 37 }) });
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests from your network. Try again in 37 seconds.',
    );
  });

  it('sends once when submitted twice while the first request is pending', async () => {
    let answer: (value: ApiAnswer<ResponseOf<'bookTraining'>>) => void = () => {};
    const { user, bookTraining } = setup({
      bookTraining: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'Book my training' });
    await user.click(button);
    await waitFor(() => expect(bookTraining).toHaveBeenCalledTimes(1));
    await user.click(button);
    await act(async () => {
      screen
        .getByRole('button', { name: /Book my training/ })
        .closest('form')
        ?.requestSubmit();
    });
    expect(bookTraining).toHaveBeenCalledTimes(1);
    await act(async () =>
      answer({ code: 0, msg: 'ok', data: { id: 7, date: '2030-03-05', timeSlot: '10:30' } }),
    );
    expect(await screen.findByText('Booking number 7')).toBeInTheDocument();
  });
});
