import { LANGUAGES, partnerApplicationRequest } from '@sellwise/api/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fail, fixtureVisitorApi } from '../stories-support/visitor-fixtures';
import { messagesFor, storyHref } from '../stories-support/with-intl';
import type { VisitorApi } from '../types';
import { VisitorApiContext } from '../visitor/visitor-api';
import { PARTNER_TYPES, toPartnerApplication } from './partner-application-schema';
import { PARTNER_FORM_FIELDS, PartnersConfigPage } from './partners-config-page';

type User = ReturnType<typeof userEvent.setup>;

function setup(partnerApply?: VisitorApi['partnerApply']) {
  const base = fixtureVisitorApi();
  const apply = vi.fn(partnerApply ?? base.partnerApply);
  const user = userEvent.setup();
  render(
    <IntlProvider locale="en-US" messages={messagesFor('en_US')}>
      <VisitorApiContext value={{ ...base, partnerApply: apply }}>
        <PartnersConfigPage
          data={undefined}
          lang="en_US"
          device="desktop"
          params={{}}
          href={storyHref('en_US')}
        />
      </VisitorApiContext>
    </IntlProvider>,
  );
  return { user, apply };
}

// Generous waits: the machine is shared, and a busy one renders the answer after the default second.
const slow = { timeout: 5000 };
const box = (name: RegExp) => screen.getByRole('textbox', { name });
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Send application' }));

async function fillRequired(user: User) {
  // The API's country guess (TH in the fixture) has arrived and filled the country.
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('TH'), slow);
  await user.type(box(/Company name/), 'Kerry Express Thailand');
  await user.type(box(/Your name/), 'Somchai Jaidee');
  await user.type(box(/Work email/), ' Somchai@Example.com ');
  await user.selectOptions(screen.getByRole('combobox', { name: /Partner type/ }), 'logistics');
  await user.click(screen.getByRole('radio', { name: '501–5,000' }));
  await user.type(box(/work with Sellwise/), 'Pick-ups booked from the order queue.');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

describe('partner application form', { timeout: 30_000 }, () => {
  it('sends what the contract asks for and then thanks the visitor at their address', async () => {
    const { user, apply } = setup();
    await fillRequired(user);
    await user.type(box(/Job title/), ' Partnership manager ');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+66 81 234 5678');
    await user.type(box(/Company website/), 'th.kerryexpress.com');
    await submit(user);
    await waitFor(() => expect(apply).toHaveBeenCalledTimes(1), slow);
    const sent = apply.mock.calls[0]![0];
    expect(sent).toEqual({
      companyName: 'Kerry Express Thailand',
      contactName: 'Somchai Jaidee',
      jobTitle: 'Partnership manager',
      // Trimmed; the API lowercases it and answers with the address it stored.
      email: 'Somchai@Example.com',
      phone: '+66 81 234 5678',
      country: 'TH',
      website: 'https://th.kerryexpress.com',
      partnerType: 'logistics',
      sellersServed: '501-5000',
      message: 'Pick-ups booked from the order queue.',
      consent: true,
    });
    expect(partnerApplicationRequest.safeParse(sent).success).toBe(true);
    const thanks = await screen.findByRole('heading', { name: 'Thank you for applying' }, slow);
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText(/contact you at somchai@example\.com/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
  });

  it('leaves empty optional fields out of the request', async () => {
    const { user, apply } = setup();
    await fillRequired(user);
    await submit(user);
    await waitFor(() => expect(apply).toHaveBeenCalledTimes(1), slow);
    expect(Object.keys(apply.mock.calls[0]![0])).not.toEqual(expect.arrayContaining(['jobTitle']));
    expect(apply.mock.calls[0]![0]).not.toHaveProperty('phone');
    expect(apply.mock.calls[0]![0]).not.toHaveProperty('website');
  });

  it('an empty submit names every required field and focuses the first', async () => {
    const { user, apply } = setup();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('TH'), slow);
    await submit(user);
    await waitFor(() => expect(box(/Company name/)).toHaveFocus());
    expect(box(/Company name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This field is required.').length).toBe(6);
    expect(screen.getByText('Please agree so that our partner team can contact you.')).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });

  it('explains a short message, a bad website and a bad phone number', async () => {
    const { user, apply } = setup();
    await fillRequired(user);
    await user.clear(box(/work with Sellwise/));
    await user.type(box(/work with Sellwise/), 'Hello');
    await user.type(box(/Company website/), 'not a website');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), 'call me');
    await submit(user);
    expect(await screen.findByText(/Write at least 10 characters/, undefined, slow)).toBeInTheDocument();
    expect(screen.getByText(/full address of your website/)).toBeInTheDocument();
    expect(screen.getByText(/phone number with its country code/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveFocus());
    expect(apply).not.toHaveBeenCalled();
  });

  it('shows the wait of a rate-limited answer and keeps what was typed', async () => {
    const { user, apply } = setup(() => fail(1008, 'error.rateLimited', { retryAfter: 1800 }));
    await fillRequired(user);
    await submit(user);
    expect(
      await screen.findByText(
        'Too many requests from your network. Try again in 1800 seconds.',
        undefined,
        slow,
      ),
    ).toBeVisible();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(box(/Company name/)).toHaveValue('Kerry Express Thailand');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  });

  it('a refused application asks to check the form; a network failure says so', async () => {
    const answers = [
      () => fail(1001, 'error.validation', { issues: [] }),
      () => Promise.reject(new TypeError('offline')),
    ];
    const { user } = setup(() => answers.shift()!());
    await fillRequired(user);
    await submit(user);
    expect(
      await screen.findByText(/could not be sent. Please check the form/, undefined, slow),
    ).toBeVisible();
    await submit(user);
    const network = messagesFor('en_US')['pages.visitor.errors.network']!;
    expect(await screen.findByText(network, undefined, slow)).toBeVisible();
    expect(box(/Your name/)).toHaveValue('Somchai Jaidee');
  });
});

describe('partner application rules', () => {
  it('turn a typed address into a full one and leave a full one alone', () => {
    const values = {
      companyName: 'A',
      contactName: 'B',
      jobTitle: '',
      email: 'b@example.com',
      phone: '',
      country: 'VN',
      website: 'http://shop.example.vn',
      partnerType: 'agency',
      sellersServed: '1-50',
      message: 'x'.repeat(10),
      consent: true,
    } as const;
    expect(toPartnerApplication(values).website).toBe('http://shop.example.vn');
    expect(toPartnerApplication({ ...values, website: 'www.example.vn' }).website).toBe(
      'https://www.example.vn',
    );
  });

  it('have their texts in all six languages', () => {
    const ids = [
      ...PARTNER_FORM_FIELDS.map((f) => `pages.partners.config.fields.${f}`),
      ...PARTNER_TYPES.map((p) => `pages.partners.config.fields.partnerTypes.${p}`),
      ...['messageTooShort', 'websiteInvalid', 'phoneInvalid', 'consentRequired'].map(
        (e) => `pages.partners.config.errors.${e}`,
      ),
      ...['consent', 'submit', 'submitting', 'success.title', 'success.text', 'error', 'charactersLeft'].map(
        (k) => `pages.partners.config.${k}`,
      ),
    ];
    for (const lang of LANGUAGES) {
      const messages = messagesFor(lang);
      expect(
        ids.filter((id) => !messages[id]),
        lang,
      ).toEqual([]);
    }
  });
});
