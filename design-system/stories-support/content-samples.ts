/**
 * Sample text for the content stories (feedback prompt, share links, table of contents, a short article)
 * in the six site languages.
 */
import type { FeedbackPromptLabels } from '../src/content/feedback-prompt/feedback-prompt';
import type { ShareLinksLabels } from '../src/content/share-links/share-links';
import type { Localized } from './sample-text';

export const feedbackText: Localized<{
  labels: FeedbackPromptLabels;
  reasons: { value: string; label: string }[];
}> = {
  en_US: {
    labels: {
      question: 'Was this article helpful?',
      yes: 'Yes',
      no: 'No',
      thanks: 'Thanks for your feedback!',
      reasonQuestion: 'What could we do better?',
      commentLabel: 'Anything else? (optional)',
      commentHint: 'Please don’t include passwords or payment details.',
      submit: 'Send feedback',
      sending: 'Sending…',
      error: 'Choose a reason',
    },
    reasons: [
      { value: 'unclear', label: 'The steps are hard to follow' },
      { value: 'outdated', label: 'It is out of date' },
      { value: 'missing', label: 'It doesn’t answer my question' },
      { value: 'other', label: 'Something else' },
    ],
  },
  in: {
    labels: {
      question: 'Apakah artikel ini membantu?',
      yes: 'Ya',
      no: 'Tidak',
      thanks: 'Terima kasih atas masukan Anda!',
      reasonQuestion: 'Apa yang bisa kami perbaiki?',
      commentLabel: 'Ada hal lain? (opsional)',
      commentHint: 'Jangan sertakan kata sandi atau detail pembayaran.',
      submit: 'Kirim masukan',
      sending: 'Mengirim…',
      error: 'Pilih alasan',
    },
    reasons: [
      { value: 'unclear', label: 'Langkah-langkahnya sulit diikuti' },
      { value: 'outdated', label: 'Informasinya sudah usang' },
      { value: 'missing', label: 'Tidak menjawab pertanyaan saya' },
      { value: 'other', label: 'Lainnya' },
    ],
  },
  th: {
    labels: {
      question: 'บทความนี้มีประโยชน์หรือไม่',
      yes: 'มีประโยชน์',
      no: 'ไม่มีประโยชน์',
      thanks: 'ขอบคุณสำหรับความคิดเห็นของคุณ',
      reasonQuestion: 'เราควรปรับปรุงเรื่องใด',
      commentLabel: 'รายละเอียดเพิ่มเติม (ไม่บังคับ)',
      commentHint: 'โปรดอย่าใส่รหัสผ่านหรือข้อมูลการชำระเงิน',
      submit: 'ส่งความคิดเห็น',
      sending: 'กำลังส่ง…',
      error: 'โปรดเลือกเหตุผล',
    },
    reasons: [
      { value: 'unclear', label: 'ขั้นตอนเข้าใจยาก' },
      { value: 'outdated', label: 'ข้อมูลไม่เป็นปัจจุบัน' },
      { value: 'missing', label: 'ไม่ได้ตอบคำถามของฉัน' },
      { value: 'other', label: 'อื่น ๆ' },
    ],
  },
  vi: {
    labels: {
      question: 'Bài viết này có hữu ích không?',
      yes: 'Có',
      no: 'Không',
      thanks: 'Cảm ơn góp ý của bạn!',
      reasonQuestion: 'Chúng tôi có thể cải thiện điều gì?',
      commentLabel: 'Bạn muốn nói thêm điều gì? (không bắt buộc)',
      commentHint: 'Vui lòng không ghi mật khẩu hoặc thông tin thanh toán.',
      submit: 'Gửi góp ý',
      sending: 'Đang gửi…',
      error: 'Hãy chọn một lý do',
    },
    reasons: [
      { value: 'unclear', label: 'Các bước khó làm theo' },
      { value: 'outdated', label: 'Nội dung đã cũ' },
      { value: 'missing', label: 'Không trả lời được câu hỏi của tôi' },
      { value: 'other', label: 'Lý do khác' },
    ],
  },
  zh_CN: {
    labels: {
      question: '这篇文章对你有帮助吗？',
      yes: '有帮助',
      no: '没有帮助',
      thanks: '感谢你的反馈！',
      reasonQuestion: '我们可以在哪些方面改进？',
      commentLabel: '补充说明（选填）',
      commentHint: '请勿填写密码或支付信息。',
      submit: '提交反馈',
      sending: '正在提交…',
      error: '请选择一个原因',
    },
    reasons: [
      { value: 'unclear', label: '步骤难以理解' },
      { value: 'outdated', label: '内容已过时' },
      { value: 'missing', label: '没有解答我的问题' },
      { value: 'other', label: '其他' },
    ],
  },
  ms_MY: {
    labels: {
      question: 'Adakah artikel ini membantu?',
      yes: 'Ya',
      no: 'Tidak',
      thanks: 'Terima kasih atas maklum balas anda!',
      reasonQuestion: 'Apa yang boleh kami perbaiki?',
      commentLabel: 'Ada apa-apa lagi? (pilihan)',
      commentHint: 'Jangan sertakan kata laluan atau butiran pembayaran.',
      submit: 'Hantar maklum balas',
      sending: 'Menghantar…',
      error: 'Pilih satu sebab',
    },
    reasons: [
      { value: 'unclear', label: 'Langkah-langkahnya sukar diikuti' },
      { value: 'outdated', label: 'Maklumatnya sudah lapuk' },
      { value: 'missing', label: 'Ia tidak menjawab soalan saya' },
      { value: 'other', label: 'Sebab lain' },
    ],
  },
};

/** A question yes or no cannot answer: the guidance's "don't" for FeedbackPrompt. */
export const vagueFeedbackQuestion: Localized<string> = {
  en_US: 'Did you find what you needed, or would you like to contact our support team?',
  in: 'Apakah Anda menemukan yang Anda cari, atau ingin menghubungi tim dukungan kami?',
  th: 'คุณพบสิ่งที่ต้องการหรือไม่ หรือต้องการติดต่อทีมซัพพอร์ตของเรา',
  vi: 'Bạn đã tìm thấy điều mình cần chưa, hay muốn liên hệ đội hỗ trợ của chúng tôi?',
  zh_CN: '您找到需要的内容了吗？还是想联系我们的客服团队？',
  ms_MY: 'Adakah anda menemui apa yang anda perlukan, atau mahu menghubungi pasukan sokongan kami?',
};

export const shareText: Localized<{ label: string; title: string; labels: ShareLinksLabels }> = {
  en_US: {
    label: 'Share',
    title: 'How to sync stock across every marketplace',
    labels: { copy: 'Copy link', copied: 'Link copied', network: (name) => `Share on ${name}` },
  },
  in: {
    label: 'Bagikan',
    title: 'Cara menyinkronkan stok di semua marketplace',
    labels: { copy: 'Salin tautan', copied: 'Tautan disalin', network: (name) => `Bagikan ke ${name}` },
  },
  th: {
    label: 'แชร์',
    title: 'วิธีซิงก์สต็อกให้ตรงกันในทุกมาร์เก็ตเพลส',
    labels: { copy: 'คัดลอกลิงก์', copied: 'คัดลอกลิงก์แล้ว', network: (name) => `แชร์ไปที่ ${name}` },
  },
  vi: {
    label: 'Chia sẻ',
    title: 'Cách đồng bộ tồn kho trên mọi sàn thương mại điện tử',
    labels: {
      copy: 'Sao chép liên kết',
      copied: 'Đã sao chép liên kết',
      network: (name) => `Chia sẻ lên ${name}`,
    },
  },
  zh_CN: {
    label: '分享',
    title: '如何在所有电商平台同步库存',
    labels: { copy: '复制链接', copied: '链接已复制', network: (name) => `分享到 ${name}` },
  },
  ms_MY: {
    label: 'Kongsi',
    title: 'Cara menyegerakkan stok di semua pasaran dalam talian',
    labels: { copy: 'Salin pautan', copied: 'Pautan disalin', network: (name) => `Kongsi di ${name}` },
  },
};

export const tocLabel: Localized<string> = {
  en_US: 'On this page',
  in: 'Di halaman ini',
  th: 'ในหน้านี้',
  vi: 'Trên trang này',
  zh_CN: '本页内容',
  ms_MY: 'Di halaman ini',
};

type ArticleHeadings = { start: string; connect: string; match: string; rule: string; check: string };

/**
 * A short help article for the guidance stories: its headings short (as they should be) and long (as
 * they should not), and the body of three sections.
 */
export const guidanceArticle: Localized<{
  headings: ArticleHeadings;
  longHeadings: ArticleHeadings;
  connectBody: string;
  matchBody: string;
  ruleBody: string;
}> = {
  en_US: {
    headings: {
      start: 'Before you start',
      connect: 'Connect your stores',
      match: 'Match your SKUs',
      rule: 'Choose a sync rule',
      check: 'Check before a big sale',
    },
    longHeadings: {
      start: 'Things you should prepare before you begin connecting your stores to Sellwise',
      connect: 'How to connect each of your Shopee, Lazada and TikTok Shop stores in a few minutes',
      match: 'What happens to the listings whose SKU codes do not match between stores',
      rule: 'Choosing the rule that decides which warehouse supplies which of your stores',
      check: 'Why it is a good idea to check that the numbers agree before a big sale',
    },
    connectBody:
      'Open Settings → Stores, choose a marketplace and follow the authorisation steps. Each store appears in the list as soon as the marketplace confirms the link.',
    matchBody:
      'Sellwise matches listings by SKU. Listings without a match are shown in a separate list, where you can pair them by hand.',
    ruleBody: 'Pick the warehouse that supplies each store and set a safety stock, for example 2 units.',
  },
  in: {
    headings: {
      start: 'Sebelum memulai',
      connect: 'Hubungkan toko Anda',
      match: 'Cocokkan SKU Anda',
      rule: 'Pilih aturan sinkronisasi',
      check: 'Periksa sebelum promo besar',
    },
    longHeadings: {
      start: 'Hal-hal yang perlu Anda siapkan sebelum mulai menghubungkan toko ke Sellwise',
      connect: 'Cara menghubungkan setiap toko Shopee, Lazada, dan TikTok Shop Anda dalam beberapa menit',
      match: 'Apa yang terjadi pada produk yang kode SKU-nya tidak cocok antar toko',
      rule: 'Memilih aturan yang menentukan gudang mana yang memasok toko mana',
      check: 'Mengapa sebaiknya Anda memeriksa kecocokan angka sebelum promo besar',
    },
    connectBody:
      'Buka Pengaturan → Toko, pilih marketplace, lalu ikuti langkah otorisasinya. Setiap toko muncul di daftar begitu marketplace mengonfirmasi tautannya.',
    matchBody:
      'Sellwise mencocokkan produk berdasarkan SKU. Produk yang tidak cocok ditampilkan di daftar terpisah, tempat Anda dapat memasangkannya secara manual.',
    ruleBody: 'Pilih gudang yang memasok setiap toko dan tetapkan stok pengaman, misalnya 2 unit.',
  },
  th: {
    headings: {
      start: 'ก่อนเริ่มต้น',
      connect: 'เชื่อมต่อร้านค้าของคุณ',
      match: 'จับคู่ SKU',
      rule: 'เลือกกฎการซิงก์',
      check: 'ตรวจสอบก่อนแคมเปญใหญ่',
    },
    longHeadings: {
      start: 'สิ่งที่คุณควรเตรียมให้พร้อมก่อนเริ่มเชื่อมต่อร้านค้าเข้ากับ Sellwise',
      connect: 'วิธีเชื่อมต่อร้านค้า Shopee, Lazada และ TikTok Shop ทุกร้านของคุณภายในไม่กี่นาที',
      match: 'จะเกิดอะไรขึ้นกับรายการสินค้าที่รหัส SKU ไม่ตรงกันระหว่างร้านค้า',
      rule: 'การเลือกกฎที่กำหนดว่าคลังสินค้าใดจะส่งสินค้าให้ร้านค้าใด',
      check: 'ทำไมจึงควรตรวจสอบว่าตัวเลขตรงกันก่อนแคมเปญใหญ่',
    },
    connectBody:
      'เปิด การตั้งค่า → ร้านค้า เลือกมาร์เก็ตเพลส แล้วทำตามขั้นตอนการอนุญาต ร้านค้าจะปรากฏในรายการทันทีที่มาร์เก็ตเพลสยืนยันการเชื่อมต่อ',
    matchBody: 'Sellwise จับคู่รายการสินค้าด้วย SKU รายการที่ไม่ตรงกันจะแสดงในรายการแยก ซึ่งคุณจับคู่เองได้',
    ruleBody: 'เลือกคลังสินค้าที่ส่งสินค้าให้แต่ละร้าน และตั้งสต็อกสำรอง เช่น 2 ชิ้น',
  },
  vi: {
    headings: {
      start: 'Trước khi bắt đầu',
      connect: 'Kết nối gian hàng',
      match: 'Ghép mã SKU',
      rule: 'Chọn quy tắc đồng bộ',
      check: 'Kiểm tra trước đợt sale lớn',
    },
    longHeadings: {
      start: 'Những điều bạn nên chuẩn bị trước khi bắt đầu kết nối gian hàng với Sellwise',
      connect: 'Cách kết nối từng gian hàng Shopee, Lazada và TikTok Shop của bạn chỉ trong vài phút',
      match: 'Điều gì xảy ra với các sản phẩm có mã SKU không khớp giữa các gian hàng',
      rule: 'Chọn quy tắc quyết định kho nào cấp hàng cho gian hàng nào',
      check: 'Vì sao nên kiểm tra các con số có khớp nhau trước một đợt sale lớn',
    },
    connectBody:
      'Mở Cài đặt → Gian hàng, chọn sàn và làm theo các bước ủy quyền. Mỗi gian hàng xuất hiện trong danh sách ngay khi sàn xác nhận liên kết.',
    matchBody:
      'Sellwise ghép sản phẩm theo SKU. Sản phẩm chưa khớp được hiển thị trong một danh sách riêng để bạn ghép thủ công.',
    ruleBody: 'Chọn kho cấp hàng cho từng gian hàng và đặt tồn kho an toàn, ví dụ 2 sản phẩm.',
  },
  zh_CN: {
    headings: {
      start: '开始之前',
      connect: '授权店铺',
      match: '匹配 SKU',
      rule: '选择同步规则',
      check: '大促前检查',
    },
    longHeadings: {
      start: '在开始把店铺授权给 Sellwise 之前，您需要提前准备好的各项事情',
      connect: '如何在几分钟内把您所有的 Shopee、Lazada 和 TikTok Shop 店铺逐一授权',
      match: '当不同店铺之间的商品 SKU 编码不一致时，这些商品会发生什么',
      rule: '如何选择决定由哪个仓库为哪个店铺供货的同步规则',
      check: '为什么在大促开始之前最好检查一下各平台的库存数字是否一致',
    },
    connectBody:
      '打开「设置 → 店铺」，选择电商平台并按授权步骤操作。平台确认授权后，店铺会立即出现在列表中。',
    matchBody: 'Sellwise 按 SKU 匹配商品。未匹配的商品会单独列出，您可以手动配对。',
    ruleBody: '为每个店铺选择供货仓库，并设置安全库存，例如 2 件。',
  },
  ms_MY: {
    headings: {
      start: 'Sebelum bermula',
      connect: 'Sambungkan kedai anda',
      match: 'Padankan SKU anda',
      rule: 'Pilih peraturan penyegerakan',
      check: 'Semak sebelum jualan besar',
    },
    longHeadings: {
      start: 'Perkara yang perlu anda sediakan sebelum mula menyambungkan kedai anda ke Sellwise',
      connect: 'Cara menyambungkan setiap kedai Shopee, Lazada dan TikTok Shop anda dalam beberapa minit',
      match: 'Apa yang berlaku kepada penyenaraian yang kod SKU-nya tidak sepadan antara kedai',
      rule: 'Memilih peraturan yang menentukan gudang mana membekalkan kedai mana',
      check: 'Mengapa anda patut menyemak angka sepadan sebelum jualan besar',
    },
    connectBody:
      'Buka Tetapan → Kedai, pilih pasaran dalam talian dan ikut langkah kebenaran. Setiap kedai muncul dalam senarai sebaik sahaja pasaran mengesahkan pautan.',
    matchBody:
      'Sellwise memadankan penyenaraian mengikut SKU. Penyenaraian tanpa padanan ditunjukkan dalam senarai berasingan, di mana anda boleh memadankannya sendiri.',
    ruleBody: 'Pilih gudang yang membekalkan setiap kedai dan tetapkan stok keselamatan, contohnya 2 unit.',
  },
};
