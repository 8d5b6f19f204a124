import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    'The time slots of a day as a radio group of tiles. Full slots stay visible, marked "Full", but cannot be chosen.',
  whenToUse: [
    'Choosing a start time among fixed slots, such as a training session.',
    'Showing which slots are taken, so the visitor sees the whole day.',
  ],
  whenNotToUse: [
    { text: 'Choosing the day itself.', use: 'Forms/DatePicker' },
    { text: 'Options that are not times.', use: 'Forms/RadioGroup' },
  ],
  examples: [
    {
      do: { story: 'DoNameTimeZone', caption: 'The label names the time zone the slots are in.' },
      dont: {
        story: 'DontBareTime',
        caption: 'Just "Time": a seller in another time zone books the wrong hour.',
      },
    },
  ],
  content: [
    {
      rule: 'The label names the time zone of the slots.',
      examples: {
        en_US: 'Time (Bangkok time)',
        in: 'Waktu (waktu Bangkok, sama dengan WIB)',
        th: 'เวลา (เวลากรุงเทพฯ)',
        vi: 'Giờ (giờ Bangkok)',
        zh_CN: '时间（曼谷时间）',
        ms_MY: 'Masa (waktu Bangkok)',
      },
    },
    {
      rule: 'A slot without seats says so in one word; it stays in the list.',
      examples: {
        en_US: 'Full',
        in: 'Penuh',
        th: 'เต็มแล้ว',
        vi: 'Đã đầy',
        zh_CN: '已约满',
        ms_MY: 'Penuh',
      },
    },
  ],
  accessibility: [
    'A radio group: one tab stop, arrow keys move between free slots; full slots are disabled and skipped.',
    'The "Full" note is the option\'s description, read with its time; pass it in the page\'s language through labels.full.',
  ],
  related: ['Forms/DatePicker', 'Forms/RadioGroup', 'Forms/Form'],
});
