export {
  defaultTimeSlotPickerLabels,
  type TimeSlot,
  TimeSlotPicker,
  type TimeSlotPickerLabels,
  type TimeSlotPickerProps,
} from './time-slot-picker';
