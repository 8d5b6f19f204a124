import type { CsChannel } from '@sellwise/api/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fail, fixtureVisitorApi, ok } from '../stories-support/visitor-fixtures';
import { messagesFor } from '../stories-support/with-intl';
import type { ApiAnswer, VisitorApi } from '../types';
import { VisitorApiContext } from '../visitor/visitor-api';
import { contactChannelsFixture } from './contact-fixtures';
import { ContactLauncher } from './contact-launcher';

const PAGE_URL = 'http://localhost:3000/en_US/index.htm';

function setup(overrides: Partial<VisitorApi> = {}) {
  const feedback = vi.fn(overrides.feedback ?? (() => ok({ id: 3 })));
  const customerServiceList = vi.fn(
    overrides.customerServiceList ?? (() => ok({ list: contactChannelsFixture })),
  );
  window.history.replaceState(null, '', '/en_US/index.htm');
  render(
    <IntlProvider locale="en-US" messages={messagesFor('en_US')}>
      <VisitorApiContext value={fixtureVisitorApi({ ...overrides, feedback, customerServiceList })}>
        <main>
          <a href="#top">Top</a>
        </main>
        <ContactLauncher />
      </VisitorApiContext>
    </IntlProvider>,
  );
  return { user: userEvent.setup(), feedback, customerServiceList };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Contact us' }));
  // The first open loads the dialog's code (compiled on demand in tests): give it a few seconds.
  return screen.findByRole('dialog', { name: 'Contact Sellwise' }, { timeout: 5000 });
}

describe('ContactLauncher', { timeout: 30_000 }, () => {
  it('opens the dialog on click, and Escape returns focus to the launcher', async () => {
    const { user, customerServiceList } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('tab', { name: 'Chat with us' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(customerServiceList).toHaveBeenCalledTimes(1));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Contact us' })).toHaveFocus();
    await openDialog(user);
    // The list loads again with the dialog, so a reopened dialog is never stale.
    await waitFor(() => expect(customerServiceList).toHaveBeenCalledTimes(2));
  });

  it('lists every channel with the QR code of the QR call, hours, handle and an external link', async () => {
    const qr = (channel: string) => `data:image/svg+xml,<svg id="${channel}"/>`;
    const customerServiceQrcode = vi.fn((channel: CsChannel['channel']) => {
      const found = contactChannelsFixture.find((c) => c.channel === channel);
      if (!found || channel === 'email') return ok({ ...(found as CsChannel), qrcode: '' });
      return channel === 'zalo'
        ? fail<CsChannel>(3004, 'error.channelNotFound')
        : ok({ ...found, qrcode: qr(channel) });
    });
    const { user } = setup({ customerServiceQrcode });
    const dialog = await openDialog(user);
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    const whatsapp = await within(dialog).findByRole('img', {
      name: 'QR code to chat with Sellwise on WhatsApp',
    });
    // The picture is the QR call's, not the list's.
    expect(whatsapp.getAttribute('src')).toBe(qr('whatsapp'));
    expect(customerServiceQrcode.mock.calls.map(([c]) => c).sort()).toEqual([
      'email',
      'line',
      'wechat',
      'whatsapp',
      'zalo',
    ]);
    expect(
      within(dialog).getByRole('img', { name: 'QR code to chat with Sellwise on LINE' }),
    ).toHaveAttribute('src', qr('line'));
    // No QR code (e-mail) or a failed call (Zalo): no picture, the link still there.
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(3));
    expect(within(dialog).queryByRole('img', { name: /Zalo/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('+65 6000 1234')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Hours: Mon–Sat, 09:00–18:00 (GMT+8)')).toHaveLength(5);
    const open = within(dialog).getByRole('link', { name: 'Open LINE' });
    expect(open).toHaveAttribute('href', 'https://line.me/R/ti/p/@sellwise');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    const mail = within(dialog).getByRole('link', { name: 'Write an e-mail' });
    expect(mail).toHaveAttribute('href', 'mailto:support@sellwise.com');
    expect(mail).not.toHaveAttribute('target');
  });

  it('says when the channels cannot be loaded and tries again', async () => {
    let calls = 0;
    const { user } = setup({
      customerServiceList: () => {
        calls += 1;
        return calls === 1 ? fail(1007, 'error.internal') : ok({ list: contactChannelsFixture });
      },
    });
    const dialog = await openDialog(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(5);
  });

  it('sends feedback with the page address and thanks the visitor', async () => {
    const { user, feedback } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Send feedback' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Something is not working' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Your feedback/ }),
      '  The export button does nothing. ',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail or phone/ }), 'somchai@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(feedback).toHaveBeenCalledTimes(1));
    expect(feedback).toHaveBeenCalledWith({
      type: 'problem',
      content: 'The export button does nothing.',
      contact: 'somchai@example.com',
      pageUrl: PAGE_URL,
    });
    const thanks = await within(dialog).findByRole('heading', {
      name: 'Thank you, your feedback has been sent',
    });
    await waitFor(() => expect(thanks).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Send more feedback' }));
    expect(within(dialog).getByRole('textbox', { name: /Your feedback/ })).toHaveValue('');
  });

  it('asks for the feedback text and at least five characters, without sending', async () => {
    const { user, feedback } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Send feedback' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Your feedback/ }), 'Bad');
    await user.tab();
    expect(await within(dialog).findByText('Write at least 5 characters.')).toBeInTheDocument();
    expect(feedback).not.toHaveBeenCalled();
  });

  it('shows the API error with the seconds to wait, keeps the text and sends once on a double submit', async () => {
    let answer: (value: ApiAnswer<{ id: number }>) => void = () => {};
    const { user, feedback } = setup({
      feedback: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Send feedback' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Your feedback/ }),
      'Please add Lazada vouchers.',
    );
    const send = within(dialog).getByRole('button', { name: 'Send feedback' });
    await user.click(send);
    await waitFor(() => expect(feedback).toHaveBeenCalledTimes(1));
    await act(async () => send.closest('form')?.requestSubmit());
    expect(feedback).toHaveBeenCalledTimes(1);
    await act(async () =>
      answer({ code: 1008, msg: 'error.rateLimited', data: { retryAfter: 12 } as never }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Try again in 12 seconds.');
    expect(within(dialog).getByRole('textbox', { name: /Your feedback/ })).toHaveValue(
      'Please add Lazada vouchers.',
    );
  });
});
