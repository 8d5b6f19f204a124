import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fail, humanChecksFixture, ok, withVisitorApi } from '../../stories-support/visitor-fixtures';
import {
  PAGE_STORY_ARGS,
  startsWith,
  storyLinks,
  storyPageProps,
  storyText,
  withIntl,
} from '../../stories-support/with-intl';
import { LoginPage } from './login-page';

// The login layout's card, so the story looks as the page does.
const card = (children: React.ReactNode) => (
  <main className="flex min-h-screen justify-center bg-surface px-6 py-8 phone:px-0 phone:py-0">
    <div className="flex w-full max-w-md flex-col gap-5 rounded-xl bg-background p-8 shadow-lg phone:p-5 phone:shadow-sm">
      {children}
    </div>
  </main>
);

const navigate = fn();

const meta = {
  title: 'Pages/Auth/Login',
  component: LoginPage,
  decorators: [withIntl, withVisitorApi({ navigate })],
  parameters: {
    snapshot: { e2e: 'login' },
    layout: 'fullscreen',
  },
  render: (_args, ctx) => card(<LoginPage {...storyPageProps(ctx)} />),
  args: PAGE_STORY_ARGS,
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Globals = { globals: Record<string, unknown> };

const emailBox = (canvas: ReturnType<typeof within>, t: ReturnType<typeof storyText>) =>
  canvas.getByRole('textbox', { name: startsWith(t('pages.visitor.fields.email.label')) });

async function logIn(canvasElement: HTMLElement, ctx: Globals) {
  const canvas = within(canvasElement);
  const t = storyText(ctx);
  await userEvent.type(emailBox(canvas, t), 'seller@example.com');
  const password = t('pages.visitor.fields.password.label');
  await userEvent.type(canvas.getByLabelText(startsWith(password)), 'mango pie 42');
  await userEvent.click(canvas.getByRole('button', { name: t('pages.login.submit') }));
  return canvas;
}

/** Log in by e-mail: on to the dashboard. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('pages.login.title'));
    await expect(canvas.getByRole('link', { name: t('pages.login.register') })).toHaveAttribute(
      'href',
      storyLinks({ globals })('register.htm', { source: 'login' }),
    );
    navigate.mockClear();
    await logIn(canvasElement, { globals });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/web/dashboard.htm'));
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('เข้าสู่ระบบ Sellwise');
    await expect(canvas.getByRole('link', { name: 'สร้างบัญชีฟรี' })).toHaveAttribute(
      'href',
      storyLinks({ globals })('register.htm', { source: 'login' }),
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('登录 Sellwise');
  },
};

/** On a phone, by mobile number: the forgot link goes to the reset by phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    const link = storyLinks({ globals });
    await userEvent.click(canvas.getByRole('radio', { name: t('pages.visitor.channel.phone') }));
    const phone = t('pages.visitor.fields.phone.label');
    await expect(await canvas.findByRole('textbox', { name: startsWith(phone) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('pages.login.forgotPassword') })).toHaveAttribute(
      'href',
      link('phoneForgetPassword.htm'),
    );
    await expect(canvas.getByRole('link', { name: t('pages.login.register') })).toHaveAttribute(
      'href',
      link('register.htm', { source: 'login' }),
    );
  },
};

/** A wrong account or password: one neutral message, nothing typed is lost. */
export const Failed: Story = {
  decorators: [withVisitorApi({ login: () => fail(2009, 'error.loginFailed', { captchaRequired: false }) })],
  play: async ({ canvasElement, globals }) => {
    const canvas = await logIn(canvasElement, { globals });
    const t = storyText({ globals });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('error.loginFailed'));
    await expect(emailBox(canvas, t)).toHaveValue('seller@example.com');
  },
};

/** After three failures the API asks for the picture code. */
export const CaptchaRequired: Story = {
  decorators: [withVisitorApi({ login: () => fail(2009, 'error.loginFailed', { captchaRequired: true }) })],
  play: async ({ canvasElement, globals }) => {
    const canvas = await logIn(canvasElement, { globals });
    const t = storyText({ globals });
    const code = t('pages.visitor.fields.captcha.label');
    await expect(await canvas.findByLabelText(startsWith(code))).toBeVisible();
    await expect(canvas.getByRole('img', { name: t('pages.visitor.fields.captcha.image') })).toBeVisible();
  },
};

/** Too many failures: locked, with the wait in seconds. */
export const Locked: Story = {
  decorators: [withVisitorApi({ login: () => fail(2010, 'error.accountLocked', { retryAfter: 900 }) })],
  play: async ({ canvasElement, globals }) => {
    const canvas = await logIn(canvasElement, { globals });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      storyText({ globals })('error.accountLocked', { seconds: 900 }),
    );
  },
};

const captchaService = fn(humanChecksFixture.captchaService);
let tries = 0;
/**
 * A site with the captcha service and the bot-challenge widget: the widget's box under the fields; when
 * the API asks for a captcha, the service's check runs on the next submit instead of a picture.
 */
export const HumanChecks: Story = {
  decorators: [
    withVisitorApi({
      ...humanChecksFixture,
      captchaService,
      navigate,
      login: () =>
        ++tries === 1
          ? fail(2009, 'error.loginFailed', { captchaRequired: true })
          : ok({ account: 'seller@example.com', redirect: '/web/dashboard.htm' }),
    }),
  ],
  play: async ({ canvasElement, globals }) => {
    tries = 0;
    captchaService.mockClear();
    navigate.mockClear();
    const canvasRoot = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.cf-turnstile[data-stand-in]')).not.toBeNull());
    const canvas = await logIn(canvasElement, { globals });
    const t = storyText({ globals });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('error.loginFailed'));
    await expect(canvasRoot.queryByLabelText(startsWith(t('pages.visitor.fields.captcha.label')))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('pages.login.submit') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/web/dashboard.htm'));
    await expect(captchaService).toHaveBeenCalledOnce();
  },
};
