import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_GLOBALS, sampleFooter, sampleNav, storyLang } from '../../../stories-support/layouts-samples';
import meta from './layout.stories';

export default { ...meta, title: 'Layouts/Layout/Features' };
type Story = StoryObj<typeof meta>;

/** `custom`: the page brings its own chrome; here none, so only the skip link and <main>. */
export const Custom: Story = { args: { kind: 'custom' } };

/** `auth`: the log-in card beside the brand panel; its compact footer names the legal links as the full one. */
export const Login: Story = {
  args: { kind: 'auth' },
  play: async ({ canvasElement, globals }) => {
    const { labels } = sampleFooter(storyLang({ globals }));
    await expect(within(canvasElement).getByRole('navigation', { name: labels!.legal })).toBeInTheDocument();
  },
};

export const Help: Story = { args: { content: 'help' } };

/** Phone chrome with the compact footer. */
export const PhoneLayout: Story = {
  args: { device: 'mobile', footerVariant: 'compact' },
  globals: PHONE_GLOBALS,
};

export const NoFooter: Story = {
  args: { footerVariant: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('contentinfo')).not.toBeInTheDocument();
  },
};

export const Empty: Story = { args: { kind: 'empty' } };

/** `article` content: a readable column for legal and static pages. */
export const StaticPage: Story = { args: { content: 'article' } };

export const Blog: Story = { args: { content: 'blog' } };

export const Landing: Story = { args: { kind: 'landing', accent: 'blue' } };

export const MobileDefault: Story = { args: { device: 'mobile' }, globals: PHONE_GLOBALS };

/** Phone keyboard path: the drawer opens from the menu button and gives focus back when closed. */
export const MobileDrawer: Story = {
  args: { device: 'mobile' },
  globals: PHONE_GLOBALS,
  parameters: { snapshot: { target: 'page' } },
  play: async ({ canvasElement, globals }) => {
    const { labels, auth } = sampleNav(storyLang({ globals }), { mobile: true });
    const button = within(canvasElement).getByRole('button', { name: labels!.openMenu });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: labels!.menu,
    });
    await expect(within(drawer).getByRole('link', { name: auth.logIn.label })).toBeInTheDocument();
  },
};

export const MobileLogin: Story = { args: { kind: 'auth', device: 'mobile' }, globals: PHONE_GLOBALS };

/** The phone auth card with a promo banner above it (the Thai sign-up offer). */
export const MobileThaiLogin: Story = {
  args: { kind: 'auth', device: 'mobile', promo: true },
  globals: { locale: 'th', ...PHONE_GLOBALS },
};

export const MobileNoFooter: Story = {
  args: { device: 'mobile', footerVariant: 'none' },
  globals: PHONE_GLOBALS,
};

export const MobileEmpty: Story = { args: { kind: 'empty', device: 'mobile' }, globals: PHONE_GLOBALS };

export const MobileStaticPage: Story = {
  args: { device: 'mobile', content: 'article' },
  globals: PHONE_GLOBALS,
};

export const MobileLanding: Story = {
  args: { kind: 'landing', device: 'mobile', accent: 'black' },
  globals: PHONE_GLOBALS,
};

export const ThaiDefault: Story = { globals: { locale: 'th' } };

export const ThaiMobileDefault: Story = {
  globals: { locale: 'th', ...PHONE_GLOBALS },
  args: { device: 'mobile' },
};

export const ThaiHelp: Story = { args: { content: 'help' }, globals: { locale: 'th' } };

export const ChineseDefault: Story = { globals: { locale: 'zh_CN' } };

export const ChineseBlog: Story = { args: { content: 'blog' }, globals: { locale: 'zh_CN' } };

export const VietnameseLanding: Story = {
  args: { kind: 'landing', accent: 'red' },
  globals: { locale: 'vi' },
};

export const IndonesianLogin: Story = { args: { kind: 'auth' }, globals: { locale: 'in' } };

export const MalayStaticPage: Story = { args: { content: 'article' }, globals: { locale: 'ms_MY' } };

/**
 * Nothing chosen: the default frame. (The export keeps its old name, which names its visual baseline;
 * a product maps its own unknown layout names to these defaults.)
 */
export const UnknownFallsBackToDefault: Story = {
  name: 'No choice gives the default',
  args: { kind: undefined, device: undefined, content: undefined, footerVariant: undefined },
};
