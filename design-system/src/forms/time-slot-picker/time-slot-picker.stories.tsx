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
import { sample, sampleOrEdited } from '../../../stories-support/sample-text';
import { TimeSlotPicker } from './time-slot-picker';
import { guidance } from './time-slot-picker.guidance';

const meta = {
  title: 'Forms/TimeSlotPicker',
  component: TimeSlotPicker,
  parameters: { guidance },
  args: { name: 'slot', label: 'Time', slots: trainingSlots },
  render: (args, ctx) => (
    <FormHarness
      schema={z.object({ slot: z.string() })}
      defaultValues={{ slot: '' }}
      translate={storyTranslate(ctx)}
    >
      <TimeSlotPicker
        {...args}
        {...sampleOrEdited(
          { label: formText('timeSlot', ctx), labels: sample(timeSlotPickerLabels, ctx) },
          args,
          ctx,
        )}
      />
    </FormHarness>
  ),
} satisfies Meta<typeof TimeSlotPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('13:00–14:00'));
    await expect(canvas.getByRole('radio', { name: '13:00–14:00' })).toBeChecked();
  },
};

export const Playground: Story = {
  args: { required: true, disabled: false, readOnly: false, description: '' },
};

export const DoNameTimeZone: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
};

export const DontBareTime: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <FormHarness schema={z.object({ slot: z.string() })} defaultValues={{ slot: '' }}>
      <TimeSlotPicker {...args} label={formText('time', ctx)} labels={sample(timeSlotPickerLabels, ctx)} />
    </FormHarness>
  ),
};
