import type { SessionResponse as SessionAnswer } from '@sellwise/api/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fixtureVisitorApi } from '../../stories-support/visitor-fixtures';
import { messagesFor, storyHref } from '../../stories-support/with-intl';
import type { ApiAnswer, PageLang, VisitorApi } from '../../types';
import { VisitorApiContext } from '../../visitor/visitor-api';
import { LoginPage } from './login-page';

const PASSWORD = 'mango pie 42';
const CAPTCHA_ID = '00000000-0000-4000-8000-000000000001';
const session = (): Promise<ApiAnswer<SessionAnswer>> =>
  Promise.resolve({
    code: 0,
    msg: 'ok',
    data: { account: 'seller@example.com', redirect: '/web/dashboard.htm' },
  });

function renderLogin(overrides: Partial<VisitorApi> = {}, lang: PageLang = 'en_US') {
  const api = fixtureVisitorApi({
    login: vi.fn(session),
    navigate: vi.fn(),
    captcha: vi.fn(fixtureVisitorApi().captcha),
    ...overrides,
  });
  render(
    <IntlProvider locale="en-US" messages={messagesFor(lang)}>
      <VisitorApiContext value={api}>
        <LoginPage data={undefined} lang={lang} device="desktop" params={{}} href={storyHref(lang)} />
      </VisitorApiContext>
    </IntlProvider>,
  );
  return { api, user: userEvent.setup() };
}

const emailBox = () => screen.getByRole('textbox', { name: /^E-mail address/ });
const passwordBox = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole('button', { name: 'Log in' });

async function fillEmail(user: ReturnType<typeof userEvent.setup>, email = 'seller@example.com') {
  await user.type(emailBox(), email);
  await user.type(passwordBox(), PASSWORD);
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('log-in form', () => {
  it('logs in by e-mail with the plain password and goes to the dashboard', async () => {
    const { api, user } = renderLogin();
    expect(emailBox()).toHaveAttribute('autocomplete', 'username');
    expect(passwordBox()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/en_US/forgetPwd.htm',
    );
    await fillEmail(user, ' Seller@Example.com ');
    await user.click(submit());
    await waitFor(() => expect(api.navigate).toHaveBeenCalledWith('/web/dashboard.htm'));
    expect(api.login).toHaveBeenCalledExactlyOnceWith({
      account: { kind: 'email', email: 'Seller@Example.com' },
      password: PASSWORD,
      captcha: undefined,
    });
    expect(screen.queryByLabelText(/^Picture code/)).toBeNull();
  });

  it('logs in by phone with the dial code from the API and links to the phone reset', async () => {
    const { api, user } = renderLogin({
      defaultPhoneCode: () =>
        Promise.resolve({ code: 0, msg: 'ok', data: { country: 'VN', phonePrefix: '84' } }),
    });
    await user.click(screen.getByRole('radio', { name: 'Mobile number' }));
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/en_US/phoneForgetPassword.htm',
    );
    // The phone field loads when the channel is chosen; the dial code follows the API's country.
    expect(await screen.findByRole('button', { name: /\+84$/ }, { timeout: 5000 })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '0912345678');
    await user.type(passwordBox(), PASSWORD);
    await user.click(submit());
    await waitFor(() => expect(api.login).toHaveBeenCalledOnce());
    expect(api.login).toHaveBeenCalledWith({
      account: { kind: 'phone', phonePrefix: '84', phoneNumber: '912345678' },
      password: PASSWORD,
      captcha: undefined,
    });
  });

  it('shows what is missing or wrong in each field and calls nothing', async () => {
    const { api, user } = renderLogin();
    await user.click(submit());
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await waitFor(() => expect(emailBox()).toHaveFocus());
    await user.type(emailBox(), 'seller@');
    await user.type(passwordBox(), 'x');
    await user.click(submit());
    expect(await screen.findByText('Enter an e-mail address like name@example.com.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Mobile number' }));
    await user.type(
      await screen.findByRole('textbox', { name: /^Mobile number/ }, { timeout: 5000 }),
      '0812',
    );
    await user.click(submit());
    expect(await screen.findByText('This number is not valid for the selected country code.')).toBeVisible();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('answers a wrong account or password neutrally and keeps what was typed', async () => {
    const { api, user } = renderLogin({
      login: vi.fn(() => fail(2009, 'error.loginFailed', { captchaRequired: false })),
    });
    await fillEmail(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('The account or password is not correct.');
    expect(emailBox()).toHaveValue('seller@example.com');
    expect(passwordBox()).toHaveValue(PASSWORD);
    expect(screen.queryByLabelText(/^Picture code/)).toBeNull();
    expect(api.navigate).not.toHaveBeenCalled();
  });

  it('asks for the picture code once the API wants it, then sends it', async () => {
    const login = vi
      .fn<VisitorApi['login']>()
      .mockImplementationOnce(() => fail(2009, 'error.loginFailed', { captchaRequired: true }))
      .mockImplementation(session);
    const { api, user } = renderLogin({ login });
    await fillEmail(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('The account or password is not correct.');
    const captcha = await screen.findByLabelText(/^Picture code/);
    expect(api.captcha).toHaveBeenCalledOnce();
    await user.click(submit());
    expect(await screen.findByText('This field is required.')).toBeVisible();
    expect(login).toHaveBeenCalledOnce();
    await user.type(captcha, ' ab12 ');
    await user.click(submit());
    await waitFor(() => expect(api.navigate).toHaveBeenCalled());
    expect(login).toHaveBeenLastCalledWith({
      account: { kind: 'email', email: 'seller@example.com' },
      password: PASSWORD,
      captcha: { captchaId: CAPTCHA_ID, picVerificationCode: 'ab12' },
    });
  });

  it('shows the picture too when the API answers CAPTCHA_REQUIRED', async () => {
    const { user } = renderLogin({
      login: vi.fn(() => fail(2002, 'error.captchaRequired', { captchaRequired: true })),
    });
    await fillEmail(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('type the characters shown in the picture');
    expect(await screen.findByLabelText(/^Picture code/)).toBeVisible();
  });

  it('marks a wrong picture code on its field and shows a new picture', async () => {
    const login = vi
      .fn<VisitorApi['login']>()
      .mockImplementationOnce(() => fail(2002, 'error.captchaRequired', { captchaRequired: true }))
      .mockImplementation(() => fail(2001, 'error.captchaInvalid', { captchaRequired: true }));
    const { api, user } = renderLogin({ login });
    await fillEmail(user);
    await user.click(submit());
    const captcha = await screen.findByLabelText(/^Picture code/);
    await user.type(captcha, 'zzzz');
    await user.click(submit());
    expect(await screen.findByText(/The picture code is wrong or has expired/)).toBeVisible();
    expect(captcha).toHaveAttribute('aria-invalid', 'true');
    expect(captcha).toHaveValue('');
    await waitFor(() => expect(captcha).toHaveFocus());
    expect(api.captcha).toHaveBeenCalledTimes(2);
    expect(emailBox()).toHaveValue('seller@example.com');
  });

  it.each([
    [2010, 'error.accountLocked', 'Too many failed log-ins. For your security, try again in 900 seconds'],
    [1008, 'error.rateLimited', 'Too many requests from your network. Try again in 900 seconds.'],
  ])('tells how long a lock or a rate limit lasts (%i)', async (code, msg, text) => {
    const { user } = renderLogin({ login: vi.fn(() => fail(code, msg, { retryAfter: 899.2 })) });
    await fillEmail(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('sends one log-in however often it is submitted while waiting', async () => {
    let answer: (value: ApiAnswer<SessionAnswer>) => void = () => {};
    const login = vi.fn(() => new Promise<ApiAnswer<SessionAnswer>>((resolve) => (answer = resolve)));
    const { api, user } = renderLogin({ login });
    await fillEmail(user);
    const button = submit();
    await user.click(button);
    await user.click(button);
    await user.type(passwordBox(), '{Enter}');
    // A submit that does not come through the button (e.g. a script or assistive technology).
    fireEvent.submit(screen.getByRole('form', { name: 'Log in to Sellwise' }));
    await act(() => Promise.resolve());
    expect(login).toHaveBeenCalledOnce();
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer({ code: 0, msg: 'ok', data: { account: 'seller@example.com', redirect: '/web/dashboard.htm' } });
    await waitFor(() => expect(api.navigate).toHaveBeenCalledOnce());
    // While the next page loads the button keeps showing progress and a click sends nothing.
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(login).toHaveBeenCalledOnce();
  });

  it('returns to a same-site ?redirect= and ignores one to another site', async () => {
    window.history.replaceState(null, '', '/en_US/login.htm?redirect=%2Fen_US%2Fapp.htm%3Ftab%3Dios');
    const first = renderLogin();
    await fillEmail(first.user);
    await first.user.click(submit());
    await waitFor(() => expect(first.api.navigate).toHaveBeenCalledWith('/en_US/app.htm?tab=ios'));
  });

  it.each(['https://evil.example', '//evil.example/x', 'javascript:alert(1)'])(
    'goes to the dashboard, not to ?redirect=%s',
    async (target) => {
      window.history.replaceState(null, '', `/en_US/login.htm?redirect=${encodeURIComponent(target)}`);
      const { api, user } = renderLogin();
      await fillEmail(user);
      await user.click(submit());
      await waitFor(() => expect(api.navigate).toHaveBeenCalledWith('/web/dashboard.htm'));
    },
  );

  it('is written in the page language', () => {
    renderLogin({}, 'th');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('เข้าสู่ระบบ Sellwise');
    expect(screen.getByRole('link', { name: 'สร้างบัญชีฟรี' })).toHaveAttribute(
      'href',
      '/th/register.htm?source=login',
    );
  });
});
