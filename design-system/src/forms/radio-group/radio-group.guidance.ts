import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    'A radio group bound to one string value: the visitor picks exactly one of a few options, each with an optional description. The tiles variant lays options out as a compact grid.',
  whenToUse: [
    'Two to five options the visitor should see and compare at a glance, such as signing up by phone or by e-mail.',
    "Options that need a word of explanation: give it in the option's description.",
  ],
  whenNotToUse: [
    {
      text: 'Many options, or a list the visitor already knows (marketplaces, countries).',
      use: 'Forms/Select',
    },
    { text: 'Time slots of a day.', use: 'Forms/TimeSlotPicker' },
    { text: 'A single yes/no choice.', use: 'Forms/Checkbox' },
  ],
  examples: [
    {
      do: {
        story: 'DoShowFewOptions',
        caption: 'Two options side by side, each with the reason to choose it.',
      },
      dont: {
        story: 'DontHideFewOptions',
        caption: 'The same two options hidden in a dropdown: the visitor must open it to compare them.',
      },
    },
  ],
  content: [
    {
      rule: 'The group label names the choice; options are short, parallel nouns.',
      examples: {
        en_US: 'Sign up with: Mobile number / E-mail',
        in: 'Daftar dengan: Nomor ponsel / Email',
        th: 'สมัครด้วย: เบอร์มือถือ / อีเมล',
        vi: 'Đăng ký bằng: Số điện thoại / Email',
        zh_CN: '注册方式：手机号 / 邮箱',
        ms_MY: 'Daftar dengan: Nombor telefon / E-mel',
      },
    },
    {
      rule: "Put the reason to choose an option in its description, not in the option's label.",
      examples: {
        en_US: 'Recommended in Thailand, Vietnam and Indonesia',
        in: 'Disarankan di Thailand, Vietnam, dan Indonesia',
        th: 'แนะนำสำหรับประเทศไทย เวียดนาม และอินโดนีเซีย',
        vi: 'Khuyên dùng tại Thái Lan, Việt Nam và Indonesia',
        zh_CN: '推荐泰国、越南和印度尼西亚用户使用',
        ms_MY: 'Disyorkan di Thailand, Vietnam dan Indonesia',
      },
    },
  ],
  accessibility: [
    'One tab stop for the group; arrow keys move between options and select them (Radix radio group).',
    "The group is named by its label through aria-labelledby, and each option's description is read with it.",
    'Start with a sensible option chosen, or mark the group required and give it a required rule, so an empty choice gets an error.',
  ],
  related: ['Forms/Select', 'Forms/Checkbox', 'Forms/TimeSlotPicker'],
});
