import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withVisitorApi } from '../stories-support/visitor-fixtures';
import { messagesFor, PAGE_STORY_ARGS, storyPageProps, withIntl } from '../stories-support/with-intl';
import { SIGN_UP_ANCHOR, ThRegisterPage } from './th-register-page';

const meta = {
  title: 'Pages/Landing/thRegister',
  component: ThRegisterPage,
  decorators: [withIntl, withVisitorApi()],
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  render: (_args, ctx) => <ThRegisterPage {...storyPageProps(ctx)} />,
  args: PAGE_STORY_ARGS,
} satisfies Meta<typeof ThRegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A mobile-only page: the Thai landing copy with the sign-up form, mobile number first. */
export const Phone: Story = {
  globals: { locale: 'th', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const th = messagesFor('th');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      th['pages.landing.thRegister.hero.title'] ?? '',
    );
    await expect(canvas.getByRole('radio', { name: 'เบอร์มือถือ' })).toBeChecked();
    // The page opens on the phone channel, whose field loads on its own.
    await expect(await canvas.findByRole('textbox', { name: /^เบอร์มือถือ/ })).toBeVisible();
    const [signUp] = canvas.getAllByRole('link', { name: th['pages.landing.thRegister.hero.primaryAction'] });
    await expect(signUp).toHaveAttribute('href', `#${SIGN_UP_ANCHOR}`);
  },
};
