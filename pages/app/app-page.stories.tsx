import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  PAGE_STORY_ARGS,
  storyLinks,
  storyPageProps,
  storyText,
  withIntl,
} from '../stories-support/with-intl';
import { STORE_LINKS } from './app-config';
import { AppPage } from './app-page';

const meta = {
  title: 'Pages/App/Download',
  component: AppPage,
  decorators: [withIntl],
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  render: (_args, ctx) => <AppPage {...storyPageProps(ctx)} />,
  args: PAGE_STORY_ARGS,
} satisfies Meta<typeof AppPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('pages.app.hero.title'));
    await expect(canvas.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      STORE_LINKS.appStore,
    );
    await expect(canvas.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      STORE_LINKS.googlePlay,
    );
    await expect(canvas.getByRole('link', { name: t('pages.app.cta.action') })).toHaveAttribute(
      'href',
      storyLinks({ globals })('register.htm', { source: 'app' }),
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent(/pocket/);
    const links = canvas.getAllByRole('link').map((a) => a.getAttribute('href'));
    await expect(links).toContain(storyLinks({ globals })('register.htm', { source: 'app' }));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('pages.app.cta.action') })).toHaveAttribute(
      'href',
      // Phones get the /m address of the sign-up page.
      storyLinks({ globals })('register.htm', { source: 'app' }),
    );
  },
};
