import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_GLOBALS } from '../../../stories-support/layouts-samples';
import meta from './layout.stories';

export default { ...meta, title: 'Layouts/Layout/Features' };
type Story = StoryObj<typeof meta>;

/** `custom`: the page brings its own chrome; here none, so only the skip link and <main>. */
export const Custom: Story = { args: { name: 'custom' } };

export const Login: Story = { args: { name: 'login' } };

export const Help: Story = { args: { name: 'help' } };

/** `phone`: phone chrome with a compact footer. */
export const PhoneLayout: Story = { args: { name: 'phone' }, globals: PHONE_GLOBALS };

export const NoFooter: Story = {
  args: { name: 'nofooter' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('contentinfo')).not.toBeInTheDocument();
  },
};

export const Empty: Story = { args: { name: 'empty' } };

export const StaticPage: Story = { args: { name: 'staticpage' } };

export const Blog: Story = { args: { name: 'blog' } };

export const Landing: Story = { args: { name: 'brandadspage' } };

export const MobileDefault: Story = { args: { name: 'm-default' }, globals: PHONE_GLOBALS };

/** m-default keyboard path: the drawer opens from the menu button and gives focus back when closed. */
export const MobileDrawer: Story = {
  args: { name: 'm-default' },
  globals: PHONE_GLOBALS,
  parameters: { snapshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  },
};

export const MobileLogin: Story = { args: { name: 'm-login' }, globals: PHONE_GLOBALS };

export const MobileThaiLogin: Story = {
  args: { name: 'm-thlogin' },
  globals: { locale: 'th', ...PHONE_GLOBALS },
};

export const MobileNoFooter: Story = { args: { name: 'm-nofooter' }, globals: PHONE_GLOBALS };

export const MobileEmpty: Story = { args: { name: 'm-empty' }, globals: PHONE_GLOBALS };

export const MobileStaticPage: Story = { args: { name: 'm-staticpage' }, globals: PHONE_GLOBALS };

export const MobileLanding: Story = { args: { name: 'm-tiktoksellercentredspage' }, globals: PHONE_GLOBALS };

export const ThaiDefault: Story = { globals: { locale: 'th' } };

export const ThaiMobileDefault: Story = {
  globals: { locale: 'th', ...PHONE_GLOBALS },
  args: { name: 'm-default' },
};

export const ThaiHelp: Story = { args: { name: 'help' }, globals: { locale: 'th' } };

export const ChineseDefault: Story = { globals: { locale: 'zh_CN' } };

export const ChineseBlog: Story = { args: { name: 'blog' }, globals: { locale: 'zh_CN' } };

export const VietnameseLanding: Story = { args: { name: 'shopeeselleradspage' }, globals: { locale: 'vi' } };

export const IndonesianLogin: Story = { args: { name: 'login' }, globals: { locale: 'in' } };

export const MalayStaticPage: Story = { args: { name: 'staticpage' }, globals: { locale: 'ms_MY' } };

/** An unknown name renders `default`, the spec's fallback. */
export const UnknownFallsBackToDefault: Story = { args: { name: 'no-such-layout' } };
