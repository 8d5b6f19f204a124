import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fail, fixtureVisitorApi, ok } from '../stories-support/visitor-fixtures';
import { messagesFor, storyHref } from '../stories-support/with-intl';
import type { PageLang, VisitorApi } from '../types';
import { VisitorApiContext } from '../visitor/visitor-api';
import { SpxEnquiryForm } from './spx-enquiry-form';

const REGIONS = [
  { country: 'TH', name: 'Thailand', pickupDays: 'Mon–Sat', codAvailable: true },
  { country: 'VN', name: 'Vietnam', pickupDays: 'Mon–Sun', codAvailable: true },
];

function setup(spxEnquiry: VisitorApi['spxEnquiry'] = () => ok({ id: 7 }), lang: PageLang = 'th') {
  const send = vi.fn(spxEnquiry);
  render(
    <IntlProvider locale={lang === 'th' ? 'th' : 'en-US'} messages={messagesFor(lang)}>
      <VisitorApiContext value={fixtureVisitorApi({ spxEnquiry: send })}>
        <SpxEnquiryForm regions={REGIONS} lang={lang} href={storyHref(lang)} />
      </VisitorApiContext>
    </IntlProvider>,
  );
  return { user: userEvent.setup(), send };
}

type User = ReturnType<typeof userEvent.setup>;
const en = messagesFor('en_US');
const F = 'pages.landing.spxStaticPage.enquiryForm';

async function fillValid(user: User) {
  await user.type(screen.getByRole('textbox', { name: new RegExp(en[`${F}.name`] as string) }), ' Somchai ');
  await user.type(screen.getByRole('textbox', { name: new RegExp(en[`${F}.phone`] as string) }), '812345678');
  await user.type(
    screen.getByRole('textbox', { name: new RegExp(en[`${F}.shopLink`] as string) }),
    'shopee.co.th/somchai',
  );
  await user.selectOptions(
    screen.getByRole('combobox', { name: new RegExp(en[`${F}.monthlyParcels`] as string) }),
    'from1000To5000',
  );
}
const submit = (user: User) => user.click(screen.getByRole('button', { name: en[`${F}.submit`] as string }));

describe('SpxEnquiryForm', { timeout: 30_000 }, () => {
  it('says the phone number is for the rates call, not for a verification code', () => {
    setup(undefined, 'en_US');
    const phone = screen.getByRole('textbox', { name: new RegExp(en[`${F}.phone`] as string) });
    expect(phone).toHaveAccessibleDescription(en[`${F}.phoneHint`] as string);
  });

  it('sends what the contract asks for and says the enquiry arrived', async () => {
    const { user, send } = setup(undefined, 'en_US');
    await fillValid(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /Country you ship from/ }), 'TH');
    await submit(user);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({
      name: 'Somchai',
      phonePrefix: '66',
      phoneNumber: '812345678',
      shopName: 'shopee.co.th/somchai',
      country: 'TH',
      monthlyParcels: 1000,
    });
    expect(await screen.findByText(en[`${F}.success.title`] as string)).toBeInTheDocument();
  });

  it('refuses empty required fields with translated errors and sends nothing', async () => {
    const { user, send } = setup();
    await user.click(screen.getByRole('button', { name: messagesFor('th')[`${F}.submit`] as string }));
    const required = messagesFor('th')['validation.required'] as string;
    await waitFor(() => expect(screen.getAllByText(required).length).toBeGreaterThanOrEqual(3));
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal and keeps what was typed', async () => {
    const { user, send } = setup(() => fail(1001, 'error.validation'), 'en_US');
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some fields are missing or not valid. Check them and try again.',
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue(' Somchai ');
    expect(screen.queryByText(en[`${F}.success.title`] as string)).toBeNull();
  });
});
