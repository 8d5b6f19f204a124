import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    'A date as YYYY-MM-DD, typed or picked from a calendar in a popover. A value that is not a date yet stays as typed, so the rule (isoDateSchema) can say what is wrong and nothing is lost.',
  whenToUse: [
    'One day, such as the date of a training.',
    'Days with limits: set min and max, and disabledDays for days that cannot be chosen (e.g. weekends).',
  ],
  whenNotToUse: [
    { text: 'The time of day on a chosen date.', use: 'Forms/TimeSlotPicker' },
    { text: 'A choice between two or three fixed dates.', use: 'Forms/RadioGroup' },
  ],
  examples: [
    {
      do: {
        story: 'DoSayWhichDays',
        caption: 'The hint says which days can be chosen before the visitor opens the calendar.',
      },
      dont: {
        story: 'DontHideLimits',
        caption: 'No hint: the visitor finds out weekends are closed only by trying them.',
      },
    },
  ],
  content: [
    {
      rule: 'The hint says which days can be chosen.',
      examples: {
        en_US: 'Weekdays in the next four weeks.',
        in: 'Hari kerja dalam empat minggu ke depan.',
        th: 'วันธรรมดาภายในสี่สัปดาห์ข้างหน้า',
        vi: 'Các ngày trong tuần, trong bốn tuần tới.',
        zh_CN: '未来四周内的工作日。',
        ms_MY: 'Hari bekerja dalam empat minggu akan datang.',
      },
    },
    {
      rule: 'The error shows the expected shape with a real date.',
      examples: {
        en_US: 'Enter a date like 2026-03-07.',
        in: 'Masukkan tanggal seperti 2026-03-07.',
        th: 'โปรดกรอกวันที่ในรูปแบบ 2026-03-07',
        vi: 'Nhập ngày theo dạng 2026-03-07.',
        zh_CN: '请按 2026-03-07 的格式输入日期。',
        ms_MY: 'Masukkan tarikh seperti 2026-03-07.',
      },
    },
  ],
  accessibility: [
    'Typing works without the calendar: keyboard and screen reader users need not open it; "2026/3/9" becomes 2026-03-09.',
    'The calendar button is named ("Choose date") and month and weekday names come from the locale prop in the page\'s language.',
    'Days that cannot be chosen are disabled in the calendar; say which they are in the hint too.',
  ],
  related: ['Forms/TimeSlotPicker', 'Forms/TextField', 'Forms/Form'],
});
