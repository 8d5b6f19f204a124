import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withVisitorApi } from '../../stories-support/visitor-fixtures';
import { storyHref, storyLang, storyPageProps, storyText, withIntl } from '../../stories-support/with-intl';
import { type DashboardData, DashboardPage } from './dashboard-page';

const navigate = fn();
const DATA: DashboardData = { account: 'seller@example.com' };

const meta = {
  title: 'Pages/Auth/Dashboard',
  component: DashboardPage,
  decorators: [withIntl, withVisitorApi({ navigate })],
  parameters: { layout: 'fullscreen' },
  render: (_args, ctx) => (
    <main className="min-h-screen bg-surface">
      {/* The dashboard has no phone twin: desktop addresses on every device. */}
      <DashboardPage
        {...storyPageProps(ctx, { data: DATA })}
        device="desktop"
        href={storyHref(storyLang(ctx.globals))}
      />
    </main>
  ),
  args: { data: DATA, lang: 'en_US', device: 'desktop', params: {}, href: storyHref('en_US') },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the account, next steps and log out (→ log-in page). */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('pages.account.title'));
    await expect(canvas.getByText(t('pages.account.signedInAs', { account: DATA.account }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('pages.account.next.training.label') })).toHaveAttribute(
      'href',
      `/${storyLang(globals)}/handlerTrain.htm`,
    );
  },
};

export const LogOut: Story = {
  // The picture would catch the button mid-progress (a spinner frame), which differs run to run.
  parameters: { snapshot: false },
  play: async ({ canvasElement, globals }) => {
    navigate.mockClear();
    const name = storyText({ globals })('pages.account.logout');
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/${storyLang(globals)}/login.htm`));
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('เข้าสู่ระบบในชื่อ seller@example.com')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
