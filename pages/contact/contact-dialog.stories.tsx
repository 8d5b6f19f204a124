import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fail, ok, withVisitorApi } from '../stories-support/visitor-fixtures';
import { withIntl } from '../stories-support/with-intl';
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
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole('heading', { name: 'Contact Sellwise' })).toBeVisible();
    await expect(await box.findAllByRole('listitem')).toHaveLength(5);
    await expect(
      await box.findByRole('img', { name: 'QR code to chat with Sellwise on LINE' }),
    ).toBeVisible();
    await expect(box.getByRole('link', { name: 'Open WhatsApp' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

export const Feedback: Story = {
  args: { defaultTab: 'feedback' },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole('tab', { name: 'Send feedback' })).toHaveAttribute('aria-selected', 'true');
    await expect(box.getByRole('radio', { name: 'An idea or suggestion' })).toBeChecked();
  },
};

/** Sent: the thanks replaces the form; the page address went with the text. */
export const FeedbackSent: Story = {
  args: { defaultTab: 'feedback' },
  play: async () => {
    feedback.mockClear();
    const box = within(await dialog());
    await userEvent.click(box.getByRole('radio', { name: 'Something is not working' }));
    await userEvent.type(
      box.getByRole('textbox', { name: /Your feedback/ }),
      'Printing labels for Lazada fails.',
    );
    await userEvent.click(box.getByRole('button', { name: 'Send feedback' }));
    await expect(
      await box.findByRole('heading', { name: 'Thank you, your feedback has been sent' }),
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
  play: async () => {
    const box = within(await dialog());
    await userEvent.type(
      box.getByRole('textbox', { name: /Your feedback/ }),
      'The help search finds nothing.',
    );
    await userEvent.click(box.getByRole('button', { name: 'Send feedback' }));
    await expect(await box.findByRole('alert')).toHaveTextContent('Try again in 30 seconds.');
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
