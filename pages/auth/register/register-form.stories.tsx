import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fail, withVisitorApi } from '../../stories-support/visitor-fixtures';
import { storyPageProps, withIntl } from '../../stories-support/with-intl';
import { RegisterForm } from './register-form';

// The sign-up form's states, driven by fixture answers of the visitor API (English copy).
const meta = {
  title: 'Pages/Register Form',
  component: RegisterForm,
  decorators: [withIntl],
  parameters: { a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  render: (_args, ctx) => {
    const { href, lang } = storyPageProps(ctx);
    return (
      <div className="mx-auto max-w-md p-6">
        <RegisterForm href={href} lang={lang} />
      </div>
    );
  },
  args: { href: () => '', lang: 'en_US' },
  beforeEach: () => window.sessionStorage.clear(),
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function requestCode(canvas: Canvas, canvasElement: HTMLElement) {
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-slot="captcha-image"]')).toHaveAttribute('src'),
  );
  await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail address/ }), 'seller@example.com');
  await userEvent.type(canvas.getByLabelText(/^New password/), 'mango pie 42');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Picture code/ }), '7KQ4');
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
}

/** The picture answer was wrong: the error sits on the captcha field, with a new picture to type. */
export const CaptchaWrong: Story = {
  decorators: [withVisitorApi({ sendCode: () => fail(2001, 'error.captchaInvalid') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestCode(canvas, canvasElement);
    await expect(await canvas.findByText(/The picture code is wrong or has expired/)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Picture code/ })).toHaveFocus());
  },
};

/** Codes asked too often: the wait in seconds, and the button counts it down. */
export const RateLimited: Story = {
  // The countdown ticks while the image would be taken.
  parameters: { snapshot: false },
  decorators: [withVisitorApi({ sendCode: () => fail(2006, 'error.sendTooSoon', { retryAfter: 42 }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestCode(canvas, canvasElement);
    await expect(await canvas.findByText(/You can ask for another in 42 seconds/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Resend in \d+ s/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The code went out: where to, and the 60 s countdown before another. */
export const CodeSentCountdown: Story = {
  // The countdown ticks while the image would be taken.
  parameters: { snapshot: false },
  decorators: [withVisitorApi()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestCode(canvas, canvasElement);
    await expect(await canvas.findByText('We sent a code to seller@example.com.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Resend in (60|59) s/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The address already has an account: the same neutral answer for everyone, with the ways forward. */
export const AccountExists: Story = {
  decorators: [withVisitorApi({ register: () => fail(2008, 'error.accountExists') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A code typed from an earlier e-mail: no countdown running, so the picture stays still.
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail address/ }), 'seller@example.com');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'mango pie 42');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Verification code/ }), '482913');
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const message = await canvas.findByText(/We couldn't create an account with these details/);
    await expect(within(message).getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/en_US/forgetPwd.htm',
    );
  },
};
