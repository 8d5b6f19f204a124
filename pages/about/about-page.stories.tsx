import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PAGE_STORY_ARGS, storyPageProps, withIntl } from '../stories-support/with-intl';
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'We build the back office that online sellers deserve',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible();
    const signUp = canvas.getAllByRole('link', { name: 'Start free trial' })[0];
    await expect(signUp).toHaveAttribute('href', '/en_US/register.htm?source=about');
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent(/back office/);
    const links = canvas.getAllByRole('link').map((a) => a.getAttribute('href'));
    await expect(links).toContain('/th/register.htm?source=about');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Start free trial' })[0]).toHaveAttribute(
      'href',
      // Phones get the /m address of the sign-up page.
      '/m/en_US/register.htm?source=about',
    );
  },
};
