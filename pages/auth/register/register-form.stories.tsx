import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fail, withVisitorApi } from '../../stories-support/visitor-fixtures';
import {
  contains,
  startsWith,
  storyLinks,
  storyPageProps,
  storyTagText,
  storyText,
  withIntl,
} from '../../stories-support/with-intl';
import { RegisterForm } from './register-form';

// The sign-up form's states, driven by fixture answers of the visitor API.
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
type T = ReturnType<typeof storyText>;

const captchaBox = (canvas: Canvas, t: T) =>
  canvas.getByRole('textbox', { name: startsWith(t('pages.visitor.fields.captcha.label')) });

async function typeAccount(canvas: Canvas, t: T) {
  await userEvent.type(
    canvas.getByRole('textbox', { name: startsWith(t('pages.visitor.fields.email.label')) }),
    'seller@example.com',
  );
  await userEvent.type(
    canvas.getByLabelText(startsWith(t('pages.visitor.fields.password.newLabel'))),
    'mango pie 42',
  );
}

async function requestCode(canvas: Canvas, canvasElement: HTMLElement, t: T) {
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-slot="captcha-image"]')).toHaveAttribute('src'),
  );
  await typeAccount(canvas, t);
  await userEvent.type(captchaBox(canvas, t), '7KQ4');
  await userEvent.click(canvas.getByRole('button', { name: t('pages.visitor.fields.code.send') }));
}

// The countdown's first seconds, as the resend button reads.
const resendIn = (t: T, seconds: number[]) => (name: string) =>
  seconds.some((s) => name.startsWith(t('pages.visitor.fields.code.resendIn', { seconds: s })));

/** The picture answer was wrong: the error sits on the captcha field, with a new picture to type. */
export const CaptchaWrong: Story = {
  decorators: [withVisitorApi({ sendCode: () => fail(2001, 'error.captchaInvalid') })],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await requestCode(canvas, canvasElement, t);
    await expect(await canvas.findByText(contains(t('error.captchaInvalid')))).toBeVisible();
    await waitFor(() => expect(captchaBox(canvas, t)).toHaveFocus());
  },
};

/** Codes asked too often: the wait in seconds, and the button counts it down. */
export const RateLimited: Story = {
  // The countdown ticks while the image would be taken.
  parameters: { snapshot: false },
  decorators: [withVisitorApi({ sendCode: () => fail(2006, 'error.sendTooSoon', { retryAfter: 42 }) })],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await requestCode(canvas, canvasElement, t);
    await expect(await canvas.findByText(contains(t('error.sendTooSoon', { seconds: 42 })))).toBeVisible();
    await expect(canvas.getByRole('button', { name: resendIn(t, [42, 41, 40]) })).toHaveAttribute(
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
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await requestCode(canvas, canvasElement, t);
    await expect(
      await canvas.findByText(t('pages.visitor.fields.code.sent', { account: 'seller@example.com' })),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: resendIn(t, [60, 59]) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The address already has an account: the same neutral answer for everyone, with the ways forward. */
export const AccountExists: Story = {
  decorators: [withVisitorApi({ register: () => fail(2008, 'error.accountExists') })],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    // A code typed from an earlier e-mail: no countdown running, so the picture stays still.
    await typeAccount(canvas, t);
    await userEvent.type(
      canvas.getByRole('textbox', { name: startsWith(t('pages.visitor.fields.code.label')) }),
      '482913',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: startsWith(t('pages.register.form.agree')) }));
    await userEvent.click(canvas.getByRole('button', { name: t('pages.register.form.submit') }));
    const id = 'pages.register.form.accountExists';
    // The sentence's own text, up to its first link.
    const [lead = ''] = t(id).split(storyTagText({ globals }, id, 'login'));
    const message = await canvas.findByText(startsWith(lead.trim()));
    const reset = storyTagText({ globals }, id, 'reset');
    await expect(within(message).getByRole('link', { name: reset })).toHaveAttribute(
      'href',
      storyLinks({ globals })('forgetPwd.htm'),
    );
  },
};
