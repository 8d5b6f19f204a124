import type * as React from 'react';
import type { FormFieldProps } from '../field/field';
import { RadioGroup } from '../radio-group/radio-group';

export type TimeSlot = {
  /** Sent to the API, e.g. "09:00". */
  value: string;
  /** Shown, e.g. "09:00–10:00". */
  label: string;
  /** No seats left. */
  full?: boolean;
};

export type TimeSlotPickerLabels = { full: string };

export const defaultTimeSlotPickerLabels: TimeSlotPickerLabels = { full: 'Full' };

export type TimeSlotPickerProps = FormFieldProps & {
  slots: TimeSlot[];
  labels?: Partial<TimeSlotPickerLabels>;
  ref?: React.Ref<HTMLDivElement>;
};

/** Time slots of a training as a radio group of tiles; full slots stay visible but cannot be chosen. */
export function TimeSlotPicker({ slots, labels: labelOverrides, ...props }: TimeSlotPickerProps) {
  const labels = { ...defaultTimeSlotPickerLabels, ...labelOverrides };
  return (
    <RadioGroup
      {...props}
      variant="tiles"
      options={slots.map((slot) => ({
        value: slot.value,
        label: slot.label,
        description: slot.full ? labels.full : undefined,
        disabled: slot.full,
      }))}
    />
  );
}
