import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fail, ok, withVisitorApi } from '../stories-support/visitor-fixtures';
import { withIntl } from '../stories-support/with-intl';
import { ContactChannels } from './contact-channels';
import { contactChannelsFixture } from './contact-fixtures';

const channels = () => ok({ list: contactChannelsFixture });

const meta = {
  title: 'Pages/Contact/Channels',
  component: ContactChannels,
  decorators: [withIntl],
  render: () => (
    <main className="max-w-lg p-6">
      <ContactChannels />
    </main>
  ),
} satisfies Meta<typeof ContactChannels>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The five channels from the API, each with its QR code and an external link. */
export const Default: Story = {
  decorators: [withVisitorApi({ customerServiceList: channels })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(5);
    // Each QR code comes from its own call, after the list.
    await waitFor(() => expect(canvas.getAllByRole('img').length).toBeGreaterThanOrEqual(5));
  },
};

/** The list could not be loaded: the visitor can try again. */
export const LoadFailed: Story = {
  decorators: [withVisitorApi({ customerServiceList: () => fail(-1, 'error.network') })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button')).toBeVisible();
  },
};
