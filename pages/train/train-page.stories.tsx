import type { TrainingRequest } from '@sellwise/api/contract';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fail, ok, withVisitorApi } from '../stories-support/visitor-fixtures';
import { PAGE_STORY_ARGS, storyPageProps, withIntl } from '../stories-support/with-intl';
import { TrainingClock } from './train-form';
import { TrainPage } from './train-page';

// A fixed "now" (2030-03-04, 09:30 in Bangkok) so the booking window and pictures never drift.
const NOW = Date.parse('2030-03-04T02:30:00Z');
const withClock: Decorator = (Story) =>
  createElement(TrainingClock, { value: () => NOW }, createElement(Story));

const bookTraining = fn((input: TrainingRequest) =>
  ok({ id: 1024, date: input.date, timeSlot: input.timeSlot }),
);

const meta = {
  title: 'Pages/Train',
  component: TrainPage,
  decorators: [withIntl, withClock, withVisitorApi({ bookTraining })],
  parameters: {
    snapshot: { e2e: 'train' },
    layout: 'fullscreen',
  },
  render: (_args, ctx) => (
    <main>
      <TrainPage {...storyPageProps(ctx)} />
    </main>
  ),
  args: PAGE_STORY_ARGS,
} satisfies Meta<typeof TrainPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fills a valid booking (English copy): 10 March, the second slot, Lazada. */
async function fillBooking(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('option', { name: 'Thailand' })).toBeInTheDocument());
  await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), 'Somchai Jaidee');
  await userEvent.type(canvas.getByRole('textbox', { name: /E-mail address/ }), 'somchai@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: /Mobile number/ }), '812345678');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Date/ }), '2030-03-10');
  await userEvent.tab();
  const slots = within(canvas.getByRole('radiogroup', { name: /^Time/ })).getAllByRole('radio');
  await userEvent.click(slots[1]!);
  await userEvent.click(canvas.getByRole('radio', { name: 'Lazada' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Book my training' }));
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Book a free training with a Sellwise expert',
    );
    await expect(canvas.getByRole('heading', { name: 'What we cover' })).toBeVisible();
    // The API's default country has replaced the page language's market.
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: /Country or region of your shops/ })).toHaveValue('TH'),
    );
    await expect(canvas.getByRole('combobox', { name: /Training language/ })).toHaveValue('en_US');
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'จองอบรมฟรีกับผู้เชี่ยวชาญของ Sellwise',
    );
    await expect(canvas.getByRole('combobox', { name: /ภาษาที่ใช้อบรม/ })).toHaveValue('th');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('预约 Sellwise 专家的免费培训');
    await expect(canvas.getByRole('button', { name: '预约培训' })).toBeVisible();
  },
};

/** Phone: what the training covers comes first, then the form at full width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const covers = canvas.getByRole('heading', { name: 'What we cover' });
    const form = canvas.getByRole('heading', { name: 'Choose your session' });
    await expect(covers.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** Booked: the confirmation replaces the form and takes focus. */
export const Booked: Story = {
  play: async ({ canvasElement }) => {
    bookTraining.mockClear();
    const canvas = await fillBooking(canvasElement);
    const heading = await canvas.findByRole('heading', { name: 'Your training is booked' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(bookTraining).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Booking number 1024')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'download',
      'sellwise-training.ics',
    );
  },
};

/** Rate limited: the message says how long to wait, and everything typed stays. */
export const RateLimited: Story = {
  decorators: [withVisitorApi({ bookTraining: () => fail(1008, 'error.rateLimited', { retryAfter: 42 }) })],
  play: async ({ canvasElement }) => {
    const canvas = await fillBooking(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Try again in 42 seconds.');
    await expect(canvas.getByRole('textbox', { name: /Your name/ })).toHaveValue('Somchai Jaidee');
  },
};

/** Submitted empty: every required field says what it needs, focus on the first. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book my training' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Your name/ })).toHaveFocus());
    await expect(canvas.getAllByText('This field is required.')).toHaveLength(6);
  },
};
