import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    'A native checkbox bound to a true/false value, with its label beside it. The label may hold links (Terms of Service, Privacy Policy); a click on a link opens it without ticking the box.',
  whenToUse: [
    'One independent yes/no choice, such as receiving selling tips by e-mail.',
    'Consent that must be given before a submit: mark it required and use agreeSchema, whose error asks the visitor to agree.',
  ],
  whenNotToUse: [
    { text: 'Choosing one of several options.', use: 'Forms/RadioGroup' },
    { text: 'Cookie choices, which take effect without a form.', use: 'Overlays/ConsentBanner' },
  ],
  examples: [
    {
      do: {
        story: 'DoPositiveLabel',
        caption: 'Ticking the box says yes to what the label names, and the label says how often.',
      },
      dont: {
        story: 'DontDoubleNegative',
        caption: 'A double negative: the visitor has to work out what a tick means.',
      },
    },
  ],
  content: [
    {
      rule: 'Word the label so that a tick means yes to what it names; no negatives, and say what to expect.',
      examples: {
        en_US: 'Send me selling tips and product news (about twice a month)',
        in: 'Kirimi saya tips berjualan dan kabar produk (sekitar dua kali sebulan)',
        th: 'ส่งเคล็ดลับการขายและข่าวสารผลิตภัณฑ์ให้ฉัน (ประมาณเดือนละสองครั้ง)',
        vi: 'Gửi cho tôi mẹo bán hàng và tin tức sản phẩm (khoảng hai lần mỗi tháng)',
        zh_CN: '向我发送开店技巧和产品动态（每月约两次）',
        ms_MY: 'Hantar tip jualan dan berita produk kepada saya (kira-kira dua kali sebulan)',
      },
    },
    {
      rule: 'For consent, name the documents in the label and link each by its title.',
      examples: {
        en_US: 'I agree to the Terms of Service and Privacy Policy',
        in: 'Saya menyetujui Ketentuan Layanan dan Kebijakan Privasi',
        th: 'ฉันยอมรับข้อกำหนดการให้บริการและนโยบายความเป็นส่วนตัว',
        vi: 'Tôi đồng ý với Điều khoản dịch vụ và Chính sách quyền riêng tư',
        zh_CN: '我已阅读并同意《服务条款》和《隐私政策》',
        ms_MY: 'Saya bersetuju dengan Terma Perkhidmatan dan Dasar Privasi',
      },
    },
  ],
  accessibility: [
    'A native <input type="checkbox"> with a real label: it works before hydration and with every screen reader, and the whole label is a click target.',
    "Never tick a consent or marketing box for the visitor: start it false in the form's defaultValues.",
    'A required box sets aria-required; its error sits under the label and is tied to the box with aria-describedby.',
  ],
  related: ['Forms/RadioGroup', 'Forms/Form', 'Overlays/ConsentBanner'],
});
