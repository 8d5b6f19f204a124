import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    'A complete sign-up form as a page builds it: zod rules, the Form with its translate, the fields and one submit. Start a new form from its composition.',
  whenToUse: [
    'One column: fields stacked in the order the visitor thinks of them (who they are, how they sign in, checks, consent last).',
    'Labels above the fields and errors under the field they are about; only an error no field can fix (from the API) goes at the top.',
    'One submit at the end whose label names the action ("Create account"); the site posts the whole form with it.',
    'On a failed submit every value the visitor typed stays, and focus goes to the first field to fix.',
  ],
  whenNotToUse: [
    { text: "One field's props and states.", use: 'Forms/TextField' },
    { text: "The Form's own behaviour: posting, hydration, focus on the first error.", use: 'Forms/Form' },
    { text: 'The page around a sign-up form.', use: 'Layouts/AuthLayout' },
  ],
  examples: [
    {
      do: {
        story: 'DoOneColumn',
        caption: 'One column read top to bottom, and a full-width submit that names the action.',
      },
      dont: {
        story: 'DontTwoColumns',
        caption: 'Two columns: the eye zigzags, fields get missed and the order for keyboards is unclear.',
      },
    },
  ],
  content: [
    {
      rule: 'The submit label names the action and matches the page\'s goal, never "Submit" or "OK".',
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
      rule: 'An error tells the visitor what to do, politely and without blame.',
      examples: {
        en_US: 'Please agree to the Terms of Service and Privacy Policy.',
        in: 'Harap setujui Ketentuan Layanan dan Kebijakan Privasi.',
        th: 'โปรดยอมรับข้อกำหนดการให้บริการและนโยบายความเป็นส่วนตัว',
        vi: 'Vui lòng đồng ý với Điều khoản dịch vụ và Chính sách quyền riêng tư.',
        zh_CN: '请同意《服务条款》和《隐私政策》。',
        ms_MY: 'Sila bersetuju dengan Terma Perkhidmatan dan Dasar Privasi.',
      },
    },
    {
      rule: 'A success message says what is done in a sentence or two, in a friendly tone.',
      examples: {
        en_US: 'Your account is ready. Welcome to Sellwise!',
        in: 'Akun Anda sudah siap. Selamat datang di Sellwise!',
        th: 'บัญชีของคุณพร้อมใช้งานแล้ว ยินดีต้อนรับสู่ Sellwise!',
        vi: 'Tài khoản của bạn đã sẵn sàng. Chào mừng đến với Sellwise!',
        zh_CN: '您的账号已创建，欢迎使用 Sellwise！',
        ms_MY: 'Akaun anda sudah sedia. Selamat datang ke Sellwise!',
      },
    },
  ],
  accessibility: [
    'One column keeps the reading order, the tab order and the visual order the same.',
    'Errors are message ids translated by the Form, read with their field through aria-describedby; the first invalid field gets focus.',
    'Fields that appear later (phone or e-mail, by the chosen channel) are reported and focused like the rest.',
  ],
  related: ['Forms/Form', 'Forms/Field', 'Layouts/AuthLayout'],
});
