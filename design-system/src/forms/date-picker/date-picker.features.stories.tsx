import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import {
  datePickerLabels,
  FormHarness,
  formText,
  storyLocale,
  storyTranslate,
} from '../../../stories-support/forms-samples';
import { sample } from '../../../stories-support/sample-text';
import { isoDateSchema } from '../rules';
import { DatePicker, dayLabel } from './date-picker';

function harness(value: string, validate = false) {
  return (args: Parameters<typeof DatePicker>[0], ctx: { globals?: Record<string, unknown> }) => (
    <FormHarness
      schema={z.object({ date: isoDateSchema })}
      defaultValues={{ date: value }}
      translate={storyTranslate(ctx)}
      validateOnMount={validate}
    >
      <DatePicker
        {...args}
        label={formText('trainingDate', ctx)}
        labels={sample(datePickerLabels, ctx)}
        locale={storyLocale(ctx)}
      />
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

/** Opens the calendar by its trigger's name in the story's language. */
const openCalendar = async (canvasElement: HTMLElement, globals: Record<string, unknown>) => {
  const name = sample(datePickerLabels, { globals }).openCalendar;
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(await within(document.body).findByRole('dialog'));
};

/** Weekends and days outside min–max cannot be picked; choosing a day fills the input. */
export const PickFromCalendar: Story = {
  parameters: { snapshot: { target: 'page' } },
  play: async ({ canvasElement, globals }) => {
    const day = dayLabel(storyLocale({ globals }));
    const calendar = await openCalendar(canvasElement, globals);
    await expect(calendar.getByRole('button', { name: day(new Date(2026, 2, 7)) })).toBeDisabled();
    await expect(calendar.getByRole('button', { name: day(new Date(2026, 2, 1)) })).toBeDisabled();
    await userEvent.click(calendar.getByRole('button', { name: day(new Date(2026, 2, 12)) }));
    await waitFor(() => expect(within(canvasElement).getByRole('textbox')).toHaveValue('2026-03-12'));
  },
};

export const OpenCalendar: Story = {
  parameters: { snapshot: { target: 'page' } },
  play: async ({ canvasElement, globals }) => {
    await openCalendar(canvasElement, globals);
  },
};

export const InvalidTypedDate: Story = { render: harness('2026-02-30', true) };

export const Empty: Story = { render: harness('', true) };

export const Disabled: Story = { args: { disabled: true } };

export const ReadOnly: Story = { args: { readOnly: true } };

export const Thai: Story = {
  globals: { locale: 'th' },
  parameters: { snapshot: { target: 'page' } },
  play: async ({ canvasElement, globals }) => {
    await openCalendar(canvasElement, globals);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { weekStartsOn: 1 },
  parameters: { snapshot: { target: 'page' } },
  play: async ({ canvasElement, globals }) => {
    await openCalendar(canvasElement, globals);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { snapshot: { target: 'page' } },
  play: async ({ canvasElement, globals }) => {
    await openCalendar(canvasElement, globals);
  },
};
