import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fail, fixtureVisitorApi } from '../../stories-support/visitor-fixtures';
import { messagesFor, storyHref } from '../../stories-support/with-intl';
import type { ApiAnswer, LoaderContext, PageApi, PageLang, VisitorApi } from '../../types';
import { VisitorApiContext } from '../../visitor/visitor-api';
import { DashboardPage, dashboardPage, loadDashboard } from './dashboard-page';

function context(isLogin: PageApi['isLogin'], lang: PageLang = 'th'): LoaderContext {
  const unused = () => Promise.reject(new Error('not called by this page'));
  return {
    lang,
    device: 'desktop',
    params: {},
    query: new URLSearchParams(),
    api: {
      goodsPrice: unused,
      partners: unused,
      agreement: unused,
      customerServiceList: unused,
      content: unused,
      isLogin,
    },
  };
}
const answer = <T,>(data: T): Promise<ApiAnswer<T>> => Promise.resolve({ code: 0, msg: 'ok', data });

function renderDashboard(overrides: Partial<VisitorApi> = {}, lang: PageLang = 'en_US') {
  const api = fixtureVisitorApi({ navigate: vi.fn(), logout: vi.fn(() => answer(null)), ...overrides });
  render(
    <IntlProvider locale="en-US" messages={messagesFor(lang)}>
      <VisitorApiContext value={api}>
        <DashboardPage
          data={{ account: 'seller@example.com' }}
          lang={lang}
          device="desktop"
          params={{}}
          href={storyHref(lang)}
        />
      </VisitorApiContext>
    </IntlProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe('dashboard loader', () => {
  it('a signed-in visitor gets their account', async () => {
    const data = await loadDashboard(context(() => answer({ isLogin: true, account: '+66812345678' })));
    expect(data).toEqual({ account: '+66812345678' });
  });

  it('anyone else goes to log-in in their language and comes back; a stale marker is forgotten', async () => {
    const data = await loadDashboard(context(() => answer({ isLogin: false, account: null }), 'vi'));
    expect(data).toEqual({ redirect: '/vi/login.htm?redirect=/web/dashboard.htm', forgetLogin: true });
    const intl = { formatMessage: ({ id }: { id: string }) => id } as never;
    expect(dashboardPage.meta({ data, intl, params: {} })).toMatchObject({
      noindex: true,
      redirect: { location: '/vi/login.htm?redirect=/web/dashboard.htm', forgetLogin: true },
    });
  });

  it('an API that cannot answer sends to log-in without touching the marker', async () => {
    const failed = await loadDashboard(context(() => fail(1007, 'error.internal')));
    expect(failed).toEqual({ redirect: '/th/login.htm?redirect=/web/dashboard.htm', forgetLogin: false });
    const offline = await loadDashboard(context(() => Promise.reject(new TypeError('fetch failed'))));
    expect(offline).toMatchObject({ forgetLogin: false });
  });
});

describe('dashboard page', () => {
  it('shows the account and the next steps', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You are signed in');
    expect(screen.getByText('Signed in as seller@example.com')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get the Sellwise app' })).toHaveAttribute(
      'href',
      '/en_US/app.htm',
    );
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
      'href',
      '/en_US/goods/price.htm',
    );
    expect(screen.getByRole('link', { name: 'Book a free training session' })).toHaveAttribute(
      'href',
      '/en_US/handlerTrain.htm',
    );
  });

  it('logs out once and goes to the log-in page', async () => {
    const { api, user } = renderDashboard({}, 'th');
    const button = screen.getByRole('button', { name: 'ออกจากระบบ' });
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(api.navigate).toHaveBeenCalledWith('/th/login.htm'));
    expect(api.logout).toHaveBeenCalledOnce();
  });

  it('says so when logging out fails, and stays', async () => {
    const { api, user } = renderDashboard({ logout: vi.fn(() => fail<null>(-1, 'network')) });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Sellwise');
    expect(api.navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log out' })).not.toHaveAttribute('aria-busy');
  });
});
