import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withVisitorApi } from '../../stories-support/visitor-fixtures';
import { startsWith, storyHref, storyLang, storyText, withIntl } from '../../stories-support/with-intl';
import { LoginForm } from './login-form';

const meta = {
  title: 'Pages/Auth/LoginForm',
  component: LoginForm,
  decorators: [withIntl, withVisitorApi()],
  render: (_args, ctx) => (
    <main className="w-full max-w-md">
      <LoginForm href={storyHref(storyLang(ctx.globals))} />
    </main>
  ),
  args: { href: storyHref('en_US') },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sent empty: each field says what it needs and focus goes to the first. */
export const Required: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await userEvent.click(canvas.getByRole('button', { name: t('pages.login.submit') }));
    const email = t('pages.visitor.fields.email.label');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: startsWith(email) })).toHaveFocus());
    await expect(canvas.getAllByText(t('validation.required'))).toHaveLength(2);
  },
};

/** A Vietnamese visitor: the same rules in their language. */
export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Địa chỉ email/ }), 'seller@');
    await userEvent.click(canvas.getByRole('button', { name: 'Đăng nhập' }));
    await expect(await canvas.findByText('Nhập địa chỉ email, ví dụ ten@example.com.')).toBeVisible();
  },
};
