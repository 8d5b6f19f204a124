import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fixtureVisitorApi } from '../../stories-support/visitor-fixtures';
import { messagesFor, storyHref } from '../../stories-support/with-intl';
import type { ApiAnswer, VisitorApi } from '../../types';
import { VisitorApiContext } from '../../visitor/visitor-api';
import { RegisterNextPage, registerNextPage } from './register-next-page';

function renderNext(overrides: Partial<VisitorApi> = {}) {
  const api = fixtureVisitorApi({
    saveProfile: vi.fn(fixtureVisitorApi().saveProfile),
    navigate: vi.fn(),
    ...overrides,
  });
  render(
    <IntlProvider locale="en-US" messages={messagesFor('en_US')}>
      <VisitorApiContext value={api}>
        <RegisterNextPage
          data={undefined}
          lang="en_US"
          device="desktop"
          params={{}}
          href={storyHref('en_US')}
        />
      </VisitorApiContext>
    </IntlProvider>,
  );
  return { api, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Save and open my dashboard' });

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Store name/ }), '  Mali Beauty  ');
  await user.click(screen.getByRole('checkbox', { name: 'Shopee' }));
  await user.click(screen.getByRole('checkbox', { name: 'TikTok Shop' }));
  await user.click(screen.getByRole('radio', { name: '100–1,000' }));
}

afterEach(() => vi.restoreAllMocks());

describe('registerNext form', { timeout: 30_000 }, () => {
  it('saves the three answers and opens the dashboard', async () => {
    const { api, user } = renderNext();
    expect(screen.getByRole('group', { name: /^Where do you sell/ })).toBeInTheDocument();
    await answerAll(user);
    await user.click(save());
    await waitFor(() => expect(api.navigate).toHaveBeenCalledExactlyOnceWith('/web/dashboard.htm'));
    expect(api.saveProfile).toHaveBeenCalledExactlyOnceWith({
      storeName: 'Mali Beauty',
      marketplaces: ['shopee', 'tiktok'],
      monthlyOrders: '100to1000',
    });
  });

  it('keeps the marketplaces in the list order whatever order they were ticked in', async () => {
    const { api, user } = renderNext();
    await user.type(screen.getByRole('textbox', { name: /^Store name/ }), 'Mali');
    await user.click(screen.getByRole('checkbox', { name: 'Tokopedia' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lazada' }));
    await user.click(screen.getByRole('checkbox', { name: 'Shopify' }));
    await user.click(screen.getByRole('checkbox', { name: 'Shopify' }));
    await user.click(screen.getByRole('radio', { name: 'Over 10,000' }));
    await user.click(save());
    await waitFor(() => expect(api.saveProfile).toHaveBeenCalledOnce());
    expect(vi.mocked(api.saveProfile).mock.calls[0]?.[0].marketplaces).toEqual(['lazada', 'tokopedia']);
  });

  it('names each unanswered question and focuses the first', async () => {
    const { api, user } = renderNext();
    await user.click(save());
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Store name/ })).toHaveFocus());
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'This field is required.',
      'Choose at least one marketplace.',
      'Choose how many orders you get per month.',
    ]);
    expect(api.saveProfile).not.toHaveBeenCalled();
  });

  it('lets the seller skip straight to the dashboard', () => {
    renderNext();
    // The dashboard has no language segment (the stand-in href builder would have added one).
    expect(screen.getByRole('link', { name: 'Skip for now' })).toHaveAttribute('href', '/web/dashboard.htm');
  });

  it('asks a visitor whose session ended to log in and come back', async () => {
    const { api, user } = renderNext({ saveProfile: () => fail(2011, 'error.notLoggedIn') });
    await answerAll(user);
    await user.click(save());
    const message = await screen.findByText(/Your session has ended/);
    const link = within(message.closest('[data-slot="form-message"]') as HTMLElement).getByRole('link', {
      name: 'Log in',
    });
    expect(link).toHaveAttribute('href', '/en_US/login.htm?redirect=%2Fen_US%2FregisterNext.htm');
    expect(screen.getByRole('textbox', { name: /^Store name/ })).toHaveValue('  Mali Beauty  ');
    expect(api.navigate).not.toHaveBeenCalled();
  });

  it('shows a rate limit with its seconds and saves once however often it is submitted', async () => {
    let answer: (value: ApiAnswer<{ account: string }>) => void = () => {};
    const saveProfile = vi.fn(
      () => new Promise<ApiAnswer<{ account: string }>>((resolve) => (answer = resolve)),
    );
    const { user } = renderNext({ saveProfile });
    await answerAll(user);
    await user.click(save());
    await user.type(screen.getByRole('textbox', { name: /^Store name/ }), '{Enter}');
    await waitFor(() => expect(saveProfile).toHaveBeenCalledOnce());
    answer({ code: 1008, msg: 'error.rateLimited', data: { retryAfter: 12 } as never });
    expect(
      await screen.findByText('Too many requests from your network. Try again in 12 seconds.'),
    ).toBeInTheDocument();
  });

  it('is not indexed', () => {
    const meta = registerNextPage.meta({
      data: undefined,
      params: {},
      intl: { formatMessage: ({ id }: { id: string }) => id } as never,
    });
    expect(meta).toMatchObject({ title: 'pages.register.next.meta.title', noindex: true });
  });
});
