import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fixtureVisitorApi, ok } from '../../stories-support/visitor-fixtures';
import { messagesFor, storyHref } from '../../stories-support/with-intl';
import type { ApiAnswer, PageLang, VisitorApi } from '../../types';
import { VisitorApiContext } from '../../visitor/visitor-api';
import { ResetPasswordPage } from './reset-page';

const TAGS = { en_US: 'en-US', th: 'th' } as const;

/** Every call a vi.fn over the fixture's answer; the captcha hands out a new id each time. */
function mockApi(overrides: Partial<VisitorApi> = {}) {
  const base = fixtureVisitorApi();
  let pictures = 0;
  const api = {
    ...base,
    captcha: vi.fn(() => {
      pictures += 1;
      return ok({ captchaId: `captcha-${pictures}`, image: 'data:image/gif;base64,R0lGOD', expiresIn: 300 });
    }),
    sendCode: vi.fn(base.sendCode),
    resetPassword: vi.fn(base.resetPassword),
    defaultPhoneCode: vi.fn(base.defaultPhoneCode),
    navigate: vi.fn(),
    ...overrides,
  };
  return api;
}
type MockApi = ReturnType<typeof mockApi>;

function renderPage(channel: 'email' | 'phone', api: MockApi, lang: 'en_US' | 'th' = 'en_US') {
  const user = userEvent.setup();
  const view = render(<Page channel={channel} api={api} lang={lang} />);
  return { user, ...view };
}

function Page({ channel, api, lang }: { channel: 'email' | 'phone'; api: MockApi; lang: PageLang }) {
  return (
    <IntlProvider locale={TAGS[lang as keyof typeof TAGS]} messages={messagesFor(lang)}>
      <VisitorApiContext value={api}>
        <ResetPasswordPage
          channel={channel}
          data={undefined}
          lang={lang}
          device="desktop"
          params={{}}
          href={storyHref(lang)}
        />
      </VisitorApiContext>
    </IntlProvider>
  );
}

const emailBox = () => screen.getByRole('textbox', { name: /^E-mail address/ });
const captchaBox = () => screen.getByRole('textbox', { name: /^Picture code/ });
const codeBox = () => screen.getByRole('textbox', { name: /^Verification code/ });
const passwordBox = () => screen.getByLabelText(/^New password/);
const sendButton = () => screen.getByRole('button', { name: 'Send code' });
const saveButton = () => screen.getByRole('button', { name: 'Save new password' });

async function waitForPicture(api: MockApi) {
  await waitFor(() => expect(api.captcha).toHaveBeenCalled());
  await waitFor(() =>
    expect(document.querySelector('[data-slot=captcha-image]')?.getAttribute('src')).toMatch(/^data:/),
  );
}

/** Step 1 by e-mail, done: step 2 is on screen. */
async function reachCodeStep(api: MockApi, email = 'seller@example.com') {
  const page = renderPage('email', api);
  await waitForPicture(api);
  await page.user.type(emailBox(), email);
  await page.user.type(captchaBox(), 'k7QZ');
  await page.user.click(sendButton());
  await screen.findByRole('heading', { level: 2, name: /Step 2 of 2/ });
  return page;
}

beforeEach(() => window.sessionStorage.clear());

describe('ResetPasswordPage by e-mail, step 1', () => {
  it('sends a reset code to the typed address with the captcha answer', async () => {
    const api = mockApi();
    await reachCodeStep(api);
    expect(api.sendCode).toHaveBeenCalledOnce();
    expect(api.sendCode).toHaveBeenCalledWith({
      account: { kind: 'email', email: 'seller@example.com' },
      purpose: 'forget',
      captchaId: 'captcha-1',
      picVerificationCode: 'k7QZ',
    });
  });

  it('names the step for screen readers and moves focus to the step-2 heading', async () => {
    const api = mockApi();
    const { user } = renderPage('email', api);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Step 1 of 2: Which e-mail address do you log in with?',
    );
    await waitForPicture(api);
    await user.type(emailBox(), 'seller@example.com');
    await user.type(captchaBox(), 'k7QZ');
    await user.click(sendButton());
    const heading = await screen.findByRole('heading', { level: 2, name: /Step 2 of 2/ });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('words the result neutrally and shows the account read-only', async () => {
    const api = mockApi();
    await reachCodeStep(api);
    expect(screen.getByTestId('reset-notice')).toHaveTextContent(
      'If a Sellwise account uses seller@example.com, we have sent it a code.',
    );
    expect(screen.getByTestId('reset-account')).toHaveTextContent('seller@example.com');
    expect(screen.queryByRole('textbox', { name: /^E-mail address/ })).toBeNull();
  });

  it('shows each invalid field and sends nothing', async () => {
    const api = mockApi();
    const { user } = renderPage('email', api);
    await waitForPicture(api);
    await user.click(sendButton());
    await waitFor(() => expect(emailBox()).toHaveAccessibleDescription('This field is required.'));
    expect(captchaBox()).toHaveAccessibleDescription(/This field is required\./);
    await waitFor(() => expect(emailBox()).toHaveFocus());
    await user.type(emailBox(), 'seller@example');
    await user.click(sendButton());
    await waitFor(() =>
      expect(emailBox()).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.'),
    );
    expect(api.sendCode).not.toHaveBeenCalled();
  });

  it('puts a wrong captcha on its field, shows a new picture and keeps the address', async () => {
    const api = mockApi({ sendCode: vi.fn(() => fail(2001, 'error.captchaInvalid')) });
    const { user } = renderPage('email', api);
    await waitForPicture(api);
    await user.type(emailBox(), 'seller@example.com');
    await user.type(captchaBox(), 'xxxx');
    await user.click(sendButton());
    await waitFor(() =>
      expect(captchaBox()).toHaveAccessibleDescription(/The picture code is wrong or has expired/),
    );
    expect(api.captcha).toHaveBeenCalledTimes(2);
    expect(captchaBox()).toHaveValue('');
    expect(emailBox()).toHaveValue('seller@example.com');
    await waitFor(() => expect(captchaBox()).toHaveFocus());
  });

  it.each([
    [2006, 'error.sendTooSoon', 'A code was just sent. You can ask for another in 42 seconds.'],
    [2007, 'error.sendLimitReached', 'Too many codes were sent to this address. Try again in 42 seconds.'],
    [1008, 'error.rateLimited', 'Too many requests from your network. Try again in 42 seconds.'],
  ])('tells how long to wait when sending is limited (%i)', async (code, msg, text) => {
    const api = mockApi({ sendCode: vi.fn(() => fail(code, msg, { retryAfter: 42 })) });
    const { user } = renderPage('email', api);
    await waitForPicture(api);
    await user.type(emailBox(), 'seller@example.com');
    await user.type(captchaBox(), 'k7QZ');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(emailBox()).toHaveValue('seller@example.com');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/Step 1 of 2/);
  });
});

describe('ResetPasswordPage by e-mail, step 2', () => {
  it('resets with the code and the plain password, then opens the result page', async () => {
    const api = mockApi();
    const { user } = await reachCodeStep(api);
    await user.type(codeBox(), '482913');
    await user.type(passwordBox(), 'mango2026');
    await user.click(saveButton());
    await waitFor(() =>
      expect(api.navigate).toHaveBeenCalledWith('/en_US/check/pass/result.htm?result=reset'),
    );
    expect(api.resetPassword).toHaveBeenCalledWith({
      account: { kind: 'email', email: 'seller@example.com' },
      verifyCode: '482913',
      password: 'mango2026',
    });
    // The step is done: a reload must not come back to it.
    expect(window.sessionStorage.getItem('sw:resetPending:email')).toBeNull();
  });

  it('shows the rules of the code and the password before sending', async () => {
    const api = mockApi();
    const { user } = await reachCodeStep(api);
    // Said once: the rule checklist describes the box, with no hint sentence repeating it.
    expect(passwordBox()).toHaveAccessibleDescription(
      /8–32 characters: not yet\s*At least one letter: not yet\s*At least one number: not yet/,
    );
    expect(screen.getAllByText(/8–32 characters/)).toHaveLength(1);
    await user.type(codeBox(), '4829');
    await user.type(passwordBox(), 'mango');
    await user.click(saveButton());
    await waitFor(() => expect(codeBox()).toHaveAccessibleDescription(/Enter the 6-digit code\./));
    expect(passwordBox()).toHaveAccessibleDescription(/Use 8–32 characters\./);
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  it('puts a wrong code on the code field and keeps what was typed', async () => {
    const api = mockApi({ resetPassword: vi.fn(() => fail(2003, 'error.codeInvalid')) });
    const { user } = await reachCodeStep(api);
    await user.type(codeBox(), '000000');
    await user.type(passwordBox(), 'mango2026');
    await user.click(saveButton());
    await waitFor(() =>
      expect(codeBox()).toHaveAccessibleDescription(/The verification code is not correct/),
    );
    expect(codeBox()).toHaveValue('000000');
    expect(passwordBox()).toHaveValue('mango2026');
    expect(api.navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: /^Picture code/ })).toBeNull();
  });

  it.each([
    [2004, 'error.codeExpired', 'This verification code has expired. Ask for a new one.'],
    [2005, 'error.codeTooManyTries', 'Too many wrong tries for this code. Ask for a new one.'],
  ])('offers a new code when the code can no longer be used (%i)', async (code, msg, text) => {
    const api = mockApi({ resetPassword: vi.fn(() => fail(code, msg)) });
    const { user } = await reachCodeStep(api);
    await user.type(codeBox(), '482913');
    await user.type(passwordBox(), 'mango2026');
    await user.click(saveButton());
    await waitFor(() => expect(codeBox()).toHaveAccessibleDescription(new RegExp(text.replace('.', '\\.'))));
    expect(captchaBox()).toBeVisible();
    expect(screen.getByText(/To get a new code, type the characters in the picture/)).toBeVisible();
  });

  it('puts a weak password on the password field', async () => {
    const api = mockApi({ resetPassword: vi.fn(() => fail(2013, 'error.passwordWeak')) });
    const { user } = await reachCodeStep(api);
    await user.type(codeBox(), '482913');
    await user.type(passwordBox(), 'mango2026');
    await user.click(saveButton());
    await waitFor(() =>
      expect(passwordBox()).toHaveAccessibleDescription(
        /Use 8–32 characters with at least one letter and one number\./,
      ),
    );
  });

  it('tells how long to wait when the reset is rate limited', async () => {
    const api = mockApi({ resetPassword: vi.fn(() => fail(1008, 'error.rateLimited', { retryAfter: 17 })) });
    const { user } = await reachCodeStep(api);
    await user.type(codeBox(), '482913');
    await user.type(passwordBox(), 'mango2026');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 17 seconds.');
    expect(passwordBox()).toHaveValue('mango2026');
  });

  it('sends one reset however often the button is pressed', async () => {
    let finish: (answer: ApiAnswer<null>) => void = () => {};
    const api = mockApi({
      resetPassword: vi.fn(() => new Promise<ApiAnswer<null>>((resolve) => (finish = resolve))),
    });
    const { user } = await reachCodeStep(api);
    await user.type(codeBox(), '482913');
    await user.type(passwordBox(), 'mango2026');
    const save = saveButton();
    await user.click(save);
    await user.click(save);
    await user.keyboard('{Enter}');
    finish({ code: 0, msg: 'ok', data: null });
    await waitFor(() => expect(api.navigate).toHaveBeenCalledOnce());
    expect(api.resetPassword).toHaveBeenCalledOnce();
  });

  it('counts down 60 s before a new code, and the countdown and step survive a reload', async () => {
    const api = mockApi();
    const { unmount } = await reachCodeStep(api);
    expect(await screen.findByRole('button', { name: /^Resend in (60|59) s$/ })).toBeVisible();
    unmount();
    renderPage('email', api);
    expect(await screen.findByRole('heading', { level: 2, name: /Step 2 of 2/ })).toBeVisible();
    expect(screen.getByTestId('reset-account')).toHaveTextContent('seller@example.com');
    expect(await screen.findByRole('button', { name: /^Resend in (60|59|58) s$/ })).toBeVisible();
  });

  it('asks for a new captcha answer before it resends', async () => {
    const api = mockApi({
      sendCode: vi.fn(() => ok({ cooldown: 0, expiresIn: 600 })),
    });
    const { user } = await reachCodeStep(api);
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(captchaBox()).toHaveFocus());
    expect(api.sendCode).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(captchaBox()).toHaveAccessibleDescription(/This field is required\./));
    await user.type(captchaBox(), 'P3rT');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(api.sendCode).toHaveBeenCalledTimes(2));
    expect(api.sendCode).toHaveBeenLastCalledWith({
      account: { kind: 'email', email: 'seller@example.com' },
      purpose: 'forget',
      captchaId: 'captcha-2',
      picVerificationCode: 'P3rT',
    });
    await waitFor(() =>
      expect(screen.getByTestId('reset-notice')).toHaveTextContent('a new code is on its way'),
    );
    expect(screen.getByTestId('reset-notice')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('textbox', { name: /^Picture code/ })).toBeNull();
  });

  it('goes back to step 1 with the address as typed', async () => {
    const api = mockApi();
    const { user } = await reachCodeStep(api, 'typo@example.com');
    await user.click(screen.getByRole('button', { name: 'Change the e-mail address' }));
    expect(emailBox()).toHaveValue('typo@example.com');
    await waitFor(() => expect(emailBox()).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/Step 1 of 2/);
  });

  it('links to the phone reset and back to log in', () => {
    renderPage('email', mockApi());
    const nav = screen.getByRole('navigation', { name: 'Other options' });
    expect(within(nav).getByRole('link', { name: 'Reset by phone instead' })).toHaveAttribute(
      'href',
      '/en_US/phoneForgetPassword.htm',
    );
    expect(within(nav).getByRole('link', { name: 'Back to log in' })).toHaveAttribute(
      'href',
      '/en_US/login.htm',
    );
  });
});

describe('ResetPasswordPage by phone', () => {
  const phoneBox = () => screen.getByRole('textbox', { name: /^Mobile number/ });
  // The phone field is its own chunk; the first import in a run compiles libphonenumber's metadata.
  const findPhoneBox = () => screen.findByRole('textbox', { name: /^Mobile number/ }, { timeout: 5000 });

  it('starts from the country the API suggests and sends to the dial code and number', async () => {
    const api = mockApi({
      defaultPhoneCode: vi.fn(() => ok({ country: 'VN', phonePrefix: '84' })),
    });
    const { user } = renderPage('phone', api);
    await waitForPicture(api);
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: /^Country or region code/ })).toHaveAccessibleName(/\+84$/),
      { timeout: 5000 },
    );
    await user.type(phoneBox(), '0912345678');
    await user.type(captchaBox(), 'k7QZ');
    await user.click(sendButton());
    await screen.findByRole('heading', { level: 2, name: /Step 2 of 2/ });
    expect(api.sendCode).toHaveBeenCalledWith({
      account: { kind: 'phone', phonePrefix: '84', phoneNumber: '912345678' },
      purpose: 'forget',
      captchaId: 'captcha-1',
      picVerificationCode: 'k7QZ',
    });
    expect(screen.getByTestId('reset-account')).toHaveTextContent('+84 912345678');
    await user.type(codeBox(), '482913');
    await user.type(passwordBox(), 'mango2026');
    await user.click(saveButton());
    await waitFor(() =>
      expect(api.resetPassword).toHaveBeenCalledWith({
        account: { kind: 'phone', phonePrefix: '84', phoneNumber: '912345678' },
        verifyCode: '482913',
        password: 'mango2026',
      }),
    );
  });

  it('shows an invalid number and links to the e-mail reset', async () => {
    const api = mockApi();
    const { user } = renderPage('phone', api);
    await waitForPicture(api);
    await user.type(await findPhoneBox(), '12');
    await user.type(captchaBox(), 'k7QZ');
    await user.click(sendButton());
    await waitFor(() =>
      expect(phoneBox()).toHaveAccessibleDescription(
        /This number is not valid for the selected country code\./,
      ),
    );
    expect(api.sendCode).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Reset by e-mail instead' })).toHaveAttribute(
      'href',
      '/en_US/forgetPwd.htm',
    );
  });

  it('puts a number the API refuses on the phone field', async () => {
    const api = mockApi({ sendCode: vi.fn(() => fail(2014, 'error.phoneInvalid')) });
    const { user } = renderPage('phone', api);
    await waitForPicture(api);
    await user.type(await findPhoneBox(), '0812345678');
    await user.type(captchaBox(), 'k7QZ');
    await user.click(sendButton());
    await waitFor(() =>
      expect(phoneBox()).toHaveAccessibleDescription(
        /This phone number is not valid for the selected country code/,
      ),
    );
  });
});

describe('ResetPasswordPage in Thai', () => {
  it('speaks Thai', async () => {
    const api = mockApi();
    renderPage('phone', api, 'th');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('รีเซ็ตรหัสผ่าน');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('ขั้นตอนที่ 1 จาก 2');
    expect(screen.getByRole('button', { name: 'ส่งรหัส' })).toBeVisible();
    await waitForPicture(api);
  });
});
