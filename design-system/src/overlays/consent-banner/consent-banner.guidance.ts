import { defineGuidance } from '../../../stories-support/guidance';

export const guidance = defineGuidance({
  purpose:
    'Cookie consent at the bottom of the page: accept all, reject all, or choose per purpose (necessary, analytics, advertising). onChange gets the decision once and the banner hides itself.',
  whenToUse: [
    'Before any analytics or advertising cookie is set, on every page until the visitor decides.',
    'Reopening the choices later (e.g. from the footer): pass the earlier decision as the starting positions.',
  ],
  whenNotToUse: [
    { text: 'A newsletter or marketing opt-in inside a form.', use: 'Forms/Checkbox' },
    { text: 'A message that needs an answer before the visitor can go on.', use: 'Overlays/Dialog' },
  ],
  examples: [
    {
      do: {
        story: 'DoNamePurposes',
        caption: 'The description names what the cookies are for, so the choice means something.',
      },
      dont: {
        story: 'DontVagueCookies',
        caption: '"The best experience" names no purpose: the visitor cannot choose knowingly.',
      },
    },
  ],
  content: [
    {
      rule: 'The description names the purposes in plain words and says the visitor chooses.',
      examples: {
        en_US:
          'We use cookies to run this site, to understand how it is used and to show relevant ads. You choose which ones we may use.',
        in: 'Kami menggunakan cookie untuk menjalankan situs ini, memahami cara penggunaannya, dan menampilkan iklan yang relevan. Anda yang memilih.',
        th: 'เราใช้คุกกี้เพื่อให้เว็บไซต์ทำงาน เพื่อเข้าใจการใช้งาน และเพื่อแสดงโฆษณาที่เกี่ยวข้อง คุณเลือกได้ว่าจะอนุญาตแบบใด',
        vi: 'Chúng tôi dùng cookie để vận hành trang, hiểu cách trang được sử dụng và hiển thị quảng cáo phù hợp. Bạn quyết định loại nào được dùng.',
        zh_CN: '我们使用 Cookie 来运行本站、了解使用情况并展示相关广告。您可以自行选择允许哪些类型。',
        ms_MY:
          'Kami menggunakan kuki untuk menjalankan laman ini, memahami cara ia digunakan dan memaparkan iklan yang relevan. Anda pilih yang mana kami boleh gunakan.',
      },
    },
    {
      rule: 'Each purpose says what it does for the visitor or for us, in one sentence.',
      examples: {
        en_US: 'Anonymous statistics that help us improve pages.',
        in: 'Statistik anonim untuk membantu kami memperbaiki halaman.',
        th: 'สถิติแบบไม่ระบุตัวตนที่ช่วยให้เราปรับปรุงหน้าเว็บ',
        vi: 'Thống kê ẩn danh giúp chúng tôi cải thiện trang.',
        zh_CN: '匿名统计，帮助我们改进页面。',
        ms_MY: 'Statistik tanpa nama yang membantu kami menambah baik halaman.',
      },
    },
  ],
  accessibility: [
    'The banner is a region named by labels.region; it never takes focus on its own, so the page stays usable.',
    '"Reject all" sits beside "Accept all" in the first view, with the same look: refusing takes one click too and weighs as much (PDPA and GDPR practice).',
    'Each purpose is a labelled switch (role="switch"); necessary cookies are shown as always on.',
    'After the decision, focus goes back to the page (#main by default) instead of being lost with the banner.',
  ],
  related: ['Layouts/Footer', 'Overlays/Dialog', 'Forms/Checkbox'],
});
