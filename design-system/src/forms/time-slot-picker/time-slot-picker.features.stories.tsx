import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import {
  FormHarness,
  formText,
  storyTranslate,
  timeSlotPickerLabels,
  trainingSlots,
} from '../../../stories-support/forms-samples';
import { sample } from '../../../stories-support/sample-text';
import { requiredText } from '../rules';
import { TimeSlotPicker } from './time-slot-picker';

function harness(value: string, validate = false) {
  return (args: Parameters<typeof TimeSlotPicker>[0], ctx: { globals?: Record<string, unknown> }) => (
    <FormHarness
      schema={z.object({ slot: requiredText })}
      defaultValues={{ slot: value }}
      translate={storyTranslate(ctx)}
      validateOnMount={validate}
    >
      <TimeSlotPicker
        {...args}
        label={formText('timeSlot', ctx)}
        labels={sample(timeSlotPickerLabels, ctx)}
      />
    </FormHarness>
  );
}

const meta = {
  title: 'Forms/TimeSlotPicker/Features',
  component: TimeSlotPicker,
  args: { name: 'slot', label: 'Time', slots: trainingSlots, required: true },
  render: harness('13:00'),
} satisfies Meta<typeof TimeSlotPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullSlotsCannotBeChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('10:30–11:30'));
    await expect(canvas.getByRole('radio', { name: /13:00–14:00/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /10:30–11:30/ })).toBeDisabled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: /13:00–14:00/ })).toHaveFocus();
  },
};

export const WithError: Story = { render: harness('', true) };

export const Disabled: Story = { args: { disabled: true } };

export const Thai: Story = { globals: { locale: 'th' }, render: harness('', true) };

export const Chinese: Story = { globals: { locale: 'zh_CN' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
