import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fail, ok, withVisitorApi } from '../stories-support/visitor-fixtures';
import { contains, storyText, withIntl } from '../stories-support/with-intl';
import { ContactDialog } from './contact-dialog';
import { contactChannelsFixture } from './contact-fixtures';

const feedback = fn(() => ok({ id: 5 }));
const channels = () => ok({ list: contactChannelsFixture });

const meta = {
  title: 'Pages/Contact/Dialog',
  component: ContactDialog,
  decorators: [withIntl, withVisitorApi({ customerServiceList: channels, feedback })],
  // The dialog is portalled to the body: the picture is of the page.
  parameters: {
    layout: 'fullscreen',
    snapshot: { target: 'page', e2e: 'contact-dialog' },
  },
  args: {
    open: true,
    onOpenChange: fn(),
    pageUrl: () => 'https://www.sellwise.com/en_US/index.htm',
  },
} satisfies Meta<typeof ContactDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');

/** The chat channels, each with its QR code, hours, handle and an external link. */
export const Channels: Story = {
  play: async ({ globals }) => {
    const t = storyText({ globals });
    const box = within(await dialog());
    await expect(box.getByRole('heading', { name: t('pages.contact.dialog.title') })).toBeVisible();
    await expect(await box.findAllByRole('listitem')).toHaveLength(5);
    await expect(
      await box.findByRole('img', { name: t('pages.contact.channels.qrAlt', { channel: 'LINE' }) }),
    ).toBeVisible();
    await expect(
      box.getByRole('link', { name: t('pages.contact.channels.open', { channel: 'WhatsApp' }) }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Feedback: Story = {
  args: { defaultTab: 'feedback' },
  play: async ({ globals }) => {
    const t = storyText({ globals });
    const box = within(await dialog());
    await expect(box.getByRole('tab', { name: t('pages.contact.tabs.feedback') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      box.getByRole('radio', { name: t('pages.contact.feedback.type.options.suggestion') }),
    ).toBeChecked();
  },
};

/** Sent: the thanks replaces the form; the page address went with the text. */
export const FeedbackSent: Story = {
  args: { defaultTab: 'feedback' },
  play: async ({ globals }) => {
    const t = storyText({ globals });
    feedback.mockClear();
    const box = within(await dialog());
    await userEvent.click(box.getByRole('radio', { name: t('pages.contact.feedback.type.options.problem') }));
    await userEvent.type(
      box.getByRole('textbox', { name: contains(t('pages.contact.feedback.content.label')) }),
      'Printing labels for Lazada fails.',
    );
    await userEvent.click(box.getByRole('button', { name: t('pages.contact.feedback.submit') }));
    await expect(
      await box.findByRole('heading', { name: t('pages.contact.feedback.sent.title') }),
    ).toBeVisible();
    await waitFor(() =>
      expect(feedback).toHaveBeenCalledWith({
        type: 'problem',
        content: 'Printing labels for Lazada fails.',
        pageUrl: 'https://www.sellwise.com/en_US/index.htm',
      }),
    );
  },
};

export const FeedbackRateLimited: Story = {
  args: { defaultTab: 'feedback' },
  decorators: [withVisitorApi({ feedback: () => fail(1008, 'error.rateLimited', { retryAfter: 30 }) })],
  play: async ({ globals }) => {
    const t = storyText({ globals });
    const box = within(await dialog());
    await userEvent.type(
      box.getByRole('textbox', { name: contains(t('pages.contact.feedback.content.label')) }),
      'The help search finds nothing.',
    );
    await userEvent.click(box.getByRole('button', { name: t('pages.contact.feedback.submit') }));
    await expect(await box.findByRole('alert')).toHaveTextContent(t('error.rateLimited', { seconds: 30 }));
  },
};

/** On a phone the dialog is a bottom sheet. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const box = await dialog();
    await expect(box).toHaveAttribute('data-side', 'responsive');
    await expect(await within(box).findAllByRole('listitem')).toHaveLength(5);
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole('heading', { name: 'ติดต่อ Sellwise' })).toBeVisible();
    await expect(await box.findAllByRole('listitem')).toHaveLength(5);
  },
};
