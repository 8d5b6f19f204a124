import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withVisitorApi } from '../stories-support/visitor-fixtures';
import { storyText, withIntl } from '../stories-support/with-intl';
import { contactChannelsFixture } from './contact-fixtures';
import { ContactLauncher } from './contact-launcher';

const meta = {
  title: 'Pages/Contact/Launcher',
  component: ContactLauncher,
  decorators: [
    withIntl,
    withVisitorApi({
      customerServiceList: () =>
        Promise.resolve({ code: 0, msg: 'ok', data: { list: contactChannelsFixture } }),
    }),
  ],
  parameters: { layout: 'fullscreen', snapshot: { target: 'page' } },
  render: () => (
    <main className="min-h-[320px] p-6">
      <ContactLauncher />
    </main>
  ),
} satisfies Meta<typeof ContactLauncher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button in the bottom end corner. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const button = within(canvasElement).getByRole('button', { name: t('pages.common.actions.contactUs') });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A click loads and opens the dialog; Escape closes it and gives focus back to the button. */
// The dialog's code loads on the first click (contact-launcher.tsx): on a busy machine that takes longer
// than findByRole's one-second default, which is not what these stories test.
const LAZY_DIALOG = { timeout: 10_000 };

export const OpensAndCloses: Story = {
  parameters: { snapshot: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const button = within(canvasElement).getByRole('button', { name: t('pages.common.actions.contactUs') });
    await userEvent.click(button);
    await expect(
      await screen.findByRole('dialog', { name: t('pages.contact.dialog.title') }, LAZY_DIALOG),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

/** Marked as the dock: the frame keeps room for it (tokens.css, `--sw-dock-space`). */
export const IsTheDock: Story = {
  parameters: { snapshot: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const button = within(canvasElement).getByRole('button', { name: t('pages.common.actions.contactUs') });
    await expect(button).toHaveAttribute('data-sw-dock');
    await expect(button.closest('aside')).toHaveAccessibleName(t('pages.common.actions.contactUs'));
  },
};

/** In a phone header (the layout's `header` placement): an icon button among the header's own, no landmark. */
export const InHeader: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { snapshot: false },
  render: () => (
    <header className="flex h-14 items-center justify-between border-b border-border px-4">
      <span className="font-semibold">Sellwise</span>
      <ContactLauncher placement="header" />
    </header>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const button = within(canvasElement).getByRole('button', { name: t('pages.common.actions.contactUs') });
    await expect(button).toBeVisible();
    await expect(button).not.toHaveAttribute('data-sw-dock');
    await expect(canvasElement.querySelector('aside')).toBeNull();
    await userEvent.click(button);
    await expect(
      await screen.findByRole('dialog', { name: t('pages.contact.dialog.title') }, LAZY_DIALOG),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** On a phone the floating button is a round icon; its name stays for screen readers. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(
      within(canvasElement).getByRole('button', { name: t('pages.common.actions.contactUs') }),
    ).toBeVisible();
  },
};
