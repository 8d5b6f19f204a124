import type { TrainingRequest } from '@sellwise/api/contract';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fail, ok, withVisitorApi } from '../stories-support/visitor-fixtures';
import {
  contains,
  PAGE_STORY_ARGS,
  startsWith,
  storyLang,
  storyPageProps,
  storyText,
  withIntl,
} from '../stories-support/with-intl';
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

type T = ReturnType<typeof storyText>;
const F = 'pages.train.form';

/** Fills a valid booking: 10 March, the second slot, Lazada. */
async function fillBooking(canvasElement: HTMLElement, t: T) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('option', { name: 'Thailand' })).toBeInTheDocument());
  await userEvent.type(
    canvas.getByRole('textbox', { name: contains(t(`${F}.name.label`)) }),
    'Somchai Jaidee',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: contains(t('pages.visitor.fields.email.label')) }),
    'somchai@example.com',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: contains(t(`${F}.phone.label`)) }), '812345678');
  await userEvent.type(canvas.getByRole('textbox', { name: startsWith(t(`${F}.date.label`)) }), '2030-03-10');
  await userEvent.tab();
  const slots = within(
    canvas.getByRole('radiogroup', { name: startsWith(t(`${F}.timeSlot.label`)) }),
  ).getAllByRole('radio');
  await userEvent.click(slots[1]!);
  await userEvent.click(canvas.getByRole('radio', { name: t(`${F}.marketplace.options.lazada`) }));
  await userEvent.click(canvas.getByRole('button', { name: t(`${F}.submit`) }));
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('pages.train.hero.title'));
    await expect(canvas.getByRole('heading', { name: t('pages.train.covers.title') })).toBeVisible();
    // The API's default country has replaced the page language's market.
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: contains(t(`${F}.country.label`)) })).toHaveValue('TH'),
    );
    await expect(canvas.getByRole('combobox', { name: contains(t(`${F}.language.label`)) })).toHaveValue(
      storyLang(globals),
    );
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
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const covers = canvas.getByRole('heading', { name: t('pages.train.covers.title') });
    const form = canvas.getByRole('heading', { name: t(`${F}.title`) });
    await expect(covers.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** Booked: the confirmation replaces the form and takes focus. */
export const Booked: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    bookTraining.mockClear();
    const canvas = await fillBooking(canvasElement, t);
    const heading = await canvas.findByRole('heading', { name: t('pages.train.booked.title') });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(bookTraining).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(t('pages.train.booked.reference', { id: '1024' }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('pages.train.booked.addToCalendar') })).toHaveAttribute(
      'download',
      'sellwise-training.ics',
    );
  },
};

/** Rate limited: the message says how long to wait, and everything typed stays. */
export const RateLimited: Story = {
  decorators: [withVisitorApi({ bookTraining: () => fail(1008, 'error.rateLimited', { retryAfter: 42 }) })],
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = await fillBooking(canvasElement, t);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('error.rateLimited', { seconds: 42 }));
    await expect(canvas.getByRole('textbox', { name: contains(t(`${F}.name.label`)) })).toHaveValue(
      'Somchai Jaidee',
    );
  },
};

/** Submitted empty: every required field says what it needs, focus on the first. */
export const Invalid: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t(`${F}.submit`) }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: contains(t(`${F}.name.label`)) })).toHaveFocus(),
    );
    await expect(canvas.getAllByText(t('validation.required'))).toHaveLength(6);
  },
};
