import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import {
  datePickerLabels,
  FormHarness,
  formText,
  storyLocale,
  storyTranslate,
} from '../../../stories-support/forms-samples';
import { sample, sampleOrEdited } from '../../../stories-support/sample-text';
import { isoDateSchema } from '../rules';
import { DatePicker } from './date-picker';
import { guidance } from './date-picker.guidance';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  parameters: { guidance },
  args: { name: 'date', label: 'Training date', min: '2026-03-02', max: '2026-03-27' },
  render: (args, ctx) => (
    <FormHarness
      schema={z.object({ date: isoDateSchema })}
      defaultValues={{ date: '' }}
      translate={storyTranslate(ctx)}
    >
      <DatePicker
        {...args}
        {...sampleOrEdited(
          {
            label: formText('trainingDate', ctx),
            description: formText('trainingDateHint', ctx),
            labels: sample(datePickerLabels, ctx),
            locale: storyLocale(ctx),
          },
          args,
          ctx,
        )}
        disabledDays={[{ dayOfWeek: [0, 6] }]}
      />
    </FormHarness>
  ),
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '2026/3/9');
    await userEvent.tab();
    await expect(input).toHaveValue('2026-03-09');
  },
};

export const Playground: Story = {
  args: { required: false, disabled: false, readOnly: false, weekStartsOn: 1 },
};

export const DoSayWhichDays: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
};

export const DontHideLimits: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <FormHarness schema={z.object({ date: isoDateSchema })} defaultValues={{ date: '' }}>
      <DatePicker
        {...args}
        label={formText('trainingDate', ctx)}
        labels={sample(datePickerLabels, ctx)}
        locale={storyLocale(ctx)}
        disabledDays={[{ dayOfWeek: [0, 6] }]}
      />
    </FormHarness>
  ),
};
