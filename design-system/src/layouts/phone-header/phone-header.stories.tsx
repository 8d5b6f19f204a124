import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  layoutStoryParameters,
  PHONE_GLOBALS,
  sampleNav,
  storyLang,
} from '../../../stories-support/layouts-samples';
import { Header } from '../header/header';
import { PhoneHeader } from './phone-header';
import { guidance } from './phone-header.guidance';

type Args = { loggedIn: boolean; defaultOpen: boolean };

const meta = {
  title: 'Layouts/PhoneHeader',
  parameters: { ...layoutStoryParameters, snapshot: { target: 'page' }, guidance },
  globals: PHONE_GLOBALS,
  args: { loggedIn: false, defaultOpen: false },
  render: ({ loggedIn, defaultOpen }, ctx) => (
    <PhoneHeader {...sampleNav(storyLang(ctx), { loggedIn, mobile: true })} defaultOpen={defaultOpen} />
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter on the menu button opens the drawer; Escape closes it and focus returns to the button. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const page = within(canvasElement.ownerDocument.body);
    const { labels } = sampleNav(storyLang({ globals }), { mobile: true });
    const button = within(canvasElement).getByRole('button', { name: labels!.openMenu });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await page.findByRole('dialog', { name: labels!.menu });
    await expect(within(drawer).getByRole('link', { name: 'ไทย' })).toHaveAttribute('lang', 'th');
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};

export const Playground: Story = {};

// Guidance examples for the docs page; their text follows the language toolbar.

export const DoPhoneHeaderOnPhones: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
};

export const DontDesktopHeaderOnPhones: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => <Header {...sampleNav(storyLang(ctx))} />,
};
