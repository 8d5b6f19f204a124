import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    'Wraps a page\'s react-hook-form in a <form method="post" noValidate>: our fields show the errors instead of the browser, a failed submit keeps every value and focuses the first invalid field, and FormSubmit shows progress.',
  whenToUse: [
    'Any set of fields sent together with one submit: log in, sign up, booking a training.',
    'Showing an error about the whole form (from the API) at the top, through the error prop.',
    'Forms rendered on the server: the form posts and FormSubmit stays disabled until the page has hydrated, and what was typed meanwhile is kept.',
  ],
  whenNotToUse: [
    { text: 'A single search box.', use: 'Primitives/SearchInput' },
    { text: 'Asking "Was this helpful?" under an article.', use: 'Content/FeedbackPrompt' },
    { text: 'Asking the visitor to confirm an action, with no fields to fill in.', use: 'Overlays/Dialog' },
  ],
  examples: [
    {
      do: { story: 'DoSubmitNamesAction', caption: 'The submit button says what happens: "Log in".' },
      dont: { story: 'DontGenericSubmit', caption: '"Submit" makes the visitor guess what the button does.' },
    },
  ],
  content: [
    {
      rule: "The submit button names the action with a verb, the same words as the page title's goal.",
      examples: {
        en_US: 'Create account',
        in: 'Buat akun',
        th: 'สร้างบัญชี',
        vi: 'Tạo tài khoản',
        zh_CN: '创建账号',
        ms_MY: 'Cipta akaun',
      },
    },
    {
      rule: 'A form-level error says what happened and what to do next, in plain words, never an API code.',
      examples: {
        en_US: 'Too many attempts. Please try again in 45 seconds.',
        in: 'Terlalu banyak percobaan. Silakan coba lagi dalam 45 detik.',
        th: 'ลองหลายครั้งเกินไป โปรดลองอีกครั้งใน 45 วินาที',
        vi: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 45 giây.',
        zh_CN: '尝试次数过多，请在 45 秒后重试。',
        ms_MY: 'Terlalu banyak cubaan. Sila cuba lagi dalam 45 saat.',
      },
    },
  ],
  accessibility: [
    'After a failed submit, focus moves to the first invalid field in page order and each error is read with its field.',
    'The form-level error has role="alert"; a success message (tone="success") has role="status".',
    'FormSubmit is disabled and aria-busy until hydrated, and shows its loading state (announced) and ignores clicks while onSubmit runs.',
    "Errors are message ids translated by the translate prop, so every visitor hears them in the page's language.",
  ],
  related: ['Forms/Examples', 'Forms/Field', 'Primitives/Button'],
});
