import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fail, ok, withVisitorApi } from '../../stories-support/visitor-fixtures';
import {
  contains,
  PAGE_STORY_ARGS,
  startsWith,
  storyLinks,
  storyPageProps,
  storyText,
  withIntl,
} from '../../stories-support/with-intl';
import { ResetPasswordPage } from './reset-page';

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyText>;

// Step-2 pictures need a stable resend button: no cooldown, so it reads "Resend code" rather than seconds.
const noCooldown = {
  sendCode: () => ok({ cooldown: 0, expiresIn: 600 }),
};

/** Step 1 by e-mail, answered and sent: step 2 is on screen. */
async function toCodeStep(canvas: Canvas, t: T) {
  const picture = canvasPicture(canvas, t);
  await waitFor(() => expect(picture()?.getAttribute('src')).toMatch(/^data:/));
  await sendCode(canvas, t);
  const heading = await canvas.findByRole('heading', {
    level: 2,
    name: contains(t('pages.reset.progress', { step: 2, total: 2 })),
  });
  await waitFor(() => expect(heading).toHaveFocus());
}
async function sendCode(canvas: Canvas, t: T) {
  await userEvent.type(emailBox(canvas, t), 'seller@example.com');
  await userEvent.type(
    canvas.getByRole('textbox', { name: startsWith(t('pages.visitor.fields.captcha.label')) }),
    'k7QZ',
  );
  await userEvent.click(canvas.getByRole('button', { name: t('pages.reset.account.submit') }));
}
const emailBox = (canvas: Canvas, t: T) =>
  canvas.getByRole('textbox', { name: startsWith(t('pages.visitor.fields.email.label')) });
const codeBox = (canvas: Canvas, t: T) =>
  canvas.getByRole('textbox', { name: startsWith(t('pages.visitor.fields.code.label')) });
const canvasPicture = (canvas: Canvas, t: T) => () =>
  canvas.queryByRole('img', { name: t('pages.visitor.fields.captcha.image') }) as HTMLImageElement | null;

async function saveNewPassword(canvas: Canvas, t: T, code = '482913') {
  await userEvent.type(codeBox(canvas, t), code);
  await userEvent.type(
    canvas.getByLabelText(startsWith(t('pages.visitor.fields.password.newLabel'))),
    'mango2026',
  );
  await userEvent.click(canvas.getByRole('button', { name: t('pages.reset.code.submit') }));
}

const meta = {
  title: 'Pages/Auth/Reset',
  component: ResetPasswordPage,
  decorators: [withIntl],
  parameters: {
    snapshot: { e2e: 'reset' },
    layout: 'fullscreen',
  },
  // A step sent in an earlier story would otherwise come back (it is kept for reloads).
  beforeEach: () => {
    for (const key of Object.keys(window.sessionStorage))
      if (key.startsWith('sw:')) window.sessionStorage.removeItem(key);
  },
  render: (args, ctx) => (
    <main className="flex min-h-screen justify-center bg-surface px-6 py-8 phone:px-4 phone:py-4">
      <div className="h-fit w-full max-w-md rounded-xl bg-background p-8 shadow-lg phone:p-5">
        <ResetPasswordPage {...storyPageProps(ctx)} channel={args.channel} />
      </div>
    </main>
  ),
  args: { ...PAGE_STORY_ARGS, channel: 'email' },
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** forgetPwd.htm, step 1. */
export const Default: Story = {
  decorators: [withVisitorApi()],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    const link = storyLinks({ globals });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('pages.reset.title'));
    await expect(canvas.getByRole('heading', { level: 2 }).textContent).toSatisfy(
      startsWith(t('pages.reset.progress', { step: 1, total: 2 })),
    );
    await expect(canvas.getByRole('link', { name: t('pages.reset.links.toPhone') })).toHaveAttribute(
      'href',
      link('phoneForgetPassword.htm'),
    );
    await expect(canvas.getByRole('link', { name: t('pages.reset.links.login') })).toHaveAttribute(
      'href',
      link('login.htm'),
    );
  },
};

export const Thai: Story = {
  decorators: [withVisitorApi()],
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('รีเซ็ตรหัสผ่าน');
  },
};

export const Chinese: Story = {
  decorators: [withVisitorApi()],
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('重置密码');
  },
};

export const Phone: Story = {
  decorators: [withVisitorApi()],
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(
      within(canvasElement).getByRole('link', { name: t('pages.reset.links.login') }),
    ).toHaveAttribute('href', storyLinks({ globals })('login.htm'));
  },
};

/** phoneForgetPassword.htm: the number with its dial code (from the API's default country). */
export const PhoneChannel: Story = {
  args: { channel: 'phone' },
  decorators: [withVisitorApi()],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      t('pages.reset.account.heading.phone'),
    );
    await expect(
      await canvas.findByRole('textbox', { name: startsWith(t('pages.visitor.fields.phone.label')) }),
    ).toHaveAttribute('autocomplete', 'tel');
    await expect(canvas.getByRole('link', { name: t('pages.reset.links.toEmail') })).toHaveAttribute(
      'href',
      storyLinks({ globals })('forgetPwd.htm'),
    );
  },
};

/** Step 2: the account read-only with Change, the neutral notice, the code and the new password. */
export const CodeStep: Story = {
  decorators: [withVisitorApi(noCooldown)],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await toCodeStep(canvas, t);
    await expect(canvas.getByTestId('reset-notice')).toHaveTextContent(
      t('pages.reset.code.sent.email', { account: 'seller@example.com' }),
    );
    await expect(canvas.getByRole('button', { name: t('pages.reset.code.changeLabel.email') })).toBeVisible();
    await expect(codeBox(canvas, t)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(
      canvas.getByLabelText(startsWith(t('pages.visitor.fields.password.newLabel'))),
    ).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const CodeWrong: Story = {
  decorators: [withVisitorApi({ ...noCooldown, resetPassword: () => fail(2003, 'error.codeInvalid') })],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await toCodeStep(canvas, t);
    await saveNewPassword(canvas, t, '000000');
    const code = codeBox(canvas, t);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining(t('error.codeInvalid'))),
    );
    await waitFor(() => expect(code).toHaveFocus());
  },
};

/** An expired code: its error, and the picture to answer for a new one. */
export const CodeExpired: Story = {
  decorators: [withVisitorApi({ ...noCooldown, resetPassword: () => fail(2004, 'error.codeExpired') })],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await toCodeStep(canvas, t);
    await saveNewPassword(canvas, t);
    await waitFor(() =>
      expect(codeBox(canvas, t)).toHaveAccessibleDescription(expect.stringContaining(t('error.codeExpired'))),
    );
    await expect(
      canvas.getByRole('textbox', { name: startsWith(t('pages.visitor.fields.captcha.label')) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('pages.visitor.fields.code.resend') })).toBeVisible();
  },
};

export const RateLimited: Story = {
  decorators: [withVisitorApi({ sendCode: () => fail(1008, 'error.rateLimited', { retryAfter: 42 }) })],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    const picture = canvasPicture(canvas, t);
    await waitFor(() => expect(picture()?.getAttribute('src')).toMatch(/^data:/));
    await sendCode(canvas, t);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('error.rateLimited', { seconds: 42 }));
    await expect(emailBox(canvas, t)).toHaveValue('seller@example.com');
  },
};
