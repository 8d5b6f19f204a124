import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    "The browser's own select, styled like the other controls and bound to one string value. On phones it opens the system's native picker.",
  whenToUse: [
    'One value out of a list the visitor already knows, such as their main marketplace.',
    'More options than fit as radios, or a narrow space.',
  ],
  whenNotToUse: [
    { text: 'Two to five options worth comparing side by side.', use: 'Forms/RadioGroup' },
    { text: 'A country dial code with a phone number.', use: 'Forms/PhoneField' },
    { text: 'A date.', use: 'Forms/DatePicker' },
  ],
  examples: [
    {
      do: {
        story: 'DoNeutralPlaceholder',
        caption: 'The select starts on a neutral "Choose…", so the visitor makes the choice.',
      },
      dont: {
        story: 'DontPreselectGuess',
        caption: 'Starting on a guessed marketplace: a visitor who skips it sends a wrong answer.',
      },
    },
  ],
  content: [
    {
      rule: 'The label names what is chosen, not the action ("Main marketplace", not "Select a marketplace").',
      examples: {
        en_US: 'Main marketplace',
        in: 'Marketplace utama',
        th: 'มาร์เก็ตเพลสหลัก',
        vi: 'Sàn thương mại chính',
        zh_CN: '主要电商平台',
        ms_MY: 'Pasaran dalam talian utama',
      },
    },
    {
      rule: 'The placeholder is a neutral prompt, never one of the options; brand names stay as they are.',
      examples: {
        en_US: 'Choose… (Shopee, Lazada, TikTok Shop, Shopify)',
        in: 'Pilih… (Shopee, Lazada, TikTok Shop, Shopify)',
        th: 'เลือก… (Shopee, Lazada, TikTok Shop, Shopify)',
        vi: 'Chọn… (Shopee, Lazada, TikTok Shop, Shopify)',
        zh_CN: '请选择…（Shopee、Lazada、TikTok Shop、Shopify）',
        ms_MY: 'Pilih… (Shopee, Lazada, TikTok Shop, Shopify)',
      },
    },
  ],
  accessibility: [
    'A native <select>: keyboard, screen reader and touch support come from the browser.',
    'The placeholder is an empty first option that cannot be picked again once a value is chosen.',
    'A required select sets aria-required; with a required rule (requiredText) in the schema, an empty one gets its error under it.',
  ],
  related: ['Forms/RadioGroup', 'Forms/PhoneField', 'Forms/Field'],
});
