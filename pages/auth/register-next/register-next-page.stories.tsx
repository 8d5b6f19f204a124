import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fail, withVisitorApi } from '../../stories-support/visitor-fixtures';
import {
  messagesFor,
  PAGE_STORY_ARGS,
  startsWith,
  storyLang,
  storyLinks,
  storyPageProps,
  storyTagText,
  storyText,
  withIntl,
} from '../../stories-support/with-intl';
import { RegisterNextPage } from './register-next-page';

const meta = {
  title: 'Pages/Register Next',
  component: RegisterNextPage,
  decorators: [withIntl, withVisitorApi()],
  parameters: {
    snapshot: { e2e: 'register-next' },
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
  render: (_args, ctx) => (
    <div className="mx-auto flex max-w-md flex-col gap-5 p-6">
      <RegisterNextPage {...storyPageProps(ctx)} />
    </div>
  ),
  args: PAGE_STORY_ARGS,
} satisfies Meta<typeof RegisterNextPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkPage: Story['play'] = async ({ canvasElement, globals }) => {
  const t = messagesFor(storyLang(globals));
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
    t['pages.register.next.title'] ?? '',
  );
  await expect(canvas.getByRole('link', { name: t['pages.register.next.skip'] })).toHaveAttribute(
    'href',
    expect.stringMatching(/\/web\/dashboard\.htm$/),
  );
};

export const Default: Story = { play: checkPage };

export const Thai: Story = { globals: { locale: 'th' }, play: checkPage };

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: checkPage,
};

/** Saved without answers: each question says what it needs. */
export const Unanswered: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await userEvent.click(canvas.getByRole('button', { name: t('pages.register.next.submit') }));
    await expect(await canvas.findByText(t('pages.register.next.errors.marketplaces'))).toBeVisible();
    await expect(canvas.getByText(t('pages.register.next.errors.monthlyOrders'))).toBeVisible();
  },
};

/** The session ended before saving: a way back in that returns here. */
export const NotLoggedIn: Story = {
  decorators: [withVisitorApi({ saveProfile: () => fail(2011, 'error.notLoggedIn') })],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    const link = storyLinks({ globals });
    await userEvent.type(
      canvas.getByRole('textbox', { name: startsWith(t('pages.register.next.storeName.label')) }),
      'Mali Beauty',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lazada' }));
    await userEvent.click(
      canvas.getByRole('radio', { name: t('pages.register.next.monthlyOrders.options.under100') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('pages.register.next.submit') }));
    const login = storyTagText({ globals }, 'pages.register.next.notLoggedIn', 'login');
    await expect(await canvas.findByRole('link', { name: login })).toHaveAttribute(
      'href',
      link('login.htm', { redirect: link('registerNext.htm') }),
    );
  },
};
