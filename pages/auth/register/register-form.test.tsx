import type { SendCodeResponse } from '@sellwise/api/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fixtureVisitorApi } from '../../stories-support/visitor-fixtures';
import { messagesFor, storyHref } from '../../stories-support/with-intl';
import type { ApiAnswer, PageLang, VisitorApi } from '../../types';
import { VisitorApiContext } from '../../visitor/visitor-api';
import { RegisterPage } from './register-page';

const PASSWORD = 'mango pie 42';
const CAPTCHA_ID = '00000000-0000-4000-8000-000000000001';
type User = ReturnType<typeof userEvent.setup>;

function renderRegister(overrides: Partial<VisitorApi> = {}, lang: PageLang = 'en_US') {
  const base = fixtureVisitorApi();
  const api = fixtureVisitorApi({
    captcha: vi.fn(base.captcha),
    sendCode: vi.fn(base.sendCode),
    register: vi.fn(base.register),
    reportRegistration: vi.fn(),
    navigate: vi.fn(),
    ...overrides,
  });
  const view = (
    <IntlProvider locale="en-US" messages={messagesFor(lang)}>
      <VisitorApiContext value={api}>
        <RegisterPage data={undefined} lang={lang} device="desktop" params={{}} href={storyHref(lang)} />
      </VisitorApiContext>
    </IntlProvider>
  );
  const rendered = render(view);
  return { api, user: userEvent.setup(), rerender: () => rendered.rerender(view), unmount: rendered.unmount };
}

const emailBox = () => screen.getByRole('textbox', { name: /^E-mail address/ });
const phoneBox = () => screen.getByRole('textbox', { name: /^Mobile number/ });
// The phone field is its own chunk; the first import in a run compiles libphonenumber's metadata.
const findPhoneBox = () => screen.findByRole('textbox', { name: /^Mobile number/ }, { timeout: 5000 });
const passwordBox = () => screen.getByLabelText(/^New password/);
const captchaBox = () => screen.getByRole('textbox', { name: /^Picture code/ });
const codeBox = () => screen.getByRole('textbox', { name: /^Verification code/ });
const sendButton = () => screen.getByRole('button', { name: /^(Send code|Resend code|Resend in)/ });
const submit = () => screen.getByRole('button', { name: 'Create account' });
const agreeBox = () => screen.getByRole('checkbox', { name: /I agree/ });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

/** Waits until the captcha picture has loaded (its id goes with the answer). */
async function pictureLoaded() {
  await waitFor(() => expect(screen.getByRole('img', { name: /characters to type/ })).toBeInTheDocument());
}

async function fillAndSend(user: User, account: () => Promise<void>) {
  await pictureLoaded();
  await account();
  await user.type(passwordBox(), PASSWORD);
  await user.type(captchaBox(), ' 7kq4 ');
  await user.click(sendButton());
}

async function finish(user: User) {
  await user.type(codeBox(), '482913');
  await user.click(agreeBox());
  await user.click(submit());
}

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

// Many keystrokes per test on a shared machine: roomier than the 5 s default.
describe('sign-up form', { timeout: 30_000 }, () => {
  it('signs up by e-mail: sends the code with the captcha answer, registers with the plain password and affid, moves on once', async () => {
    window.history.replaceState(null, '', '/en_US/register.htm?source=home');
    const { api, user } = renderRegister({ attribution: () => ({ affid: 'AFF42' }) });
    expect(emailBox()).toHaveAttribute('autocomplete', 'email');
    expect(passwordBox()).toHaveAttribute('autocomplete', 'new-password');
    expect(codeBox()).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Invitation code/ })).toHaveValue('AFF42'),
    );
    await fillAndSend(user, () => user.type(emailBox(), 'seller@example.com'));
    await waitFor(() =>
      expect(api.sendCode).toHaveBeenCalledExactlyOnceWith({
        purpose: 'register',
        account: { kind: 'email', email: 'seller@example.com' },
        captchaId: CAPTCHA_ID,
        picVerificationCode: '7kq4',
      }),
    );
    expect(await screen.findByText('We sent a code to seller@example.com.')).toBeInTheDocument();
    // The picture is spent: a new one, an empty answer.
    expect(api.captcha).toHaveBeenCalledTimes(2);
    expect(captchaBox()).toHaveValue('');
    await finish(user);
    await waitFor(() =>
      expect(api.navigate).toHaveBeenCalledExactlyOnceWith('/en_US/registerNext.htm?source=home'),
    );
    expect(api.register).toHaveBeenCalledExactlyOnceWith({
      account: { kind: 'email', email: 'seller@example.com' },
      password: PASSWORD,
      verifyCode: '482913',
      invitationCode: 'AFF42',
    });
    expect(api.reportRegistration).toHaveBeenCalledExactlyOnceWith('');
  });

  it('signs up by mobile with the dial code from the API and reports the E.164 number', async () => {
    const { api, user } = renderRegister({
      defaultPhoneCode: () =>
        Promise.resolve({ code: 0, msg: 'ok', data: { country: 'VN', phonePrefix: '84' } }),
    });
    await user.click(screen.getByRole('radio', { name: 'Mobile number' }));
    // The phone field loads when the channel is chosen; the dial code follows the API's country.
    expect(await screen.findByRole('button', { name: /\+84$/ }, { timeout: 5000 })).toBeInTheDocument();
    await fillAndSend(user, () => user.type(phoneBox(), '0912345678'));
    await waitFor(() => expect(api.sendCode).toHaveBeenCalledOnce());
    expect(vi.mocked(api.sendCode).mock.calls[0]?.[0].account).toEqual({
      kind: 'phone',
      phonePrefix: '84',
      phoneNumber: '912345678',
    });
    await user.click(screen.getByRole('button', { name: 'I have an access code' }));
    await user.type(screen.getByRole('textbox', { name: /^Access code/ }), 'EXPO-2026');
    await finish(user);
    await waitFor(() => expect(api.navigate).toHaveBeenCalledWith('/en_US/registerNext.htm'));
    expect(api.register).toHaveBeenCalledWith({
      account: { kind: 'phone', phonePrefix: '84', phoneNumber: '912345678' },
      password: PASSWORD,
      verifyCode: '482913',
      accessCode: 'EXPO-2026',
    });
    expect(api.reportRegistration).toHaveBeenCalledExactlyOnceWith('+84912345678');
  });

  it('states the password rule once: the live checklist, which also describes the box', async () => {
    renderRegister();
    await pictureLoaded();
    expect(screen.getAllByText(/8–32 characters/)).toHaveLength(1);
    expect(screen.queryByText(/with at least one letter and one number/)).toBeNull();
    expect(passwordBox()).toHaveAccessibleDescription(/8–32 characters: not yet/);
  });

  it('shows every missing field and sends nothing', async () => {
    const { api, user } = renderRegister();
    await user.click(submit());
    await waitFor(() => expect(emailBox()).toHaveFocus());
    expect(alerts()).toEqual([
      'This field is required.',
      'This field is required.',
      'This field is required.',
      'Please agree to the Terms of Service and Privacy Policy.',
    ]);
    expect(api.register).not.toHaveBeenCalled();
  });

  it('explains each invalid value and keeps what was typed', async () => {
    const { api, user } = renderRegister();
    await user.type(emailBox(), 'seller@');
    await user.type(passwordBox(), 'short');
    await user.type(codeBox(), '123');
    await user.click(submit());
    await waitFor(() => expect(emailBox()).toHaveFocus());
    expect(alerts()).toEqual(
      expect.arrayContaining([
        'Enter an e-mail address like name@example.com.',
        'Use 8–32 characters.',
        'Enter the 6-digit code.',
      ]),
    );
    await user.clear(passwordBox());
    await user.type(passwordBox(), 'onlyletters');
    await user.tab();
    expect(await screen.findByText('Use at least one letter and one number.')).toBeInTheDocument();
    expect(emailBox()).toHaveValue('seller@');
    expect(api.register).not.toHaveBeenCalled();
  });

  it('rejects a mobile number that is not valid for its country', async () => {
    const { user } = renderRegister();
    await user.click(screen.getByRole('radio', { name: 'Mobile number' }));
    await user.type(await findPhoneBox(), '0812');
    await user.click(submit());
    expect(
      await screen.findByText('This number is not valid for the selected country code.'),
    ).toBeInTheDocument();
  });

  it('rejects an access code longer than the API takes', async () => {
    const { user } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'I have an access code' }));
    const box = screen.getByRole('textbox', { name: /^Access code/ });
    box.removeAttribute('maxlength');
    await user.type(box, 'x'.repeat(65));
    await user.click(submit());
    expect(await screen.findByText('This is too long. Please shorten it.')).toBeInTheDocument();
  });

  it('asks for the account and the picture before sending a code', async () => {
    const { api, user } = renderRegister();
    await pictureLoaded();
    await user.click(sendButton());
    await waitFor(() => expect(emailBox()).toHaveFocus());
    expect(alerts()).toEqual(['This field is required.', 'This field is required.']);
    expect(api.sendCode).not.toHaveBeenCalled();
  });

  it('puts a wrong picture answer on the captcha field and shows a new picture', async () => {
    const { api, user } = renderRegister({
      sendCode: vi.fn(() => fail<SendCodeResponse>(2001, 'error.captchaInvalid')),
    });
    await fillAndSend(user, () => user.type(emailBox(), 'seller@example.com'));
    expect(
      await screen.findByText(
        'The picture code is wrong or has expired. Type the characters of the new picture.',
      ),
    ).toBeInTheDocument();
    expect(captchaBox()).toHaveAttribute('aria-invalid', 'true');
    expect(captchaBox()).toHaveValue('');
    expect(api.captcha).toHaveBeenCalledTimes(2);
    expect(emailBox()).toHaveValue('seller@example.com');
  });

  it.each([
    [2006, 'error.sendTooSoon', 'A code was just sent. You can ask for another in 42 seconds.'],
    [2007, 'error.sendLimitReached', 'Too many codes were sent to this address. Try again in 42 seconds.'],
    [1008, 'error.rateLimited', 'Too many requests from your network. Try again in 42 seconds.'],
  ])('shows a refused send (%i) with the seconds left and counts them down', async (code, msg, text) => {
    const { user } = renderRegister({ sendCode: () => fail(code, msg, { retryAfter: 42 }) });
    await fillAndSend(user, () => user.type(emailBox(), 'seller@example.com'));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(sendButton()).toHaveTextContent(/Resend in (42|41) s/);
  });

  it('keeps the resend countdown across a reload of the page', async () => {
    const { user, unmount } = renderRegister();
    await fillAndSend(user, () => user.type(emailBox(), 'seller@example.com'));
    await waitFor(() => expect(sendButton()).toHaveTextContent(/Resend in \d+ s/));
    unmount();
    const again = renderRegister();
    await again.user.type(emailBox(), 'seller@example.com');
    await waitFor(() => expect(sendButton()).toHaveTextContent(/Resend in \d+ s/));
  });

  it.each([
    [2003, 'error.codeInvalid', 'The verification code is not correct. Check it and try again.'],
    [2004, 'error.codeExpired', 'This verification code has expired. Ask for a new one.'],
    [2005, 'error.codeTooManyTries', 'Too many wrong tries for this code. Ask for a new one.'],
  ])('puts a refused code (%i) on the code field', async (code, msg, text) => {
    const { api, user } = renderRegister({ register: vi.fn(() => fail(code, msg)) });
    await fillAndSend(user, () => user.type(emailBox(), 'seller@example.com'));
    await finish(user);
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(codeBox()).toHaveFocus());
    expect(codeBox()).toHaveValue('482913');
    expect(api.navigate).not.toHaveBeenCalled();
    expect(api.reportRegistration).not.toHaveBeenCalled();
  });

  it('answers an existing account neutrally, with log-in and reset links', async () => {
    const { user } = renderRegister({ register: () => fail(2008, 'error.accountExists') });
    await fillAndSend(user, () => user.type(emailBox(), 'seller@example.com'));
    await finish(user);
    const message = await screen.findByText(/We couldn't create an account with these details/);
    const box = within(message.closest('[data-slot="form-message"]') as HTMLElement);
    expect(box.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/en_US/login.htm');
    expect(box.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/en_US/forgetPwd.htm',
    );
  });

  it('shows a rate-limited sign-up with the seconds to wait', async () => {
    const { user } = renderRegister({ register: () => fail(1008, 'error.rateLimited', { retryAfter: 30 }) });
    await fillAndSend(user, () => user.type(emailBox(), 'seller@example.com'));
    await finish(user);
    expect(
      await screen.findByText('Too many requests from your network. Try again in 30 seconds.'),
    ).toBeInTheDocument();
  });

  it('sends one sign-up however often it is submitted', async () => {
    let answer: (value: ApiAnswer<never>) => void = () => {};
    const register = vi.fn(() => new Promise<ApiAnswer<never>>((resolve) => (answer = resolve)));
    const { api, user } = renderRegister({ register: register as VisitorApi['register'] });
    await fillAndSend(user, () => user.type(emailBox(), 'seller@example.com'));
    await user.type(codeBox(), '482913');
    await user.click(agreeBox());
    // A double click, Enter in a field and a second click while the first answer is pending.
    const form = screen.getByRole('form', { name: 'Sign up' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await user.type(codeBox(), '{Enter}');
    await waitFor(() => expect(register).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: /Create account|Creating your account/ }));
    await act(async () => answer({ code: 0, msg: 'ok', data: { account: 'x', redirect: '/' } } as never));
    await waitFor(() => expect(api.navigate).toHaveBeenCalledOnce());
    expect(register).toHaveBeenCalledOnce();
    expect(api.reportRegistration).toHaveBeenCalledOnce();
  });

  it('links to terms, privacy and log-in in the page language', () => {
    renderRegister({}, 'th');
    expect(screen.getByRole('link', { name: 'ข้อกำหนดการใช้งาน' })).toHaveAttribute('href', '/th/terms.htm');
    expect(screen.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toHaveAttribute(
      'href',
      '/th/privacyPolicy.htm',
    );
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/th/login.htm');
  });
});
