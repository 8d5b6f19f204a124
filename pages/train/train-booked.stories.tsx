import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, within } from 'storybook/test';
import { storyHref, storyText, withIntl } from '../stories-support/with-intl';
import { TrainBooked } from './train-booked';
import { TrainingClock } from './train-form';

// A fixed "now" and booking (Bangkok time), so the text and the picture never drift.
const NOW = Date.parse('2030-03-04T02:30:00Z');
const withClock: Decorator = (Story) =>
  createElement(TrainingClock, { value: () => NOW }, createElement(Story));

const meta = {
  title: 'Pages/Train/Booked',
  component: TrainBooked,
  decorators: [withIntl, withClock],
  render: (args) => (
    <main className="max-w-xl p-6">
      <TrainBooked {...args} />
    </main>
  ),
  args: {
    booking: {
      id: 1024,
      date: '2030-03-10',
      timeSlot: '10:30',
      start: new Date('2030-03-10T03:30:00Z'),
      zone: 'Asia/Bangkok',
    },
    href: storyHref('en_US'),
  },
} satisfies Meta<typeof TrainBooked>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The confirmation: its heading, the time in the visitor's zone, a calendar file. (Focus moving to the
 * heading is checked in the page's Booked story, where the form is replaced as on the site.) */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByText(/10:30/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: storyText({ globals })('pages.train.booked.addToCalendar') }),
    ).toHaveAttribute('href', expect.stringMatching(/^data:text\/calendar/));
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { href: storyHref('th') },
};
