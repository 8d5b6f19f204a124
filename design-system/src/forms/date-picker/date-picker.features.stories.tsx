import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { FormHarness, formText, storyLocale, storyTranslate } from '../../../stories-support/forms-samples';
import { isoDateSchema } from '../rules';
import { DatePicker, type DatePickerLabels, dayLabel } from './date-picker';

function harness(value: string, validate = false) {
  return (args: Parameters<typeof DatePicker>[0], ctx: { globals?: Record<string, unknown> }) => (
    <FormHarness
      schema={z.object({ date: isoDateSchema })}
      defaultValues={{ date: value }}
      translate={storyTranslate(ctx)}
      validateOnMount={validate}
    >
      <DatePicker {...args} label={formText('trainingDate', ctx)} locale={storyLocale(ctx)} />
    </FormHarness>
  );
}

const meta = {
  title: 'Forms/DatePicker/Features',
  component: DatePicker,
  args: {
    name: 'date',
    label: 'Training date',
    required: true,
    min: '2026-03-02',
    max: '2026-03-27',
    disabledDays: [{ dayOfWeek: [0, 6] }],
  },
  render: harness('2026-03-10'),
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const openCalendar = async (canvasElement: HTMLElement, name: RegExp | string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(await within(document.body).findByRole('dialog'));
};

/** Weekends and days outside min–max cannot be picked; choosing a day fills the input. */
export const PickFromCalendar: Story = {
  parameters: { snapshot: { target: 'page' } },
  play: async ({ canvasElement, globals }) => {
    const day = dayLabel(storyLocale({ globals }));
    const calendar = await openCalendar(canvasElement, 'Choose date');
    await expect(calendar.getByRole('button', { name: day(new Date(2026, 2, 7)) })).toBeDisabled();
    await expect(calendar.getByRole('button', { name: day(new Date(2026, 2, 1)) })).toBeDisabled();
    await userEvent.click(calendar.getByRole('button', { name: day(new Date(2026, 2, 12)) }));
    await waitFor(() => expect(within(canvasElement).getByRole('textbox')).toHaveValue('2026-03-12'));
  },
};

export const OpenCalendar: Story = {
  parameters: { snapshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await openCalendar(canvasElement, 'Choose date');
  },
};

export const InvalidTypedDate: Story = { render: harness('2026-02-30', true) };

export const Empty: Story = { render: harness('', true) };

export const Disabled: Story = { args: { disabled: true } };

export const ReadOnly: Story = { args: { readOnly: true } };

const thaiLabels: Partial<DatePickerLabels> = {
  openCalendar: 'เลือกวันที่',
  previousMonth: 'เดือนก่อนหน้า',
  nextMonth: 'เดือนถัดไป',
  placeholder: 'ปปปป-ดด-วว',
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { labels: thaiLabels },
  parameters: { snapshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await openCalendar(canvasElement, 'เลือกวันที่');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    labels: {
      openCalendar: '选择日期',
      previousMonth: '上个月',
      nextMonth: '下个月',
      placeholder: '年-月-日',
    },
    weekStartsOn: 1,
  },
  parameters: { snapshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await openCalendar(canvasElement, '选择日期');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { snapshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await openCalendar(canvasElement, 'Choose date');
  },
};
