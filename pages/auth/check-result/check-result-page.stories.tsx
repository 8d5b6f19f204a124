import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, within } from 'storybook/test';
import { storyHref, storyLinks, storyPageProps, storyText, withIntl } from '../../stories-support/with-intl';
import { type CheckResult, CheckResultPage } from './check-result-page';

// The login layout's card, so the story looks as the page does.
const card = (children: React.ReactNode) => (
  <main className="flex min-h-screen justify-center bg-surface px-6 py-8 phone:px-0 phone:py-0">
    <div className="flex w-full max-w-md flex-col gap-5 rounded-xl bg-background p-8 shadow-lg phone:p-5 phone:shadow-sm">
      {children}
    </div>
  </main>
);

const meta = {
  title: 'Pages/Auth/CheckResult',
  component: CheckResultPage,
  decorators: [withIntl],
  parameters: {
    snapshot: { e2e: 'login-result' },
    layout: 'fullscreen',
  },
  render: (args, ctx) => card(<CheckResultPage {...storyPageProps(ctx, { data: args.data })} />),
  args: {
    data: { result: 'reset' as CheckResult },
    lang: 'en_US',
    device: 'desktop',
    params: {},
    href: storyHref('en_US'),
  },
} satisfies Meta<typeof CheckResultPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `?result=reset`: after a password change. */
export const Reset: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('pages.login.result.reset.title'),
    );
    await expect(canvas.getByRole('link', { name: t('pages.login.result.reset.action') })).toHaveAttribute(
      'href',
      storyLinks({ globals })('login.htm'),
    );
  },
};

export const ResetThai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว',
    );
  },
};

export const ResetPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: storyText({ globals })('pages.login.result.reset.action'),
      }),
    ).toHaveAttribute('href', storyLinks({ globals })('login.htm'));
  },
};

/** `?result=register`: the account exists, on to the dashboard. */
export const Register: Story = {
  args: { data: { result: 'register' } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: storyText({ globals })('pages.login.result.register.action'),
      }),
    ).toHaveAttribute('href', '/web/dashboard.htm');
  },
};

/** No or an unknown result: a neutral page. */
export const Unknown: Story = {
  args: { data: { result: 'unknown' } },
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('暂无可显示的内容');
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute(
      'href',
      storyLinks({ globals })('index.htm'),
    );
  },
};
