import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CONTACT_EMAIL } from '../about/about-config';
import { PAGE_STORY_ARGS, storyPageProps, withIntl } from '../stories-support/with-intl';
import { PartnersConfigPage } from './partners-config-page';

const meta = {
  title: 'Pages/Partners/Config',
  component: PartnersConfigPage,
  decorators: [withIntl],
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  render: (_args, ctx) => <PartnersConfigPage {...storyPageProps(ctx)} />,
  args: PAGE_STORY_ARGS,
} satisfies Meta<typeof PartnersConfigPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Become a partner');
    const company = canvas.getByRole('textbox', { name: 'Company name' });
    await expect(company).toHaveAttribute('readonly');
    await expect(canvas.getAllByRole('textbox')).toHaveLength(10);
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', CONTACT_EMAIL);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent(/Become a partner/);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(10);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toBeVisible();
  },
};
