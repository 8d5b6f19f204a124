import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fail, ok, withVisitorApi } from '../../stories-support/visitor-fixtures';
import { PAGE_STORY_ARGS, storyPageProps, withIntl } from '../../stories-support/with-intl';
import { ResetPasswordPage } from './reset-page';

type Canvas = ReturnType<typeof within>;

// Step-2 pictures need a stable resend button: no cooldown, so it reads "Resend code" rather than seconds.
const noCooldown = {
  sendCode: () => ok({ cooldown: 0, expiresIn: 600 }),
};

/** Step 1 by e-mail, answered and sent: step 2 is on screen. */
async function toCodeStep(canvas: Canvas) {
  const picture = canvasPicture(canvas);
  await waitFor(() => expect(picture()?.getAttribute('src')).toMatch(/^data:/));
  await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail address/ }), 'seller@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Picture code/ }), 'k7QZ');
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
  const heading = await canvas.findByRole('heading', { level: 2, name: /Step 2 of 2/ });
  await waitFor(() => expect(heading).toHaveFocus());
}
const canvasPicture = (canvas: Canvas) => () =>
  canvas.queryByRole('img', { name: /characters to type/ }) as HTMLImageElement | null;

async function saveNewPassword(canvas: Canvas, code = '482913') {
  await userEvent.type(canvas.getByRole('textbox', { name: /^Verification code/ }), code);
  await userEvent.type(canvas.getByLabelText(/^New password/), 'mango2026');
  await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Reset your password');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/^Step 1 of 2/);
    await expect(canvas.getByRole('link', { name: 'Reset by phone instead' })).toHaveAttribute(
      'href',
      '/en_US/phoneForgetPassword.htm',
    );
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute(
      'href',
      '/en_US/login.htm',
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to log in' })).toHaveAttribute(
      'href',
      '/m/en_US/login.htm',
    );
  },
};

/** phoneForgetPassword.htm: the number with its dial code (from the API's default country). */
export const PhoneChannel: Story = {
  args: { channel: 'phone' },
  decorators: [withVisitorApi()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/Which mobile number/);
    await expect(await canvas.findByRole('textbox', { name: /^Mobile number/ })).toHaveAttribute(
      'autocomplete',
      'tel',
    );
    await expect(canvas.getByRole('link', { name: 'Reset by e-mail instead' })).toHaveAttribute(
      'href',
      '/en_US/forgetPwd.htm',
    );
  },
};

/** Step 2: the account read-only with Change, the neutral notice, the code and the new password. */
export const CodeStep: Story = {
  decorators: [withVisitorApi(noCooldown)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCodeStep(canvas);
    await expect(canvas.getByTestId('reset-notice')).toHaveTextContent(
      /If a Sellwise account uses seller@example.com/,
    );
    await expect(canvas.getByRole('button', { name: 'Change the e-mail address' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Verification code/ })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    await expect(canvas.getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const CodeWrong: Story = {
  decorators: [withVisitorApi({ ...noCooldown, resetPassword: () => fail(2003, 'error.codeInvalid') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCodeStep(canvas);
    await saveNewPassword(canvas, '000000');
    const code = canvas.getByRole('textbox', { name: /^Verification code/ });
    await waitFor(() => expect(code).toHaveAccessibleDescription(/The verification code is not correct/));
    await waitFor(() => expect(code).toHaveFocus());
  },
};

/** An expired code: its error, and the picture to answer for a new one. */
export const CodeExpired: Story = {
  decorators: [withVisitorApi({ ...noCooldown, resetPassword: () => fail(2004, 'error.codeExpired') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCodeStep(canvas);
    await saveNewPassword(canvas);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Verification code/ })).toHaveAccessibleDescription(
        /This verification code has expired/,
      ),
    );
    await expect(canvas.getByRole('textbox', { name: /^Picture code/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeVisible();
  },
};

export const RateLimited: Story = {
  decorators: [withVisitorApi({ sendCode: () => fail(1008, 'error.rateLimited', { retryAfter: 42 }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvasPicture(canvas);
    await waitFor(() => expect(picture()?.getAttribute('src')).toMatch(/^data:/));
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail address/ }), 'seller@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Picture code/ }), 'k7QZ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests from your network. Try again in 42 seconds.',
    );
    await expect(canvas.getByRole('textbox', { name: /^E-mail address/ })).toHaveValue('seller@example.com');
  },
};
