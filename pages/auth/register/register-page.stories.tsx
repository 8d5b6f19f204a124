import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withVisitorApi } from '../../stories-support/visitor-fixtures';
import {
  messagesFor,
  PAGE_STORY_ARGS,
  storyLang,
  storyPageProps,
  withIntl,
} from '../../stories-support/with-intl';
import { RegisterPage } from './register-page';

const meta = {
  title: 'Pages/Register',
  component: RegisterPage,
  decorators: [withIntl, withVisitorApi()],
  parameters: {
    snapshot: { e2e: 'register' },
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
  render: (_args, ctx) => (
    <div className="mx-auto flex max-w-md flex-col gap-5 p-6">
      <RegisterPage {...storyPageProps(ctx)} />
    </div>
  ),
  args: PAGE_STORY_ARGS,
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The h1, the log-in link and the picture loaded, in the toolbar language. */
const checkPage: Story['play'] = async ({ canvasElement, globals }) => {
  const lang = storyLang(globals);
  const t = messagesFor(lang);
  const canvas = within(canvasElement);
  const mobile = (globals.viewport as { value?: string } | undefined)?.value === 'phone';
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
    t['pages.register.page.title'] ?? '',
  );
  const links = canvas.getAllByRole('link').map((a) => a.getAttribute('href'));
  await expect(links).toContain(`${mobile ? '/m' : ''}/${lang}/login.htm`);
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-slot="captcha-image"]')).toHaveAttribute('src'),
  );
};

export const Default: Story = { play: checkPage };

export const Thai: Story = { globals: { locale: 'th' }, play: checkPage };

export const Chinese: Story = { globals: { locale: 'zh_CN' }, play: checkPage };

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: checkPage,
};
