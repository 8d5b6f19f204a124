import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  PAGE_STORY_ARGS,
  storyLinks,
  storyPageProps,
  storyText,
  withIntl,
} from '../stories-support/with-intl';
import { AboutPage } from './about-page';

const meta = {
  title: 'Pages/About',
  component: AboutPage,
  decorators: [withIntl],
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  render: (_args, ctx) => <AboutPage {...storyPageProps(ctx)} />,
  args: PAGE_STORY_ARGS,
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('pages.about.hero.title'));
    await expect(canvas.getByRole('heading', { level: 2, name: t('pages.about.story.title') })).toBeVisible();
    const signUp = canvas.getAllByRole('link', { name: t('pages.about.cta.action') })[0];
    await expect(signUp).toHaveAttribute(
      'href',
      storyLinks({ globals })('register.htm', { source: 'about' }),
    );
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent(/back office/);
    const links = canvas.getAllByRole('link').map((a) => a.getAttribute('href'));
    await expect(links).toContain(storyLinks({ globals })('register.htm', { source: 'about' }));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: t('pages.about.cta.action') })[0]).toHaveAttribute(
      'href',
      // Phones get the /m address of the sign-up page.
      storyLinks({ globals })('register.htm', { source: 'about' }),
    );
  },
};
