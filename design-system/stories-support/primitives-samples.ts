/**
 * Sample text and images for the primitives' stories, in the six site languages.
 * Images are inline SVG data URLs so stories never depend on the network.
 */
import type { PaginationLabels } from '../src/primitives/pagination/pagination';
import type { Localized } from './sample-text';

export const featureAreas: Localized<readonly string[]> = {
  en_US: ['Products', 'Orders', 'Inventory', 'Marketing'],
  in: ['Produk', 'Pesanan', 'Inventaris', 'Pemasaran'],
  th: ['สินค้า', 'คำสั่งซื้อ', 'สินค้าคงคลัง', 'การตลาด'],
  vi: ['Sản phẩm', 'Đơn hàng', 'Tồn kho', 'Tiếp thị'],
  zh_CN: ['商品', '订单', '库存', '营销'],
  ms_MY: ['Produk', 'Pesanan', 'Inventori', 'Pemasaran'],
};

export const featureAreaText: Localized<readonly string[]> = {
  en_US: [
    'Publish one listing to every marketplace and edit prices in bulk.',
    'Print labels and ship orders from all your stores in one list.',
    'Keep stock in sync so you never sell what you no longer have.',
    'Plan vouchers and flash sales across Shopee, Lazada and TikTok Shop.',
  ],
  in: [
    'Terbitkan satu produk ke semua marketplace dan ubah harga secara massal.',
    'Cetak label dan kirim pesanan dari semua toko dalam satu daftar.',
    'Jaga stok tetap sinkron agar tidak menjual barang yang sudah habis.',
    'Rencanakan voucher dan flash sale di Shopee, Lazada, dan TikTok Shop.',
  ],
  th: [
    'ลงสินค้าครั้งเดียวได้ทุกมาร์เก็ตเพลส และแก้ไขราคาพร้อมกันหลายรายการ',
    'พิมพ์ใบปะหน้าและจัดส่งคำสั่งซื้อจากทุกร้านค้าในรายการเดียว',
    'ซิงค์สต็อกให้ตรงกันเสมอ ไม่ขายสินค้าที่หมดไปแล้ว',
    'วางแผนโค้ดส่วนลดและแฟลชเซลบน Shopee, Lazada และ TikTok Shop',
  ],
  vi: [
    'Đăng một sản phẩm lên mọi sàn và sửa giá hàng loạt.',
    'In nhãn và giao đơn hàng từ tất cả cửa hàng trong một danh sách.',
    'Đồng bộ tồn kho để không bao giờ bán món hàng đã hết.',
    'Lên kế hoạch voucher và flash sale trên Shopee, Lazada và TikTok Shop.',
  ],
  zh_CN: [
    '一次刊登，同步到所有电商平台，并可批量修改价格。',
    '在一个列表中打印面单并发出所有店铺的订单。',
    '库存实时同步，再也不会超卖。',
    '在 Shopee、Lazada 和 TikTok Shop 统一策划优惠券和限时抢购。',
  ],
  ms_MY: [
    'Terbitkan satu senarai ke setiap pasaran dan ubah harga secara pukal.',
    'Cetak label dan hantar pesanan dari semua kedai dalam satu senarai.',
    'Pastikan stok sentiasa segerak supaya anda tidak menjual barang yang sudah habis.',
    'Rancang baucar dan jualan kilat di Shopee, Lazada dan TikTok Shop.',
  ],
};

export type FaqSample = { question: string; answer: string };

export const faq: Localized<readonly FaqSample[]> = {
  en_US: [
    {
      question: 'Which marketplaces can I connect?',
      answer:
        'Shopee, Lazada, TikTok Shop, Shopify and WooCommerce, with as many stores per marketplace as you run.',
    },
    {
      question: 'Is there a free trial?',
      answer: 'Yes. Every plan starts with 15 days free, and you do not need a credit card to begin.',
    },
    {
      question: 'Can my team use the same account when we work from different warehouses?',
      answer: 'Add staff accounts with their own permissions, so each warehouse sees only its own orders.',
    },
  ],
  in: [
    {
      question: 'Marketplace apa saja yang bisa saya hubungkan?',
      answer: 'Shopee, Lazada, TikTok Shop, Shopify, dan WooCommerce, dengan toko sebanyak yang Anda kelola.',
    },
    {
      question: 'Apakah ada uji coba gratis?',
      answer: 'Ya. Setiap paket dimulai dengan 15 hari gratis, tanpa perlu kartu kredit.',
    },
    {
      question: 'Bisakah tim saya memakai akun yang sama saat bekerja dari gudang yang berbeda?',
      answer:
        'Tambahkan akun staf dengan izin masing-masing, sehingga setiap gudang hanya melihat pesanannya sendiri.',
    },
  ],
  th: [
    {
      question: 'เชื่อมต่อกับมาร์เก็ตเพลสใดได้บ้าง',
      answer: 'Shopee, Lazada, TikTok Shop, Shopify และ WooCommerce โดยเชื่อมได้หลายร้านค้าต่อมาร์เก็ตเพลส',
    },
    {
      question: 'มีช่วงทดลองใช้ฟรีหรือไม่',
      answer: 'มี ทุกแพ็กเกจเริ่มต้นด้วยการทดลองใช้ฟรี 15 วัน โดยไม่ต้องใช้บัตรเครดิต',
    },
    {
      question: 'ทีมของฉันใช้บัญชีเดียวกันได้ไหม หากทำงานจากคลังสินค้าหลายแห่ง',
      answer: 'เพิ่มบัญชีพนักงานพร้อมสิทธิ์ของแต่ละคน เพื่อให้แต่ละคลังเห็นเฉพาะคำสั่งซื้อของตนเอง',
    },
  ],
  vi: [
    {
      question: 'Tôi có thể kết nối những sàn nào?',
      answer: 'Shopee, Lazada, TikTok Shop, Shopify và WooCommerce, với bao nhiêu gian hàng tùy bạn.',
    },
    {
      question: 'Có bản dùng thử miễn phí không?',
      answer: 'Có. Mọi gói đều bắt đầu với 15 ngày miễn phí và không cần thẻ tín dụng.',
    },
    {
      question: 'Nhóm của tôi có thể dùng chung tài khoản khi làm việc ở nhiều kho khác nhau không?',
      answer: 'Hãy thêm tài khoản nhân viên với quyền riêng, để mỗi kho chỉ thấy đơn hàng của mình.',
    },
  ],
  zh_CN: [
    {
      question: '可以连接哪些电商平台？',
      answer: 'Shopee、Lazada、TikTok Shop、Shopify 和 WooCommerce，每个平台可绑定多个店铺。',
    },
    { question: '有免费试用吗？', answer: '有。所有套餐均可免费试用 15 天，无需绑定信用卡。' },
    {
      question: '团队在不同仓库工作时，可以共用同一个账号吗？',
      answer: '添加员工子账号并分别设置权限，每个仓库只看到自己的订单。',
    },
  ],
  ms_MY: [
    {
      question: 'Pasaran dalam talian mana yang boleh saya sambungkan?',
      answer:
        'Shopee, Lazada, TikTok Shop, Shopify dan WooCommerce, dengan seberapa banyak kedai yang anda urus.',
    },
    {
      question: 'Adakah percubaan percuma disediakan?',
      answer: 'Ya. Setiap pelan bermula dengan 15 hari percuma tanpa memerlukan kad kredit.',
    },
    {
      question: 'Bolehkah pasukan saya berkongsi akaun yang sama apabila bekerja dari gudang berbeza?',
      answer:
        'Tambah akaun kakitangan dengan kebenaran masing-masing, supaya setiap gudang hanya melihat pesanannya.',
    },
  ],
};

/** Help centre › Orders › a long article title: the middle item is long on purpose (phone truncation). */
export const helpTrail: Localized<readonly string[]> = {
  en_US: [
    'Help centre',
    'Orders and shipping',
    'Printing shipping labels in bulk',
    'How to print shipping labels for orders from several marketplaces at once',
  ],
  in: [
    'Pusat bantuan',
    'Pesanan dan pengiriman',
    'Mencetak label pengiriman secara massal',
    'Cara mencetak label pengiriman untuk pesanan dari beberapa marketplace sekaligus',
  ],
  th: [
    'ศูนย์ช่วยเหลือ',
    'คำสั่งซื้อและการจัดส่ง',
    'การพิมพ์ใบปะหน้าพัสดุจำนวนมาก',
    'วิธีพิมพ์ใบปะหน้าพัสดุสำหรับคำสั่งซื้อจากหลายมาร์เก็ตเพลสพร้อมกัน',
  ],
  vi: [
    'Trung tâm trợ giúp',
    'Đơn hàng và vận chuyển',
    'In nhãn vận chuyển hàng loạt',
    'Cách in nhãn vận chuyển cho đơn hàng từ nhiều sàn cùng lúc',
  ],
  zh_CN: ['帮助中心', '订单与物流', '批量打印物流面单', '如何一次性为多个平台的订单打印物流面单'],
  ms_MY: [
    'Pusat bantuan',
    'Pesanan dan penghantaran',
    'Mencetak label penghantaran secara pukal',
    'Cara mencetak label penghantaran untuk pesanan dari beberapa pasaran sekali gus',
  ],
};

/** The name of a breadcrumb trail's landmark, as the site words it (locales: pages.common.breadcrumbs). */
export const breadcrumbsLabel: Localized<string> = {
  en_US: 'Breadcrumb',
  in: 'Navigasi jejak',
  th: 'เส้นทางนำทาง',
  vi: 'Đường dẫn',
  zh_CN: '面包屑导航',
  ms_MY: 'Jejak navigasi',
};

export const loadMoreText: Localized<{ label: string; status: (shown: number, total: number) => string }> = {
  en_US: { label: 'Load more articles', status: (s, t) => `Showing ${s} of ${t} articles` },
  in: { label: 'Muat artikel lainnya', status: (s, t) => `Menampilkan ${s} dari ${t} artikel` },
  th: { label: 'โหลดบทความเพิ่มเติม', status: (s, t) => `แสดง ${s} จาก ${t} บทความ` },
  vi: { label: 'Xem thêm bài viết', status: (s, t) => `Đang hiển thị ${s} trên ${t} bài viết` },
  zh_CN: { label: '加载更多文章', status: (s, t) => `已显示 ${s} 篇，共 ${t} 篇` },
  ms_MY: { label: 'Muatkan lagi artikel', status: (s, t) => `Memaparkan ${s} daripada ${t} artikel` },
};

export const paginationLabels: Localized<PaginationLabels> = {
  en_US: {
    previous: 'Previous',
    next: 'Next',
    nav: 'Pagination',
    page: (n) => `Page ${n}`,
    morePages: 'More pages',
  },
  in: {
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    nav: 'Navigasi halaman',
    page: (n) => `Halaman ${n}`,
    morePages: 'Halaman lainnya',
  },
  th: { previous: 'ก่อนหน้า', next: 'ถัดไป', nav: 'การแบ่งหน้า', page: (n) => `หน้า ${n}`, morePages: 'หน้าอื่น ๆ' },
  vi: {
    previous: 'Trước',
    next: 'Tiếp',
    nav: 'Phân trang',
    page: (n) => `Trang ${n}`,
    morePages: 'Các trang khác',
  },
  zh_CN: { previous: '上一页', next: '下一页', nav: '分页', page: (n) => `第 ${n} 页`, morePages: '更多页' },
  ms_MY: {
    previous: 'Sebelumnya',
    next: 'Seterusnya',
    nav: 'Penomboran halaman',
    page: (n) => `Halaman ${n}`,
    morePages: 'Halaman lain',
  },
};

export const searchText: Localized<{ placeholder: string; suggestions: readonly string[] }> = {
  en_US: {
    placeholder: 'Search the help centre',
    suggestions: ['Print shipping labels', 'Print invoices in bulk', 'Printer settings for thermal labels'],
  },
  in: {
    placeholder: 'Cari di pusat bantuan',
    suggestions: ['Cetak label pengiriman', 'Cetak faktur secara massal', 'Pengaturan printer label termal'],
  },
  th: {
    placeholder: 'ค้นหาในศูนย์ช่วยเหลือ',
    suggestions: ['พิมพ์ใบปะหน้าพัสดุ', 'พิมพ์ใบกำกับภาษีจำนวนมาก', 'ตั้งค่าเครื่องพิมพ์ความร้อน'],
  },
  vi: {
    placeholder: 'Tìm trong trung tâm trợ giúp',
    suggestions: ['In nhãn vận chuyển', 'In hóa đơn hàng loạt', 'Cài đặt máy in nhãn nhiệt'],
  },
  zh_CN: { placeholder: '搜索帮助中心', suggestions: ['打印物流面单', '批量打印发票', '热敏打印机设置'] },
  ms_MY: {
    placeholder: 'Cari di pusat bantuan',
    suggestions: ['Cetak label penghantaran', 'Cetak invois secara pukal', 'Tetapan pencetak label terma'],
  },
};

/** The part of each language's suggestions that a visitor has typed (highlighted in the list). */
export const searchQuery: Localized<string> = {
  en_US: 'print',
  in: 'cetak',
  th: 'พิมพ์',
  vi: 'in',
  zh_CN: '打印',
  ms_MY: 'cetak',
};

export const videoTitle: Localized<string> = {
  en_US: 'Sellwise in two minutes: connect your stores and ship your first order',
  in: 'Sellwise dalam dua menit: hubungkan toko dan kirim pesanan pertama Anda',
  th: 'รู้จัก Sellwise ใน 2 นาที: เชื่อมต่อร้านค้าและจัดส่งคำสั่งซื้อแรก',
  vi: 'Sellwise trong hai phút: kết nối cửa hàng và giao đơn hàng đầu tiên',
  zh_CN: '两分钟了解 Sellwise：绑定店铺并发出第一笔订单',
  ms_MY: 'Sellwise dalam dua minit: sambungkan kedai anda dan hantar pesanan pertama',
};

export const imageAlt: Localized<string> = {
  en_US: 'Order list with orders from Shopee, Lazada and TikTok Shop',
  in: 'Daftar pesanan dari Shopee, Lazada, dan TikTok Shop',
  th: 'รายการคำสั่งซื้อจาก Shopee, Lazada และ TikTok Shop',
  vi: 'Danh sách đơn hàng từ Shopee, Lazada và TikTok Shop',
  zh_CN: '来自 Shopee、Lazada 和 TikTok Shop 的订单列表',
  ms_MY: 'Senarai pesanan dari Shopee, Lazada dan TikTok Shop',
};

/**
 * A stand-in product screenshot as an SVG data URL: a window with rows, and its width printed on it,
 * so the srcset story shows which candidate the browser picked.
 */
export function sampleImage(width: number, height = Math.round((width * 9) / 16)): string {
  const rows = [0.3, 0.45, 0.6, 0.75]
    .map(
      (y, i) =>
        `<rect x="${width * 0.08}" y="${height * y}" width="${width * (i % 2 ? 0.6 : 0.8)}" height="${height * 0.07}" rx="${height * 0.02}" fill="#dbe5ff"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#1f4fd1"/><rect x="${width * 0.05}" y="${height * 0.08}" width="${width * 0.9}" height="${height * 0.84}" rx="${height * 0.03}" fill="#ffffff"/><rect x="${width * 0.05}" y="${height * 0.08}" width="${width * 0.9}" height="${height * 0.12}" fill="#eef3ff"/>${rows}<text x="${width * 0.92}" y="${height * 0.17}" text-anchor="end" font-family="sans-serif" font-size="${height * 0.06}" fill="#142c6e">${width}w</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Stands in for the video player inside the VideoEmbed iframe (stories have no network). The page
 * ends in an open comment so the `?autoplay=1` that VideoEmbed appends stays invisible.
 */
export const samplePlayerUrl = `data:text/html,${encodeURIComponent(
  '<body style="margin:0;display:grid;place-items:center;height:100vh;background:#111827;color:#fff;font:16px sans-serif">Video player</body><!--',
)}`;

export const loadingText: Localized<string> = {
  en_US: 'Loading your orders',
  in: 'Memuat pesanan Anda',
  th: 'กำลังโหลดคำสั่งซื้อของคุณ',
  vi: 'Đang tải đơn hàng của bạn',
  zh_CN: '正在加载您的订单',
  ms_MY: 'Memuatkan pesanan anda',
};

/** One status word per Badge tone. */
export const badgeWords: Localized<
  Record<'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'danger' | 'info', string>
> = {
  en_US: {
    neutral: 'Draft',
    primary: 'New',
    accent: 'Most popular',
    success: 'Synced',
    warning: 'Low stock',
    danger: 'Sync failed',
    info: 'Beta',
  },
  in: {
    neutral: 'Draf',
    primary: 'Baru',
    accent: 'Paling populer',
    success: 'Tersinkron',
    warning: 'Stok menipis',
    danger: 'Gagal sinkron',
    info: 'Beta',
  },
  th: {
    neutral: 'ฉบับร่าง',
    primary: 'ใหม่',
    accent: 'ยอดนิยม',
    success: 'ซิงค์แล้ว',
    warning: 'สินค้าใกล้หมด',
    danger: 'ซิงค์ไม่สำเร็จ',
    info: 'เบต้า',
  },
  vi: {
    neutral: 'Bản nháp',
    primary: 'Mới',
    accent: 'Phổ biến nhất',
    success: 'Đã đồng bộ',
    warning: 'Sắp hết hàng',
    danger: 'Lỗi đồng bộ',
    info: 'Beta',
  },
  zh_CN: {
    neutral: '草稿',
    primary: '新',
    accent: '最受欢迎',
    success: '已同步',
    warning: '库存不足',
    danger: '同步失败',
    info: '测试版',
  },
  ms_MY: {
    neutral: 'Draf',
    primary: 'Baharu',
    accent: 'Paling popular',
    success: 'Disegerakkan',
    warning: 'Stok rendah',
    danger: 'Gagal segerak',
    info: 'Beta',
  },
};

/** The site's skip link (locales: pages.common.skipLink), for VisuallyHidden and the layouts. */
export const skipLinkText: Localized<string> = {
  en_US: 'Skip to main content',
  in: 'Langsung ke konten utama',
  th: 'ข้ามไปยังเนื้อหาหลัก',
  vi: 'Chuyển đến nội dung chính',
  zh_CN: '跳到主要内容',
  ms_MY: 'Langkau ke kandungan utama',
};

export const externalLinkText: Localized<{ label: string; hint: string }> = {
  en_US: { label: 'Shopee Seller Centre', hint: '(opens in a new tab)' },
  in: { label: 'Shopee Seller Centre', hint: '(terbuka di tab baru)' },
  th: { label: 'ศูนย์ผู้ขาย Shopee', hint: '(เปิดในแท็บใหม่)' },
  vi: { label: 'Kênh Người Bán Shopee', hint: '(mở trong thẻ mới)' },
  zh_CN: { label: 'Shopee 卖家中心', hint: '（在新标签页中打开）' },
  ms_MY: { label: 'Pusat Penjual Shopee', hint: '(dibuka dalam tab baharu)' },
};

export const readMore: Localized<string> = {
  en_US: 'Read the guide',
  in: 'Baca panduannya',
  th: 'อ่านคู่มือ',
  vi: 'Đọc hướng dẫn',
  zh_CN: '阅读指南',
  ms_MY: 'Baca panduan',
};

/** One field of every language's entry, e.g. the Thai "Low stock" of `badgeWords` for a guidance example. */
export function pluck<T>(table: Localized<T>, get: (entry: T) => string): Localized<string> {
  return {
    en_US: get(table.en_US),
    in: get(table.in),
    th: get(table.th),
    vi: get(table.vi),
    zh_CN: get(table.zh_CN),
    ms_MY: get(table.ms_MY),
  };
}

/** The secondary action beside "Start free trial" (guidance: one primary action per view). */
export const bookDemo: Localized<string> = {
  en_US: 'Book a demo',
  in: 'Jadwalkan demo',
  th: 'นัดหมายสาธิตการใช้งาน',
  vi: 'Đặt lịch demo',
  zh_CN: '预约演示',
  ms_MY: 'Tempah demo',
};

/** The sign-up steps, which are a task's progress and not places: the "don't" of Breadcrumbs and Tabs. */
export const signUpSteps: Localized<readonly string[]> = {
  en_US: ['Create account', 'Connect stores', 'Choose a plan'],
  in: ['Buat akun', 'Hubungkan toko', 'Pilih paket'],
  th: ['สร้างบัญชี', 'เชื่อมต่อร้านค้า', 'เลือกแพ็กเกจ'],
  vi: ['Tạo tài khoản', 'Kết nối cửa hàng', 'Chọn gói'],
  zh_CN: ['创建账号', '绑定店铺', '选择套餐'],
  ms_MY: ['Cipta akaun', 'Sambungkan kedai', 'Pilih pelan'],
};

/** Words that say nothing on their own: the wording "don'ts" of several components. */
export const vagueWords: Localized<{
  clickHere: string;
  more: string;
  details: string;
  other: string;
  typeHere: string;
  video: string;
}> = {
  en_US: {
    clickHere: 'Click here',
    more: 'More',
    details: 'Details',
    other: 'Other',
    typeHere: 'Type here…',
    video: 'Video',
  },
  in: {
    clickHere: 'Klik di sini',
    more: 'Lainnya',
    details: 'Detail',
    other: 'Lain-lain',
    typeHere: 'Ketik di sini…',
    video: 'Video',
  },
  th: {
    clickHere: 'คลิกที่นี่',
    more: 'เพิ่มเติม',
    details: 'รายละเอียด',
    other: 'อื่น ๆ',
    typeHere: 'พิมพ์ที่นี่…',
    video: 'วิดีโอ',
  },
  vi: {
    clickHere: 'Nhấn vào đây',
    more: 'Thêm',
    details: 'Chi tiết',
    other: 'Khác',
    typeHere: 'Nhập tại đây…',
    video: 'Video',
  },
  zh_CN: {
    clickHere: '点击这里',
    more: '更多',
    details: '详情',
    other: '其他',
    typeHere: '在此输入…',
    video: '视频',
  },
  ms_MY: {
    clickHere: 'Klik di sini',
    more: 'Lagi',
    details: 'Butiran',
    other: 'Lain-lain',
    typeHere: 'Taip di sini…',
    video: 'Video',
  },
};

/** A sentence that ends in a link (Link guidance: the link text says where it goes). */
export const connectSentence: Localized<string> = {
  en_US: 'Connecting a Shopee store takes about two minutes.',
  in: 'Menghubungkan toko Shopee hanya butuh sekitar dua menit.',
  th: 'การเชื่อมต่อร้านค้า Shopee ใช้เวลาประมาณสองนาที',
  vi: 'Kết nối cửa hàng Shopee chỉ mất khoảng hai phút.',
  zh_CN: '绑定 Shopee 店铺只需约两分钟。',
  ms_MY: 'Menyambungkan kedai Shopee hanya mengambil masa kira-kira dua minit.',
};

/** A whole sentence squeezed into a badge (Badge guidance: a badge is a state in a word or two). */
export const badgeSentence: Localized<string> = {
  en_US: 'Stock could not be synced, please try again later',
  in: 'Stok tidak dapat disinkronkan, silakan coba lagi nanti',
  th: 'ไม่สามารถซิงค์สต็อกได้ โปรดลองอีกครั้งภายหลัง',
  vi: 'Không thể đồng bộ tồn kho, vui lòng thử lại sau',
  zh_CN: '库存无法同步，请稍后重试',
  ms_MY: 'Stok tidak dapat disegerakkan, sila cuba lagi kemudian',
};

/** Secondary text under a call to action (Text guidance: muted for what is secondary). */
export const trialNote: Localized<string> = {
  en_US: '15 days free. No credit card needed.',
  in: 'Gratis 15 hari. Tanpa kartu kredit.',
  th: 'ใช้ฟรี 15 วัน ไม่ต้องใช้บัตรเครดิต',
  vi: 'Miễn phí 15 ngày. Không cần thẻ tín dụng.',
  zh_CN: '免费试用 15 天，无需信用卡。',
  ms_MY: 'Percuma 15 hari. Tiada kad kredit diperlukan.',
};
