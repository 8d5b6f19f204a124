import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withVisitorApi } from '../stories-support/visitor-fixtures';
import { withIntl } from '../stories-support/with-intl';
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
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Contact us' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A click loads and opens the dialog; Escape closes it and gives focus back to the button. */
export const OpensAndCloses: Story = {
  parameters: { snapshot: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Contact us' });
    await userEvent.click(button);
    await expect(await screen.findByRole('dialog', { name: 'Contact Sellwise' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

/** On a phone the button is a round icon; its name stays for screen readers. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Contact us' })).toBeVisible();
  },
};
