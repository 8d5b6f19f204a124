import type { Language } from '@sellwise/api/contract/languages';

/**
 * Sample blog content for stories and tests, taken from content/blog (four topics, twelve articles, the
 * first sections of article 1) in all six languages.
 */
export type SampleArticle = {
  id: number;
  slug: string;
  topicId: number;
  publishedAt: string;
  banner: boolean;
  t: Record<
    Language,
    { title: string; summary: string; author: string; tags: string[]; readingMinutes: number }
  >;
};
export type SampleTopic = { id: number; slug: string; names: Record<Language, string> };

export const SAMPLE_TOPICS: SampleTopic[] = [
  {
    id: 1,
    slug: 'marketplace-growth',
    names: {
      en_US: 'Marketplace growth',
      in: 'Pertumbuhan Marketplace',
      th: 'เติบโตบนมาร์เก็ตเพลส',
      vi: 'Tăng trưởng trên sàn',
      zh_CN: '平台增长',
      ms_MY: 'Pertumbuhan di Marketplace',
    },
  },
  {
    id: 2,
    slug: 'operations-fulfilment',
    names: {
      en_US: 'Operations & fulfilment',
      in: 'Operasional & Pengiriman',
      th: 'การจัดการร้านและการจัดส่ง',
      vi: 'Vận hành & giao hàng',
      zh_CN: '运营与履约',
      ms_MY: 'Operasi & Penghantaran',
    },
  },
  {
    id: 3,
    slug: 'marketing-ads',
    names: {
      en_US: 'Marketing & ads',
      in: 'Pemasaran & Iklan',
      th: 'การตลาดและโฆษณา',
      vi: 'Marketing & quảng cáo',
      zh_CN: '营销与广告',
      ms_MY: 'Pemasaran & Iklan',
    },
  },
  {
    id: 4,
    slug: 'data-pricing',
    names: {
      en_US: 'Data & pricing',
      in: 'Data & Harga',
      th: 'ข้อมูลและการตั้งราคา',
      vi: 'Dữ liệu & định giá',
      zh_CN: '数据与定价',
      ms_MY: 'Data & Harga',
    },
  },
];

/** Newest first. */
export const SAMPLE_ARTICLES: SampleArticle[] = [
  {
    id: 12,
    slug: 'manage-multiple-shops-with-a-team',
    topicId: 4,
    publishedAt: '2026-11-09',
    banner: false,
    t: {
      en_US: {
        title: 'Running several marketplace shops with a team, without chaos',
        summary:
          'Roles, access, daily routines and a shared scoreboard that help a small team run several Shopee, Lazada and TikTok Shop stores reliably.',
        author: 'Sellwise Data Team',
        tags: ['team', 'multi-store', 'operations', 'kpi'],
        readingMinutes: 6,
      },
      in: {
        title: 'Mengelola banyak toko marketplace bersama tim, tanpa kacau',
        summary:
          'Pembagian peran, akses, rutinitas harian, dan papan skor bersama agar tim kecil bisa mengelola beberapa toko Shopee, Tokopedia, dan TikTok Shop dengan rapi.',
        author: 'Tim Data Sellwise',
        tags: ['tim', 'multi-toko', 'operasional', 'kpi'],
        readingMinutes: 6,
      },
      th: {
        title: 'บริหารหลายร้านบนมาร์เก็ตเพลสด้วยทีมงาน โดยไม่วุ่นวาย',
        summary:
          'การแบ่งหน้าที่ สิทธิ์การเข้าถึง กิจวัตรประจำวัน และกระดานคะแนนร่วม ที่ช่วยให้ทีมเล็กดูแลหลายร้านบน Shopee, Lazada และ TikTok Shop ได้อย่างเป็นระบบ',
        author: 'ทีมข้อมูล Sellwise',
        tags: ['ทีมงาน', 'หลายร้าน', 'การจัดการร้าน', 'kpi'],
        readingMinutes: 6,
      },
      vi: {
        title: 'Vận hành nhiều shop trên sàn cùng đội ngũ mà không rối',
        summary:
          'Phân vai, phân quyền truy cập, nhịp làm việc hằng ngày và bảng điểm chung giúp một đội nhỏ vận hành nhiều shop Shopee, Lazada, TikTok Shop trơn tru.',
        author: 'Nhóm Dữ liệu Sellwise',
        tags: ['doi-ngu', 'da-gian-hang', 'van-hanh', 'kpi'],
        readingMinutes: 6,
      },
      zh_CN: {
        title: '团队运营多个平台店铺，如何做到井井有条',
        summary:
          '通过岗位分工、权限管理、日常节奏和共享数据看板，让小团队稳定运营多个 Shopee、Lazada 和 TikTok Shop 店铺。',
        author: 'Sellwise 数据团队',
        tags: ['团队管理', '多店铺', '运营', 'kpi'],
        readingMinutes: 6,
      },
      ms_MY: {
        title: 'Mengurus beberapa kedai marketplace bersama pasukan, tanpa huru-hara',
        summary:
          'Peranan, akses, rutin harian dan papan skor bersama yang membantu pasukan kecil mengurus beberapa kedai Shopee, Lazada dan TikTok Shop dengan teratur.',
        author: 'Pasukan Data Sellwise',
        tags: ['pasukan', 'berbilang-kedai', 'operasi', 'kpi'],
        readingMinutes: 6,
      },
    },
  },
  {
    id: 9,
    slug: 'peak-season-customer-chats',
    topicId: 3,
    publishedAt: '2026-10-26',
    banner: false,
    t: {
      en_US: {
        title: 'Handling customer chats in peak season without losing sales or ratings',
        summary:
          'How to prepare quick replies, shifts and a triage routine so your team answers marketplace chats fast during 11.11, 12.12 and other peaks.',
        author: 'Sellwise Marketing Team',
        tags: ['customer-service', 'chat', 'campaigns'],
        readingMinutes: 5,
      },
      in: {
        title: 'Menangani chat pembeli di musim ramai tanpa kehilangan penjualan dan rating',
        summary:
          'Cara menyiapkan balasan cepat, jadwal shift, dan urutan prioritas agar tim membalas chat marketplace dengan cepat saat 11.11, 12.12, dan Ramadan.',
        author: 'Tim Marketing Sellwise',
        tags: ['layanan-pelanggan', 'chat', 'kampanye'],
        readingMinutes: 5,
      },
      th: {
        title: 'รับมือแชตลูกค้าช่วงพีกโดยไม่เสียยอดขายและคะแนนร้าน',
        summary:
          'วิธีเตรียมข้อความตอบกลับด่วน ตารางกะ และลำดับความสำคัญ ให้ทีมตอบแชตมาร์เก็ตเพลสได้เร็วช่วง 11.11, 12.12 และช่วงพีกอื่นๆ',
        author: 'ทีมการตลาด Sellwise',
        tags: ['บริการลูกค้า', 'แชต', 'แคมเปญ'],
        readingMinutes: 5,
      },
      vi: {
        title: 'Xử lý tin nhắn khách hàng mùa cao điểm mà không mất đơn hay đánh giá',
        summary:
          'Cách chuẩn bị tin nhắn trả lời nhanh, phân ca và thứ tự ưu tiên để đội ngũ trả lời chat trên sàn thật nhanh dịp 11.11, 12.12 và các đợt cao điểm.',
        author: 'Nhóm Marketing Sellwise',
        tags: ['cham-soc-khach-hang', 'chat', 'chien-dich'],
        readingMinutes: 5,
      },
      zh_CN: {
        title: '大促高峰期如何接待买家咨询，不丢单也不掉分',
        summary: '准备快捷回复、排班和优先级处理流程，让团队在 11.11、12.12 等高峰期快速回复平台聊天。',
        author: 'Sellwise 营销团队',
        tags: ['客服', '聊天', '大促'],
        readingMinutes: 5,
      },
      ms_MY: {
        title: 'Mengurus chat pelanggan musim puncak tanpa kehilangan jualan atau penarafan',
        summary:
          'Cara menyediakan balasan pantas, syif dan susunan keutamaan supaya pasukan menjawab chat marketplace dengan cepat semasa 11.11, 12.12 dan musim perayaan.',
        author: 'Pasukan Pemasaran Sellwise',
        tags: ['khidmat-pelanggan', 'chat', 'kempen'],
        readingMinutes: 5,
      },
    },
  },
  {
    id: 8,
    slug: 'tiktok-shop-live-selling',
    topicId: 3,
    publishedAt: '2026-10-12',
    banner: true,
    t: {
      en_US: {
        title: 'TikTok Shop live selling: a practical playbook for your first 10 sessions',
        summary:
          'Equipment, a run-of-show, host scripts and the numbers to watch, so your TikTok Shop lives turn viewers into orders without overselling.',
        author: 'Sellwise Marketing Team',
        tags: ['tiktok-shop', 'live-selling', 'video'],
        readingMinutes: 6,
      },
      in: {
        title: 'Live selling di TikTok Shop: panduan praktis untuk 10 sesi pertama',
        summary:
          'Peralatan, susunan acara, skrip host, dan angka yang perlu dipantau agar live TikTok Shop mengubah penonton jadi pesanan tanpa overselling.',
        author: 'Tim Marketing Sellwise',
        tags: ['tiktok-shop', 'live-selling', 'video'],
        readingMinutes: 6,
      },
      th: {
        title: 'ไลฟ์ขายของบน TikTok Shop: คู่มือใช้จริงสำหรับ 10 ไลฟ์แรก',
        summary:
          'อุปกรณ์ ลำดับรายการ สคริปต์คนไลฟ์ และตัวเลขที่ต้องดู เพื่อให้ไลฟ์ TikTok Shop เปลี่ยนคนดูเป็นออเดอร์ โดยไม่ขายเกินสต็อก',
        author: 'ทีมการตลาด Sellwise',
        tags: ['tiktok-shop', 'ไลฟ์สด', 'วิดีโอ'],
        readingMinutes: 6,
      },
      vi: {
        title: 'Livestream bán hàng trên TikTok Shop: cẩm nang cho 10 phiên live đầu tiên',
        summary:
          'Thiết bị, kịch bản phiên live, cách dẫn và các chỉ số cần xem, để livestream TikTok Shop biến người xem thành đơn hàng mà không bán vượt tồn.',
        author: 'Nhóm Marketing Sellwise',
        tags: ['tiktok-shop', 'livestream', 'video'],
        readingMinutes: 6,
      },
      zh_CN: {
        title: 'TikTok Shop 直播带货：前 10 场直播的实操手册',
        summary: '设备、直播流程、主播话术和要看的数据，让 TikTok Shop 直播把观众变成订单，同时避免超卖。',
        author: 'Sellwise 营销团队',
        tags: ['tiktok-shop', '直播带货', '视频'],
        readingMinutes: 6,
      },
      ms_MY: {
        title: 'Jualan live di TikTok Shop: panduan praktikal untuk 10 sesi pertama',
        summary:
          'Peralatan, susunan acara, skrip hos dan angka yang perlu dipantau supaya live TikTok Shop menukar penonton menjadi pesanan tanpa terlebih jual.',
        author: 'Pasukan Pemasaran Sellwise',
        tags: ['tiktok-shop', 'jualan-live', 'video'],
        readingMinutes: 6,
      },
    },
  },
  {
    id: 7,
    slug: 'prepare-for-1111-and-1212',
    topicId: 3,
    publishedAt: '2026-09-28',
    banner: true,
    t: {
      en_US: {
        title: '11.11 and 12.12 countdown: an eight-week plan for marketplace sellers',
        summary:
          'A week-by-week plan for the biggest SEA sales days, from campaign registration and stock to vouchers, ads, live sessions and the packing rush.',
        author: 'Sellwise Marketing Team',
        tags: ['campaigns', '11-11', '12-12', 'shopee', 'lazada', 'tiktok-shop'],
        readingMinutes: 7,
      },
      in: {
        title: 'Hitung mundur 11.11 dan 12.12: rencana delapan minggu untuk seller marketplace',
        summary:
          'Rencana minggu demi minggu untuk hari belanja terbesar, dari pendaftaran kampanye dan stok sampai voucher, iklan, live, dan lonjakan packing.',
        author: 'Tim Marketing Sellwise',
        tags: ['kampanye', '11-11', '12-12', 'shopee', 'tokopedia', 'tiktok-shop'],
        readingMinutes: 7,
      },
      th: {
        title: 'นับถอยหลัง 11.11 และ 12.12: แผนแปดสัปดาห์สำหรับร้านบนมาร์เก็ตเพลส',
        summary:
          'แผนรายสัปดาห์สำหรับวันช้อปใหญ่ที่สุดของปี ตั้งแต่สมัครแคมเปญ เตรียมสต็อก ไปจนถึงโค้ดส่วนลด โฆษณา ไลฟ์ และช่วงแพ็กของหนัก',
        author: 'ทีมการตลาด Sellwise',
        tags: ['แคมเปญ', '11-11', '12-12', 'shopee', 'lazada', 'tiktok-shop'],
        readingMinutes: 7,
      },
      vi: {
        title: 'Đếm ngược 11.11 và 12.12: kế hoạch tám tuần cho nhà bán hàng trên sàn',
        summary:
          'Kế hoạch từng tuần cho những ngày sale lớn nhất năm, từ đăng ký chiến dịch và tồn kho đến voucher, quảng cáo, livestream và cao điểm đóng gói.',
        author: 'Nhóm Marketing Sellwise',
        tags: ['chien-dich', '11-11', '12-12', 'shopee', 'lazada', 'tiktok-shop'],
        readingMinutes: 7,
      },
      zh_CN: {
        title: '11.11 与 12.12 倒计时：平台卖家的八周备战计划',
        summary: '为东南亚最大购物节准备的逐周计划，涵盖活动报名、备货、优惠券、广告、直播以及打包高峰。',
        author: 'Sellwise 营销团队',
        tags: ['大促', '11-11', '12-12', 'shopee', 'lazada', 'tiktok-shop'],
        readingMinutes: 7,
      },
      ms_MY: {
        title: 'Kira detik 11.11 dan 12.12: pelan lapan minggu untuk penjual marketplace',
        summary:
          'Pelan minggu demi minggu untuk hari jualan terbesar, dari pendaftaran kempen dan stok hingga baucar, iklan, sesi live dan kesibukan membungkus.',
        author: 'Pasukan Pemasaran Sellwise',
        tags: ['kempen', '11-11', '12-12', 'shopee', 'lazada', 'tiktok-shop'],
        readingMinutes: 7,
      },
    },
  },
  {
    id: 6,
    slug: 'reduce-cod-failed-deliveries',
    topicId: 2,
    publishedAt: '2026-09-14',
    banner: false,
    t: {
      en_US: {
        title: 'Cutting failed cash-on-delivery orders and returns',
        summary:
          'Why COD parcels come back, what each failed delivery really costs, and ten practical steps to reduce refusals and returns on SEA marketplaces.',
        author: 'Sellwise Operations Team',
        tags: ['cod', 'returns', 'logistics'],
        readingMinutes: 6,
      },
      in: {
        title: 'Menekan pesanan COD gagal kirim dan retur',
        summary:
          'Mengapa paket COD kembali, berapa biaya sebenarnya setiap gagal kirim, dan sepuluh langkah praktis untuk mengurangi penolakan dan retur.',
        author: 'Tim Operasional Sellwise',
        tags: ['cod', 'retur', 'logistik'],
        readingMinutes: 6,
      },
      th: {
        title: 'ลดพัสดุเก็บเงินปลายทางตีกลับและการคืนสินค้า',
        summary:
          'ทำไมพัสดุเก็บเงินปลายทางถึงตีกลับ ต้นทุนจริงของการส่งไม่สำเร็จแต่ละครั้ง และสิบวิธีที่ใช้ได้จริงเพื่อลดการปฏิเสธรับและการคืนสินค้า',
        author: 'ทีมปฏิบัติการ Sellwise',
        tags: ['เก็บเงินปลายทาง', 'คืนสินค้า', 'โลจิสติกส์'],
        readingMinutes: 6,
      },
      vi: {
        title: 'Giảm đơn COD bị boom và hàng hoàn',
        summary:
          'Vì sao đơn COD bị hoàn, mỗi lần giao thất bại thực sự tốn bao nhiêu, và mười bước thực tế để giảm đơn bị từ chối và hoàn hàng.',
        author: 'Nhóm Vận hành Sellwise',
        tags: ['cod', 'hoan-hang', 'van-chuyen'],
        readingMinutes: 6,
      },
      zh_CN: {
        title: '降低货到付款拒收率和退货率',
        summary:
          '货到付款包裹为什么会被退回、每次派送失败的真实成本，以及在东南亚平台降低拒收和退货的十个实操步骤。',
        author: 'Sellwise 运营团队',
        tags: ['货到付款', '退货', '物流'],
        readingMinutes: 6,
      },
      ms_MY: {
        title: 'Mengurangkan pesanan COD gagal dan pemulangan',
        summary:
          'Mengapa bungkusan COD dipulangkan, kos sebenar setiap penghantaran gagal, dan sepuluh langkah praktikal untuk mengurangkan penolakan dan pemulangan.',
        author: 'Pasukan Operasi Sellwise',
        tags: ['cod', 'pemulangan', 'logistik'],
        readingMinutes: 6,
      },
    },
  },
  {
    id: 11,
    slug: 'read-shop-analytics',
    topicId: 4,
    publishedAt: '2026-09-07',
    banner: false,
    t: {
      en_US: {
        title: 'Reading your shop analytics: the numbers that matter and what to do about them',
        summary:
          'Which marketplace shop metrics to check every week, how they connect in a simple funnel, and what action each pattern calls for.',
        author: 'Sellwise Data Team',
        tags: ['analytics', 'data', 'conversion'],
        readingMinutes: 6,
      },
      in: {
        title: 'Membaca analitik toko: angka yang penting dan tindakan yang tepat',
        summary:
          'Metrik toko marketplace yang perlu dicek setiap minggu, bagaimana semuanya terhubung dalam satu corong, dan tindakan untuk setiap pola.',
        author: 'Tim Data Sellwise',
        tags: ['analitik', 'data', 'konversi'],
        readingMinutes: 6,
      },
      th: {
        title: 'อ่านสถิติร้านค้าให้เป็น: ตัวเลขที่สำคัญและสิ่งที่ควรทำต่อ',
        summary:
          'ตัวชี้วัดของร้านบนมาร์เก็ตเพลสที่ควรดูทุกสัปดาห์ ความเชื่อมโยงของตัวเลขในกรวยการขาย และสิ่งที่ควรทำเมื่อเห็นแต่ละรูปแบบ',
        author: 'ทีมข้อมูล Sellwise',
        tags: ['สถิติร้าน', 'ข้อมูล', 'อัตราการซื้อ'],
        readingMinutes: 6,
      },
      vi: {
        title: 'Đọc số liệu phân tích shop: chỉ số nào quan trọng và cần làm gì',
        summary:
          'Những chỉ số shop trên sàn nên xem mỗi tuần, cách chúng liên kết trong một phễu bán hàng, và hành động phù hợp cho từng dấu hiệu.',
        author: 'Nhóm Dữ liệu Sellwise',
        tags: ['phan-tich', 'du-lieu', 'chuyen-doi'],
        readingMinutes: 6,
      },
      zh_CN: {
        title: '看懂店铺数据：哪些指标重要，看到后该做什么',
        summary: '每周应查看的平台店铺指标、它们在销售漏斗中如何关联，以及每种数据变化对应的行动。',
        author: 'Sellwise 数据团队',
        tags: ['数据分析', '店铺数据', '转化率'],
        readingMinutes: 6,
      },
      ms_MY: {
        title: 'Membaca analitik kedai: angka yang penting dan tindakan yang perlu diambil',
        summary:
          'Metrik kedai marketplace yang patut disemak setiap minggu, cara ia berkait dalam satu corong, dan tindakan bagi setiap corak.',
        author: 'Pasukan Data Sellwise',
        tags: ['analitik', 'data', 'penukaran'],
        readingMinutes: 6,
      },
    },
  },
  {
    id: 5,
    slug: 'marketplace-fulfilment-vs-own-warehouse',
    topicId: 2,
    publishedAt: '2026-08-31',
    banner: false,
    t: {
      en_US: {
        title: 'Marketplace fulfilment or your own warehouse? How to decide',
        summary:
          'Compare marketplace fulfilment programmes, your own warehouse and a 3PL on cost per order, speed and control, and learn which products to put where.',
        author: 'Sellwise Operations Team',
        tags: ['fulfilment', 'warehouse', 'logistics'],
        readingMinutes: 6,
      },
      in: {
        title: 'Fulfillment marketplace atau gudang sendiri? Cara memutuskannya',
        summary:
          'Bandingkan program fulfillment marketplace, gudang sendiri, dan 3PL dari biaya per pesanan, kecepatan, dan kontrol, serta produk mana yang ditaruh di mana.',
        author: 'Tim Operasional Sellwise',
        tags: ['fulfillment', 'gudang', 'logistik'],
        readingMinutes: 6,
      },
      th: {
        title: 'ฝากคลังของแพลตฟอร์ม หรือแพ็กเองจากคลังตัวเอง? วิธีตัดสินใจ',
        summary:
          'เทียบบริการคลังของมาร์เก็ตเพลส คลังของตัวเอง และ 3PL ในแง่ต้นทุนต่อออเดอร์ ความเร็ว และการควบคุม พร้อมวิธีเลือกว่าสินค้าไหนควรอยู่ที่ไหน',
        author: 'ทีมปฏิบัติการ Sellwise',
        tags: ['การจัดส่ง', 'คลังสินค้า', 'โลจิสติกส์'],
        readingMinutes: 6,
      },
      vi: {
        title: 'Gửi kho của sàn hay tự vận hành kho riêng? Cách quyết định',
        summary:
          'So sánh dịch vụ kho của sàn, kho riêng và 3PL theo chi phí mỗi đơn, tốc độ và mức kiểm soát, cùng cách chọn sản phẩm nào để ở đâu.',
        author: 'Nhóm Vận hành Sellwise',
        tags: ['kho-van', 'kho-hang', 'logistics'],
        readingMinutes: 6,
      },
      zh_CN: {
        title: '平台仓还是自有仓？如何做出选择',
        summary: '从单均成本、时效和掌控度比较平台履约、自有仓和第三方仓，并判断哪些商品该放在哪里。',
        author: 'Sellwise 运营团队',
        tags: ['履约', '仓储', '物流'],
        readingMinutes: 6,
      },
      ms_MY: {
        title: 'Pemenuhan oleh marketplace atau gudang sendiri? Cara membuat keputusan',
        summary:
          'Bandingkan program pemenuhan marketplace, gudang sendiri dan 3PL dari segi kos setiap pesanan, kelajuan dan kawalan, serta produk mana diletak di mana.',
        author: 'Pasukan Operasi Sellwise',
        tags: ['pemenuhan-pesanan', 'gudang', 'logistik'],
        readingMinutes: 6,
      },
    },
  },
  {
    id: 4,
    slug: 'sync-stock-avoid-overselling',
    topicId: 2,
    publishedAt: '2026-08-17',
    banner: true,
    t: {
      en_US: {
        title: 'Syncing stock across Shopee, Lazada and TikTok Shop without overselling',
        summary:
          'Why multi-channel sellers oversell, and a step-by-step setup with master SKUs, buffers and sync rules that keeps stock right on every marketplace.',
        author: 'Sellwise Operations Team',
        tags: ['inventory', 'overselling', 'shopee', 'lazada', 'tiktok-shop'],
        readingMinutes: 6,
      },
      in: {
        title: 'Sinkronisasi stok Shopee, Tokopedia, Lazada, dan TikTok Shop tanpa overselling',
        summary:
          'Penyebab overselling pada penjual multi-channel dan cara menyusun SKU induk, stok cadangan, serta aturan sinkron agar stok akurat di semua marketplace.',
        author: 'Tim Operasional Sellwise',
        tags: ['stok', 'overselling', 'shopee', 'tokopedia', 'tiktok-shop'],
        readingMinutes: 6,
      },
      th: {
        title: 'ซิงก์สต็อก Shopee, Lazada และ TikTok Shop ไม่ให้ขายเกินของที่มี',
        summary:
          'สาเหตุที่ร้านขายหลายช่องทางมักขายเกินสต็อก และวิธีตั้ง SKU หลัก สต็อกกันชน และกฎการซิงก์ ให้ตัวเลขสต็อกถูกต้องทุกแพลตฟอร์ม',
        author: 'ทีมปฏิบัติการ Sellwise',
        tags: ['สต็อก', 'ขายเกินสต็อก', 'shopee', 'lazada', 'tiktok-shop'],
        readingMinutes: 6,
      },
      vi: {
        title: 'Đồng bộ tồn kho Shopee, Lazada, TikTok Shop mà không bán vượt tồn',
        summary:
          'Vì sao người bán đa kênh hay bán vượt tồn, và cách thiết lập SKU gốc, tồn kho dự phòng cùng quy tắc đồng bộ để số tồn đúng trên mọi sàn.',
        author: 'Nhóm Vận hành Sellwise',
        tags: ['ton-kho', 'ban-vuot-ton', 'shopee', 'lazada', 'tiktok-shop'],
        readingMinutes: 6,
      },
      zh_CN: {
        title: 'Shopee、Lazada、TikTok Shop 库存同步，告别超卖',
        summary:
          '多渠道卖家为什么会超卖，以及如何用主 SKU、安全库存和同步规则，让每个平台的库存数字始终准确。',
        author: 'Sellwise 运营团队',
        tags: ['库存', '超卖', 'shopee', 'lazada', 'tiktok-shop'],
        readingMinutes: 6,
      },
      ms_MY: {
        title: 'Menyegerakkan stok Shopee, Lazada dan TikTok Shop tanpa terlebih jual',
        summary:
          'Punca penjual berbilang saluran terlebih jual, dan cara menyediakan SKU induk, stok penampan serta peraturan segerak supaya stok tepat di setiap marketplace.',
        author: 'Pasukan Operasi Sellwise',
        tags: ['inventori', 'terlebih-jual', 'shopee', 'lazada', 'tiktok-shop'],
        readingMinutes: 6,
      },
    },
  },
  {
    id: 10,
    slug: 'pricing-with-fees-and-vouchers',
    topicId: 4,
    publishedAt: '2026-08-10',
    banner: true,
    t: {
      en_US: {
        title: 'Pricing for profit with marketplace fees, vouchers and ads',
        summary:
          'A worked example and a simple formula to set marketplace prices that still make money after commissions, payment fees, vouchers, ads and returns.',
        author: 'Sellwise Data Team',
        tags: ['pricing', 'fees', 'vouchers', 'profit'],
        readingMinutes: 7,
      },
      in: {
        title: 'Menentukan harga yang tetap untung setelah biaya marketplace, voucher, dan iklan',
        summary:
          'Contoh perhitungan dan rumus sederhana untuk menetapkan harga di marketplace yang tetap menghasilkan laba setelah komisi, biaya, voucher, iklan, dan retur.',
        author: 'Tim Data Sellwise',
        tags: ['harga', 'biaya-admin', 'voucher', 'laba'],
        readingMinutes: 7,
      },
      th: {
        title: 'ตั้งราคาให้มีกำไร หลังหักค่าธรรมเนียมแพลตฟอร์ม โค้ดส่วนลด และค่าโฆษณา',
        summary:
          'ตัวอย่างการคำนวณและสูตรง่ายๆ สำหรับตั้งราคาบนมาร์เก็ตเพลสให้ยังมีกำไรหลังหักค่าคอมมิชชัน ค่าธรรมเนียม โค้ดส่วนลด โฆษณา และการคืนสินค้า',
        author: 'ทีมข้อมูล Sellwise',
        tags: ['ตั้งราคา', 'ค่าธรรมเนียม', 'โค้ดส่วนลด', 'กำไร'],
        readingMinutes: 7,
      },
      vi: {
        title: 'Định giá có lãi sau phí sàn, voucher và quảng cáo',
        summary:
          'Ví dụ tính toán và công thức đơn giản để đặt giá bán trên sàn vẫn có lãi sau phí cố định, phí thanh toán, voucher, quảng cáo và hoàn hàng.',
        author: 'Nhóm Dữ liệu Sellwise',
        tags: ['dinh-gia', 'phi-san', 'voucher', 'loi-nhuan'],
        readingMinutes: 7,
      },
      zh_CN: {
        title: '算上平台费用、优惠券和广告后，如何定出赚钱的价格',
        summary:
          '用一个完整算例和一个简单公式，设定扣除佣金、手续费、优惠券、广告和退货后依然盈利的平台售价。',
        author: 'Sellwise 数据团队',
        tags: ['定价', '平台费用', '优惠券', '利润'],
        readingMinutes: 7,
      },
      ms_MY: {
        title: 'Menetapkan harga yang untung selepas yuran marketplace, baucar dan iklan',
        summary:
          'Contoh pengiraan dan formula mudah untuk menetapkan harga marketplace yang masih menguntungkan selepas komisen, yuran, baucar, iklan dan pemulangan.',
        author: 'Pasukan Data Sellwise',
        tags: ['harga', 'yuran', 'baucar', 'keuntungan'],
        readingMinutes: 7,
      },
    },
  },
  {
    id: 3,
    slug: 'product-photos-that-convert',
    topicId: 1,
    publishedAt: '2026-08-03',
    banner: false,
    t: {
      en_US: {
        title: 'Product photos that convert on mobile marketplaces',
        summary:
          "A simple shot list, lighting setup and editing routine for marketplace product photos that win clicks in search and answer buyers' questions.",
        author: 'Sellwise Growth Team',
        tags: ['photos', 'listings', 'conversion'],
        readingMinutes: 5,
      },
      in: {
        title: 'Foto produk yang bikin pembeli checkout di marketplace',
        summary:
          'Daftar foto, cara mengatur cahaya, dan rutinitas edit sederhana untuk foto produk marketplace yang menarik klik dan menjawab pertanyaan pembeli.',
        author: 'Tim Growth Sellwise',
        tags: ['foto-produk', 'listing', 'konversi'],
        readingMinutes: 5,
      },
      th: {
        title: 'ถ่ายรูปสินค้าให้ขายได้บนมาร์เก็ตเพลสในมือถือ',
        summary:
          'รายการภาพที่ต้องถ่าย การจัดแสง และขั้นตอนแต่งภาพง่ายๆ สำหรับรูปสินค้าบนมาร์เก็ตเพลส ให้ได้คลิกในหน้าค้นหาและตอบคำถามลูกค้า',
        author: 'ทีม Growth ของ Sellwise',
        tags: ['รูปสินค้า', 'หน้าสินค้า', 'ยอดขาย'],
        readingMinutes: 5,
      },
      vi: {
        title: 'Ảnh sản phẩm ra đơn trên sàn thương mại điện tử di động',
        summary:
          'Danh sách ảnh cần chụp, cách bố trí ánh sáng và quy trình chỉnh ảnh đơn giản để ảnh sản phẩm thu hút lượt nhấp và trả lời thắc mắc của người mua.',
        author: 'Nhóm Tăng trưởng Sellwise',
        tags: ['anh-san-pham', 'tin-dang', 'chuyen-doi'],
        readingMinutes: 5,
      },
      zh_CN: {
        title: '在手机端电商平台上带来转化的商品图片',
        summary: '一份拍摄清单、布光方法和简单修图流程，让平台商品图在搜索中赢得点击，并回答买家的疑问。',
        author: 'Sellwise 增长团队',
        tags: ['商品图片', '商品上架', '转化率'],
        readingMinutes: 5,
      },
      ms_MY: {
        title: 'Gambar produk yang menukar pelawat jadi pembeli di marketplace',
        summary:
          'Senarai gambar, susunan pencahayaan dan rutin suntingan mudah untuk gambar produk marketplace yang menarik klik dan menjawab soalan pembeli.',
        author: 'Pasukan Pertumbuhan Sellwise',
        tags: ['gambar-produk', 'listing', 'penukaran'],
        readingMinutes: 5,
      },
    },
  },
  {
    id: 2,
    slug: 'expand-to-new-sea-market',
    topicId: 1,
    publishedAt: '2026-07-20',
    banner: false,
    t: {
      en_US: {
        title: 'Expanding from one South-East Asian country to the next',
        summary:
          'How to pick your second SEA market, test it with a small range, price for landed cost and localise listings before you scale.',
        author: 'Sellwise Growth Team',
        tags: ['expansion', 'cross-border', 'shopee', 'lazada'],
        readingMinutes: 6,
      },
      in: {
        title: 'Ekspansi dari satu negara Asia Tenggara ke negara berikutnya',
        summary:
          'Cara memilih pasar kedua di Asia Tenggara, mengujinya dengan sedikit produk, menghitung harga dari biaya sampai, dan melokalkan listing sebelum scale up.',
        author: 'Tim Growth Sellwise',
        tags: ['ekspansi', 'cross-border', 'shopee', 'lazada'],
        readingMinutes: 6,
      },
      th: {
        title: 'ขยายร้านจากไทยไปประเทศอื่นในอาเซียนอย่างเป็นขั้นตอน',
        summary:
          'วิธีเลือกตลาดที่สองในอาเซียน ทดลองด้วยสินค้าจำนวนน้อย ตั้งราคาจากต้นทุนถึงมือลูกค้า และปรับหน้าสินค้าให้เข้ากับท้องถิ่นก่อนขยาย',
        author: 'ทีม Growth ของ Sellwise',
        tags: ['ขยายตลาด', 'cross-border', 'shopee', 'lazada'],
        readingMinutes: 6,
      },
      vi: {
        title: 'Mở rộng từ Việt Nam sang thị trường Đông Nam Á tiếp theo',
        summary:
          'Cách chọn thị trường thứ hai ở Đông Nam Á, thử nghiệm với ít sản phẩm, định giá theo chi phí đến tay khách và bản địa hóa tin đăng trước khi mở rộng.',
        author: 'Nhóm Tăng trưởng Sellwise',
        tags: ['mo-rong', 'xuyen-bien-gioi', 'shopee', 'lazada'],
        readingMinutes: 6,
      },
      zh_CN: {
        title: '从一个东南亚站点拓展到下一个站点',
        summary: '如何选择第二个东南亚市场、用少量商品测款、按到岸成本定价，并在放量前完成商品本地化。',
        author: 'Sellwise 增长团队',
        tags: ['拓展市场', '跨境', 'shopee', 'lazada'],
        readingMinutes: 6,
      },
      ms_MY: {
        title: 'Berkembang dari satu negara Asia Tenggara ke negara seterusnya',
        summary:
          'Cara memilih pasaran kedua di Asia Tenggara, mengujinya dengan sedikit produk, menetapkan harga ikut kos sampai dan menyetempatkan listing sebelum berkembang.',
        author: 'Pasukan Pertumbuhan Sellwise',
        tags: ['pengembangan', 'rentas-sempadan', 'shopee', 'lazada'],
        readingMinutes: 6,
      },
    },
  },
  {
    id: 1,
    slug: 'shopee-listing-seo',
    topicId: 1,
    publishedAt: '2026-07-06',
    banner: true,
    t: {
      en_US: {
        title: 'How to write Shopee listings that rank (and still convert)',
        summary:
          'A practical checklist for Shopee product titles, attributes, images and descriptions, so your listings appear in search and turn views into orders.',
        author: 'Sellwise Growth Team',
        tags: ['shopee', 'seo', 'listings'],
        readingMinutes: 6,
      },
      in: {
        title: 'Cara menulis listing Shopee yang naik di pencarian (dan tetap laku)',
        summary:
          'Checklist praktis untuk judul, atribut, foto, dan deskripsi produk Shopee agar listing muncul di pencarian dan kunjungan berubah jadi pesanan.',
        author: 'Tim Growth Sellwise',
        tags: ['shopee', 'seo', 'listing'],
        readingMinutes: 6,
      },
      th: {
        title: 'เขียนหน้าสินค้า Shopee ให้ติดอันดับค้นหา และยังขายได้จริง',
        summary:
          'เช็กลิสต์ใช้งานได้จริงสำหรับชื่อสินค้า คุณสมบัติ รูปภาพ และรายละเอียดบน Shopee ให้สินค้าขึ้นในผลค้นหาและเปลี่ยนคนดูเป็นคำสั่งซื้อ',
        author: 'ทีม Growth ของ Sellwise',
        tags: ['shopee', 'seo', 'หน้าสินค้า'],
        readingMinutes: 6,
      },
      vi: {
        title: 'Cách viết tin đăng Shopee lên top tìm kiếm mà vẫn ra đơn',
        summary:
          'Checklist thực tế cho tên sản phẩm, thuộc tính, hình ảnh và mô tả trên Shopee để sản phẩm hiện trong tìm kiếm và biến lượt xem thành đơn hàng.',
        author: 'Nhóm Tăng trưởng Sellwise',
        tags: ['shopee', 'seo', 'tin-dang'],
        readingMinutes: 6,
      },
      zh_CN: {
        title: '写出能排上 Shopee 搜索前列、又能成交的商品详情',
        summary:
          '一份实用清单，覆盖 Shopee 商品标题、属性、主图和描述，让商品出现在搜索结果中，并把浏览转化为订单。',
        author: 'Sellwise 增长团队',
        tags: ['shopee', 'seo', '商品上架'],
        readingMinutes: 6,
      },
      ms_MY: {
        title: 'Cara menulis listing Shopee yang naik carian (dan tetap laris)',
        summary:
          'Senarai semak praktikal untuk tajuk, atribut, gambar dan penerangan produk Shopee supaya listing muncul dalam carian dan pelawat menjadi pesanan.',
        author: 'Pasukan Pertumbuhan Sellwise',
        tags: ['shopee', 'seo', 'listing'],
        readingMinutes: 6,
      },
    },
  },
];

/** Article 1's introduction and first three sections, as the API renders them. */
export const SAMPLE_ARTICLE_HTML: Record<Language, string> = {
  en_US:
    '<p>Shopee search decides which products a buyer sees first, and most sales start there. The good news: ranking is not a mystery. It rewards listings that match what buyers type, that are complete, and that convert once people click. This guide walks through each part of a listing in the order that matters.</p>\n<h2>1. Start with the words buyers actually type</h2>\n<p>Before writing anything, collect real search terms:</p>\n<ol>\n<li>Type your main product word into the Shopee search bar and note the autocomplete suggestions.</li>\n<li>Open the top 10 results for that word and list the terms that appear in most titles.</li>\n<li>Check your own <strong>Shop Search Keywords</strong> (in Business Insights) to see which searches already bring you traffic.</li>\n</ol>\n<p>Group the terms into a <strong>main keyword</strong> (e.g. "bluetooth earbuds"), <strong>attributes</strong> (wireless, noise cancelling, 40h battery) and <strong>use cases</strong> (gym, office). You will use all three.</p>\n<h2>2. Build the title in a fixed order</h2>\n<p>A title that follows one pattern is easier to scan and easier for search to match:</p>\n<p><strong>Brand + main keyword + key attributes + variant + use case</strong></p>\n<p>Example: <em>Soundly Bluetooth Earbuds Wireless ANC 40H Battery Black – for Gym &amp; Office</em></p>\n<ul>\n<li>Put the main keyword in the first 40 characters; mobile screens cut the rest.</li>\n<li>Use each important word once. Repeating "earbuds earbuds earphone" looks like spam and can get the listing flagged.</li>\n<li>No promotional words in the title ("cheapest", "100% best"). Put offers in vouchers instead.</li>\n<li>Write titles in the language your buyers search in. In Malaysia or the Philippines, a mix of English and the local language is normal.</li>\n</ul>\n<h2>3. Fill in every attribute</h2>\n<p>Category and attributes (brand, material, size, compatibility) feed Shopee\'s filters. A buyer who filters by "Brand: Soundly" will never see a listing with that field empty. Choose the most specific category, then complete every attribute, even optional ones.</p>\n',
  in: '<p>Pencarian Shopee menentukan produk mana yang dilihat pembeli lebih dulu, dan sebagian besar penjualan dimulai dari sana. Kabar baiknya, ranking bukan misteri. Shopee mengutamakan listing yang cocok dengan kata yang diketik pembeli, lengkap, dan laku setelah diklik. Panduan ini membahas setiap bagian listing sesuai urutan pentingnya.</p>\n<h2>1. Mulai dari kata yang benar-benar diketik pembeli</h2>\n<p>Sebelum menulis, kumpulkan kata kunci nyata:</p>\n<ol>\n<li>Ketik kata produk utama di kolom pencarian Shopee dan catat saran autocomplete.</li>\n<li>Buka 10 hasil teratas dan catat kata yang muncul di sebagian besar judul.</li>\n<li>Cek <strong>Kata Kunci Pencarian Toko</strong> di Business Insights untuk melihat pencarian yang sudah mendatangkan pengunjung.</li>\n</ol>\n<p>Kelompokkan menjadi <strong>kata kunci utama</strong> (misalnya "earphone bluetooth"), <strong>atribut</strong> (wireless, ANC, baterai 40 jam) dan <strong>kegunaan</strong> (olahraga, kantor). Ketiganya akan dipakai.</p>\n<h2>2. Susun judul dengan urutan tetap</h2>\n<p>Judul dengan pola yang konsisten lebih mudah dibaca pembeli dan dicocokkan oleh mesin pencari:</p>\n<p><strong>Merek + kata kunci utama + atribut penting + varian + kegunaan</strong></p>\n<p>Contoh: <em>Soundly Earphone Bluetooth Wireless ANC Baterai 40 Jam Hitam – untuk Olahraga &amp; Kantor</em></p>\n<ul>\n<li>Letakkan kata kunci utama di 40 karakter pertama; layar HP memotong sisanya.</li>\n<li>Pakai setiap kata penting sekali saja. Mengulang "earphone earphone headset" terlihat seperti spam dan bisa membuat listing ditandai.</li>\n<li>Jangan ada kata promosi di judul ("termurah", "100% terbaik"). Taruh penawaran di voucher.</li>\n<li>Tulis judul dalam bahasa yang dipakai pembeli saat mencari. Di Indonesia, campuran istilah Inggris seperti "wireless" sudah biasa.</li>\n</ul>\n<h2>3. Isi semua atribut</h2>\n<p>Kategori dan atribut (merek, bahan, ukuran, kompatibilitas) dipakai untuk filter Shopee. Pembeli yang memfilter "Merek: Soundly" tidak akan melihat listing dengan kolom itu kosong. Pilih kategori paling spesifik, lalu lengkapi semua atribut, termasuk yang opsional. Prinsip yang sama berlaku di Tokopedia.</p>\n',
  th: '<p>ระบบค้นหาของ Shopee เป็นตัวตัดสินว่าลูกค้าจะเห็นสินค้าชิ้นไหนก่อน และยอดขายส่วนใหญ่ก็เริ่มจากตรงนั้น ข่าวดีคือการติดอันดับไม่ใช่เรื่องลึกลับ Shopee ให้คะแนนกับสินค้าที่ตรงกับคำที่ลูกค้าพิมพ์ กรอกข้อมูลครบ และขายได้เมื่อมีคนคลิกเข้ามา บทความนี้จะไล่ทีละส่วนตามลำดับความสำคัญ</p>\n<h2>1. เริ่มจากคำที่ลูกค้าพิมพ์จริง</h2>\n<p>ก่อนเขียน ให้รวบรวมคำค้นหาจริงก่อน:</p>\n<ol>\n<li>พิมพ์คำหลักของสินค้าในช่องค้นหา Shopee แล้วจดคำที่ระบบแนะนำขึ้นมา</li>\n<li>เปิดดูสินค้า 10 อันดับแรก แล้วจดคำที่ปรากฏในชื่อสินค้าเกือบทุกชิ้น</li>\n<li>ดู <strong>คำค้นหาของร้านค้า</strong> ใน Business Insights ว่าคำไหนพาคนเข้าร้านอยู่แล้ว</li>\n</ol>\n<p>แบ่งคำเป็น <strong>คำหลัก</strong> (เช่น "หูฟังบลูทูธ") <strong>คุณสมบัติ</strong> (ไร้สาย ตัดเสียงรบกวน แบต 40 ชม.) และ <strong>การใช้งาน</strong> (ออกกำลังกาย ทำงาน) แล้วใช้ให้ครบทั้งสามกลุ่ม</p>\n<h2>2. เรียงชื่อสินค้าตามสูตรเดียว</h2>\n<p>ชื่อที่มีรูปแบบเดียวกันอ่านง่ายและระบบจับคู่คำได้ง่าย:</p>\n<p><strong>แบรนด์ + คำหลัก + คุณสมบัติเด่น + ตัวเลือก + การใช้งาน</strong></p>\n<p>ตัวอย่าง: <em>Soundly หูฟังบลูทูธ ไร้สาย ตัดเสียงรบกวน แบต 40 ชม. สีดำ เหมาะออกกำลังกายและทำงาน</em></p>\n<ul>\n<li>วางคำหลักไว้ใน 40 ตัวอักษรแรก เพราะหน้าจอมือถือตัดส่วนที่เหลือ</li>\n<li>ใช้คำสำคัญแต่ละคำครั้งเดียว การใส่ "หูฟัง หูฟัง หูฟังไร้สาย" ซ้ำๆ ดูเป็นสแปมและอาจโดนระบบตักเตือน</li>\n<li>ไม่ใส่คำโปรโมชันในชื่อ เช่น "ถูกที่สุด" "ดีที่สุด 100%" ให้ใช้โค้ดส่วนลดแทน</li>\n<li>คนไทยค้นทั้งภาษาไทยและอังกฤษ เช่น "หูฟัง bluetooth" ใส่ทั้งสองแบบได้ถ้าเป็นธรรมชาติ</li>\n</ul>\n<h2>3. กรอกคุณสมบัติสินค้าให้ครบ</h2>\n<p>หมวดหมู่และคุณสมบัติ (แบรนด์ วัสดุ ขนาด รุ่นที่รองรับ) ใช้เป็นตัวกรองของ Shopee ลูกค้าที่กรอง "แบรนด์: Soundly" จะไม่เห็นสินค้าที่เว้นช่องนี้ว่าง เลือกหมวดหมู่ที่เจาะจงที่สุด แล้วกรอกทุกช่อง รวมถึงช่องที่ไม่บังคับ</p>\n',
  vi: '<p>Thanh tìm kiếm của Shopee quyết định người mua thấy sản phẩm nào trước, và phần lớn đơn hàng bắt đầu từ đó. Tin tốt là thứ hạng không phải điều bí ẩn. Shopee ưu tiên tin đăng khớp với từ người mua gõ, điền đầy đủ thông tin và bán được sau khi được nhấp vào. Bài này đi qua từng phần của tin đăng theo thứ tự quan trọng.</p>\n<h2>1. Bắt đầu từ từ khóa người mua thật sự gõ</h2>\n<p>Trước khi viết, hãy thu thập từ khóa thật:</p>\n<ol>\n<li>Gõ từ khóa chính vào ô tìm kiếm Shopee và ghi lại các gợi ý tự động.</li>\n<li>Mở 10 kết quả đầu và ghi các từ xuất hiện trong hầu hết tiêu đề.</li>\n<li>Xem <strong>Từ khóa tìm kiếm của Shop</strong> trong Business Insights để biết từ nào đang mang khách về.</li>\n</ol>\n<p>Chia thành <strong>từ khóa chính</strong> (ví dụ "tai nghe bluetooth"), <strong>thuộc tính</strong> (không dây, chống ồn, pin 40 giờ) và <strong>nhu cầu sử dụng</strong> (tập gym, văn phòng).</p>\n<h2>2. Đặt tên sản phẩm theo một công thức</h2>\n<p>Tên theo một khuôn mẫu dễ đọc và dễ được tìm kiếm khớp:</p>\n<p><strong>Thương hiệu + từ khóa chính + thuộc tính nổi bật + phân loại + nhu cầu</strong></p>\n<p>Ví dụ: <em>Tai nghe Bluetooth Soundly Không Dây Chống Ồn Pin 40H Màu Đen – Tập Gym, Văn Phòng</em></p>\n<ul>\n<li>Đặt từ khóa chính trong 40 ký tự đầu; màn hình điện thoại sẽ cắt phần sau.</li>\n<li>Mỗi từ quan trọng chỉ dùng một lần. Lặp "tai nghe tai nghe tai phone" trông như spam và có thể bị đánh dấu vi phạm.</li>\n<li>Không dùng từ quảng cáo trong tên ("rẻ nhất", "tốt nhất 100%"). Hãy để ưu đãi vào voucher.</li>\n<li>Viết tiếng Việt có dấu đầy đủ; người mua có thể gõ không dấu nhưng Shopee vẫn khớp được.</li>\n</ul>\n<h2>3. Điền đủ mọi thuộc tính</h2>\n<p>Ngành hàng và thuộc tính (thương hiệu, chất liệu, kích thước, tương thích) được dùng cho bộ lọc của Shopee. Người mua lọc "Thương hiệu: Soundly" sẽ không bao giờ thấy tin đăng để trống ô này. Chọn ngành hàng cụ thể nhất rồi điền mọi thuộc tính, kể cả ô không bắt buộc.</p>\n',
  zh_CN:
    '<p>Shopee 的搜索决定买家先看到哪件商品，而大部分订单都从搜索开始。好消息是，排名并不神秘：平台偏爱与买家搜索词匹配、信息完整、并且被点击后能成交的商品。本文按重要程度，逐一讲解商品详情的每个部分。跨境卖家尤其要注意：标题和描述要用目标站点买家的语言来写。</p>\n<h2>1. 从买家真实搜索的词开始</h2>\n<p>动笔之前，先收集真实的搜索词：</p>\n<ol>\n<li>在 Shopee 搜索框输入主关键词，记下下拉联想词。</li>\n<li>打开该词下排名前 10 的商品，记下大多数标题里都出现的词。</li>\n<li>在 Business Insights 查看<strong>店铺搜索关键词</strong>，了解哪些词已经在为你带来流量。</li>\n</ol>\n<p>把词分为三类：<strong>主关键词</strong>（如 "bluetooth earbuds"）、<strong>属性词</strong>（无线、降噪、40 小时续航）和<strong>场景词</strong>（健身、办公）。三类都要用上。</p>\n<h2>2. 用固定结构写标题</h2>\n<p>结构统一的标题既方便买家浏览，也方便搜索匹配：</p>\n<p><strong>品牌 + 主关键词 + 核心属性 + 规格 + 使用场景</strong></p>\n<p>示例：<em>Soundly Bluetooth Earbuds Wireless ANC 40H Battery Black – for Gym &amp; Office</em></p>\n<ul>\n<li>主关键词放在前 40 个字符内，手机端会截断后面的内容。</li>\n<li>每个重要词只出现一次。堆砌 "earbuds earbuds earphone" 看起来像垃圾信息，可能被平台判定违规。</li>\n<li>标题中不要出现促销用语（"最便宜"、"100% 最好"），优惠请放进优惠券。</li>\n<li>按站点语言写：泰国站用泰语加英语，越南站用带声调的越南语，马来西亚和菲律宾站英语与本地语混用很常见。不要直接用机器翻译的中文标题。</li>\n</ul>\n<h2>3. 填满所有属性</h2>\n<p>类目和属性（品牌、材质、尺寸、适配型号）是 Shopee 筛选功能的依据。买家筛选 "品牌：Soundly" 时，属性为空的商品永远不会出现。选择最精确的类目，然后填写全部属性，包括非必填项。</p>\n',
  ms_MY:
    '<p>Carian Shopee menentukan produk mana yang pembeli nampak dahulu, dan kebanyakan jualan bermula di situ. Berita baiknya, ranking bukan misteri. Shopee mengutamakan listing yang sepadan dengan perkataan yang ditaip pembeli, lengkap, dan laku selepas diklik. Panduan ini menerangkan setiap bahagian listing mengikut susunan kepentingannya.</p>\n<h2>1. Mulakan dengan perkataan yang pembeli benar-benar taip</h2>\n<p>Sebelum menulis, kumpul kata kunci sebenar:</p>\n<ol>\n<li>Taip perkataan produk utama dalam bar carian Shopee dan catat cadangan autolengkap.</li>\n<li>Buka 10 hasil teratas dan catat perkataan yang muncul dalam kebanyakan tajuk.</li>\n<li>Semak <strong>Kata Kunci Carian Kedai</strong> dalam Business Insights untuk melihat carian yang sudah membawa pelawat.</li>\n</ol>\n<p>Bahagikan kepada <strong>kata kunci utama</strong> (contohnya "earphone bluetooth"), <strong>atribut</strong> (wireless, ANC, bateri 40 jam) dan <strong>kegunaan</strong> (gim, pejabat). Gunakan ketiga-tiganya.</p>\n<h2>2. Susun tajuk mengikut satu formula</h2>\n<p>Tajuk yang ikut satu pola lebih mudah dibaca dan lebih mudah dipadankan oleh carian:</p>\n<p><strong>Jenama + kata kunci utama + atribut penting + varian + kegunaan</strong></p>\n<p>Contoh: <em>Soundly Earphone Bluetooth Wireless ANC Bateri 40 Jam Hitam – untuk Gim &amp; Pejabat</em></p>\n<ul>\n<li>Letak kata kunci utama dalam 40 aksara pertama; skrin telefon memotong selebihnya.</li>\n<li>Guna setiap perkataan penting sekali sahaja. Mengulang "earphone earphone headset" kelihatan seperti spam dan boleh menyebabkan listing ditanda.</li>\n<li>Jangan letak perkataan promosi dalam tajuk ("termurah", "100% terbaik"). Letakkan tawaran dalam baucar.</li>\n<li>Di Malaysia, pembeli biasa mencari dalam campuran Bahasa Melayu dan Inggeris, jadi gabungan seperti "earphone wireless murah" adalah normal.</li>\n</ul>\n<h2>3. Isi semua atribut</h2>\n<p>Kategori dan atribut (jenama, bahan, saiz, keserasian) digunakan oleh penapis Shopee. Pembeli yang menapis "Jenama: Soundly" tidak akan nampak listing yang ruangan itu kosong. Pilih kategori paling spesifik, kemudian lengkapkan semua atribut, termasuk yang pilihan.</p>\n',
};
