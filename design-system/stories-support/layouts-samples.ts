/**
 * Sample content for the Overlays/ and Layouts/ stories in the six site languages: navigation,
 * footer, the site-switch prompt, consent texts, help categories and blog topics.
 */
import { LANGUAGE_NATIVE_NAMES, LANGUAGE_TAGS, LANGUAGES } from '@sellwise/api/contract/languages';
import { ChartColumn, Megaphone, Package, ScanSearch, ShoppingCart, Warehouse } from 'lucide-react';
import { createElement } from 'react';
import { expect, within } from 'storybook/test';
import type { LandingTheme } from '../src/layouts/landing-layout/landing-layout';
import type { FooterData, LayoutProps } from '../src/layouts/layout/layout';
import type { SiteNavProps } from '../src/layouts/shared/site-nav';
import { skipLinkText } from './primitives-samples';
import { type Localized, type SampleLang, toSampleLang } from './sample-text';

export function storyLang(context: { globals?: Record<string, unknown> }): SampleLang {
  return toSampleLang(context.globals?.locale);
}

export function storyTag(context: { globals?: Record<string, unknown> }): string {
  return LANGUAGE_TAGS[storyLang(context)];
}

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="132" height="32" viewBox="0 0 132 32"><rect width="32" height="32" rx="8" fill="#1f4fd1"/><path d="M10 20.5c1.6 1.4 3.6 2.1 5.9 2.1 3 0 4.9-1.4 4.9-3.6 0-2-1.3-3-4.6-3.8-2.6-.6-3.3-1.1-3.3-2.1s1-1.7 2.6-1.7c1.4 0 2.8.5 4 1.4l1.5-2.3a8.6 8.6 0 0 0-5.4-1.8c-3.1 0-5.2 1.7-5.2 4.1 0 2.3 1.5 3.3 4.8 4 2.4.6 3.1 1.1 3.1 2.1 0 1.1-1 1.8-2.7 1.8-1.8 0-3.3-.6-4.6-1.7z" fill="#fff"/><text x="40" y="22" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#111827">Sellwise</text></svg>';

function logoImage(svg: string) {
  return createElement('img', {
    src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    alt: 'Sellwise',
    width: 132,
    height: 32,
    className: 'h-8 w-auto',
  });
}

/** The brand mark as an image with its name, as the site passes it. */
export const sampleLogo = logoImage(LOGO_SVG);
/** The same mark with white lettering for the dark footer. */
export const sampleLogoInverse = logoImage(LOGO_SVG.replace('fill="#111827"', 'fill="#ffffff"'));

/** A real QR code for the app download page. */
export const sampleQrSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h35v35H0z"/><path stroke="#000000" d="M1 1.5h7m9 0h1m1 0h4m1 0h1m2 0h7M1 2.5h1m5 0h1m2 0h1m1 0h1m3 0h2m1 0h1m2 0h2m3 0h1m5 0h1M1 3.5h1m1 0h3m1 0h1m1 0h1m2 0h2m1 0h1m1 0h1m2 0h3m1 0h2m1 0h1m1 0h3m1 0h1M1 4.5h1m1 0h3m1 0h1m1 0h3m1 0h1m5 0h2m4 0h1m1 0h1m1 0h3m1 0h1M1 5.5h1m1 0h3m1 0h1m1 0h1m1 0h7m3 0h2m1 0h1m2 0h1m1 0h3m1 0h1M1 6.5h1m5 0h1m1 0h1m1 0h1m1 0h1m1 0h1m4 0h1m1 0h2m3 0h1m5 0h1M1 7.5h7m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h7M9 8.5h1m1 0h1m3 0h1m1 0h1m2 0h4m1 0h1M1 9.5h1m1 0h5m3 0h1m2 0h1m3 0h1m1 0h1m2 0h1m3 0h5M1 10.5h2m6 0h1m2 0h3m3 0h1m1 0h1m3 0h1m2 0h2m1 0h2M1 11.5h3m2 0h3m2 0h1m1 0h6m2 0h1m1 0h1m1 0h3m1 0h1m1 0h2M4 12.5h1m1 0h1m2 0h2m3 0h1m1 0h4m1 0h2m1 0h1m1 0h2m1 0h3m1 0h1M2 13.5h2m1 0h5m3 0h1m1 0h3m3 0h1m1 0h4m1 0h3M2 14.5h1m3 0h1m1 0h3m1 0h2m2 0h1m1 0h2m4 0h1m1 0h2m3 0h3M1 15.5h4m1 0h2m1 0h4m3 0h2m1 0h1m1 0h3m2 0h3m1 0h1m1 0h1M1 16.5h4m1 0h1m1 0h2m2 0h2m1 0h2m2 0h1m2 0h1m1 0h1m1 0h2m2 0h2M1 17.5h1m1 0h5m2 0h1m2 0h2m1 0h1m1 0h1m4 0h4m1 0h2m3 0h1M1 18.5h3m4 0h1m6 0h1m1 0h1m1 0h3m2 0h5m1 0h4M2 19.5h1m3 0h5m1 0h2m2 0h1m2 0h1m1 0h2m3 0h1m1 0h2m1 0h2M1 20.5h1m6 0h1m1 0h1m2 0h5m2 0h1m1 0h1m1 0h1m1 0h7M1 21.5h4m2 0h3m1 0h1m2 0h1m4 0h1m3 0h1m1 0h2m1 0h1m1 0h1M1 22.5h1m1 0h1m1 0h2m1 0h2m1 0h7m3 0h1m1 0h2m2 0h1m2 0h1m2 0h1M1 23.5h1m1 0h1m1 0h1m1 0h2m2 0h4m4 0h2m1 0h2m1 0h2m3 0h1m1 0h1M1 24.5h1m1 0h2m1 0h1m1 0h2m2 0h2m1 0h1m1 0h1m2 0h3m3 0h2m2 0h3M1 25.5h1m1 0h1m1 0h1m1 0h1m4 0h4m2 0h1m1 0h2m1 0h7M9 26.5h2m6 0h9m3 0h1m1 0h3M1 27.5h7m5 0h1m1 0h2m1 0h1m2 0h5m1 0h1m1 0h1m1 0h2M1 28.5h1m5 0h1m1 0h3m4 0h1m1 0h2m2 0h1m1 0h2m3 0h5M1 29.5h1m1 0h3m1 0h1m1 0h1m4 0h4m2 0h1m2 0h1m1 0h6m1 0h2M1 30.5h1m1 0h3m1 0h1m1 0h1m1 0h3m2 0h1m1 0h2m2 0h1m1 0h1m1 0h1m2 0h5M1 31.5h1m1 0h3m1 0h1m1 0h9m3 0h1m1 0h6m2 0h1M1 32.5h1m5 0h1m2 0h1m1 0h2m1 0h2m4 0h3m2 0h2m1 0h3M1 33.5h7m1 0h2m3 0h5m1 0h1m2 0h3m1 0h2m3 0h1"/></svg>')}`;

type FeatureText = { label: string; description: string };

/** The sample product's features: the menu's icon and page for each. */
const FEATURES = {
  product: { icon: Package, path: 'introduction/product.htm' },
  order: { icon: ShoppingCart, path: 'introduction/order.htm' },
  inventory: { icon: Warehouse, path: 'introduction/inventory.htm' },
  marketing: { icon: Megaphone, path: 'introduction/marketing.htm' },
  data: { icon: ChartColumn, path: 'introduction/data.htm' },
  crawl: { icon: ScanSearch, path: 'introduction/crawl.htm' },
} as const;
type SampleFeature = keyof typeof FEATURES;

const features: Localized<{ menu: string } & Record<SampleFeature, FeatureText>> = {
  en_US: {
    menu: 'Features',
    product: { label: 'Product', description: 'List once, publish to every store' },
    order: { label: 'Order', description: 'Process orders from all marketplaces' },
    inventory: { label: 'Inventory', description: 'Stock levels synced in real time' },
    marketing: { label: 'Marketing', description: 'Vouchers, flash sales and ads' },
    data: { label: 'Data', description: 'Sales reports and shop analytics' },
    crawl: { label: 'Crawl', description: 'Copy listings from other shops' },
  },
  in: {
    menu: 'Fitur',
    product: { label: 'Produk', description: 'Unggah sekali, terbit di semua toko' },
    order: { label: 'Pesanan', description: 'Proses pesanan dari semua marketplace' },
    inventory: { label: 'Inventaris', description: 'Stok tersinkron secara real-time' },
    marketing: { label: 'Pemasaran', description: 'Voucher, flash sale, dan iklan' },
    data: { label: 'Data', description: 'Laporan penjualan dan analitik toko' },
    crawl: { label: 'Salin produk', description: 'Salin listing dari toko lain' },
  },
  th: {
    menu: 'ฟีเจอร์',
    product: { label: 'สินค้า', description: 'ลงสินค้าครั้งเดียว เผยแพร่ได้ทุกร้าน' },
    order: { label: 'คำสั่งซื้อ', description: 'จัดการคำสั่งซื้อจากทุกมาร์เก็ตเพลส' },
    inventory: { label: 'สต็อก', description: 'ซิงค์สต็อกแบบเรียลไทม์' },
    marketing: { label: 'การตลาด', description: 'คูปอง แฟลชเซล และโฆษณา' },
    data: { label: 'ข้อมูล', description: 'รายงานยอดขายและการวิเคราะห์ร้านค้า' },
    crawl: { label: 'คัดลอกสินค้า', description: 'คัดลอกรายการสินค้าจากร้านอื่น' },
  },
  vi: {
    menu: 'Tính năng',
    product: { label: 'Sản phẩm', description: 'Đăng một lần, lên mọi gian hàng' },
    order: { label: 'Đơn hàng', description: 'Xử lý đơn từ mọi sàn' },
    inventory: { label: 'Tồn kho', description: 'Đồng bộ tồn kho theo thời gian thực' },
    marketing: { label: 'Tiếp thị', description: 'Voucher, flash sale và quảng cáo' },
    data: { label: 'Dữ liệu', description: 'Báo cáo bán hàng và phân tích gian hàng' },
    crawl: { label: 'Sao chép', description: 'Sao chép sản phẩm từ cửa hàng khác' },
  },
  zh_CN: {
    menu: '功能',
    product: { label: '商品', description: '一次刊登，发布到所有店铺' },
    order: { label: '订单', description: '统一处理各平台订单' },
    inventory: { label: '库存', description: '库存实时同步' },
    marketing: { label: '营销', description: '优惠券、限时抢购与广告' },
    data: { label: '数据', description: '销售报表与店铺分析' },
    crawl: { label: '采集', description: '从其他店铺采集商品' },
  },
  ms_MY: {
    menu: 'Ciri',
    product: { label: 'Produk', description: 'Senarai sekali, terbit di semua kedai' },
    order: { label: 'Pesanan', description: 'Proses pesanan dari semua pasaran' },
    inventory: { label: 'Inventori', description: 'Paras stok disegerakkan masa nyata' },
    marketing: { label: 'Pemasaran', description: 'Baucar, jualan kilat dan iklan' },
    data: { label: 'Data', description: 'Laporan jualan dan analitik kedai' },
    crawl: { label: 'Salin', description: 'Salin senarai dari kedai lain' },
  },
};

type NavText = {
  pricing: string;
  blog: string;
  help: string;
  language: string;
  logIn: string;
  register: string;
  dashboard: string;
  home: string;
  menu: string;
  openMenu: string;
  /** The drawer's close button (locales: pages.common.nav.closeMenu). */
  closeMenu: string;
  /** The header's landmark name (locales: pages.common.nav.mainLabel). */
  navigation: string;
  /** Read before the store name when logged in (locales: pages.common.nav.account). */
  account: string;
};

export const navText: Localized<NavText> = {
  en_US: {
    pricing: 'Pricing',
    blog: 'Blog',
    help: 'Help centre',
    language: 'Language',
    logIn: 'Log in',
    register: 'Start free trial',
    dashboard: 'Dashboard',
    home: 'Sellwise home',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    navigation: 'Main navigation',
    account: 'Signed in as',
  },
  in: {
    pricing: 'Harga',
    blog: 'Blog',
    help: 'Pusat bantuan',
    language: 'Bahasa',
    logIn: 'Masuk',
    register: 'Coba gratis',
    dashboard: 'Dasbor',
    home: 'Beranda Sellwise',
    menu: 'Menu',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    navigation: 'Navigasi utama',
    account: 'Masuk sebagai',
  },
  th: {
    pricing: 'ราคา',
    blog: 'บล็อก',
    help: 'ศูนย์ช่วยเหลือ',
    language: 'ภาษา',
    logIn: 'เข้าสู่ระบบ',
    register: 'ทดลองใช้ฟรี',
    dashboard: 'แดชบอร์ด',
    home: 'หน้าแรก Sellwise',
    menu: 'เมนู',
    openMenu: 'เปิดเมนู',
    closeMenu: 'ปิดเมนู',
    navigation: 'เมนูหลัก',
    account: 'เข้าสู่ระบบในชื่อ',
  },
  vi: {
    pricing: 'Bảng giá',
    blog: 'Blog',
    help: 'Trung tâm trợ giúp',
    language: 'Ngôn ngữ',
    logIn: 'Đăng nhập',
    register: 'Dùng thử miễn phí',
    dashboard: 'Bảng điều khiển',
    home: 'Trang chủ Sellwise',
    menu: 'Menu',
    openMenu: 'Mở menu',
    closeMenu: 'Đóng menu',
    navigation: 'Điều hướng chính',
    account: 'Đã đăng nhập với tên',
  },
  zh_CN: {
    pricing: '价格',
    blog: '博客',
    help: '帮助中心',
    language: '语言',
    logIn: '登录',
    register: '免费试用',
    dashboard: '控制台',
    home: 'Sellwise 首页',
    menu: '菜单',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    navigation: '主导航',
    account: '当前账号',
  },
  ms_MY: {
    pricing: 'Harga',
    blog: 'Blog',
    help: 'Pusat bantuan',
    language: 'Bahasa',
    logIn: 'Log masuk',
    register: 'Cuba percuma',
    dashboard: 'Papan pemuka',
    home: 'Laman utama Sellwise',
    menu: 'Menu',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    navigation: 'Navigasi utama',
    account: 'Log masuk sebagai',
  },
};

/** The header data a page in `lang` passes; `loggedIn` shows the account state. */
export function sampleNav(lang: SampleLang, { loggedIn = false, mobile = false } = {}): SiteNavProps {
  const t = navText[lang];
  const f = features[lang];
  const base = mobile ? `/m/${lang}` : `/${lang}`;
  return {
    logo: sampleLogo,
    homeHref: `${base}/index.htm`,
    homeLabel: t.home,
    features: {
      label: f.menu,
      items: (Object.keys(FEATURES) as SampleFeature[]).map((feature) => ({
        ...f[feature],
        icon: FEATURES[feature].icon,
        href: `${base}/${FEATURES[feature].path}`,
      })),
    },
    links: [
      { label: t.pricing, href: `${base}/goods/price.htm` },
      { label: t.blog, href: '/blog/index.htm' },
      { label: t.help, href: `/${lang}/leftCat/start` },
    ],
    languages: {
      current: lang,
      label: t.language,
      items: LANGUAGES.map((code) => ({
        code,
        name: LANGUAGE_NATIVE_NAMES[code],
        tag: LANGUAGE_TAGS[code],
        href: mobile ? `/m/${code}/index.htm` : `/${code}/index.htm`,
      })),
    },
    auth: {
      logIn: { label: t.logIn, href: `${base}/login.htm` },
      register: { label: t.register, href: `${base}/register.htm` },
      account: loggedIn
        ? { name: 'Nok Boutique', dashboard: { label: t.dashboard, href: '/dashboard' } }
        : undefined,
    },
    labels: {
      navigation: t.navigation,
      menu: t.menu,
      openMenu: t.openMenu,
      closeMenu: t.closeMenu,
      account: t.account,
    },
  };
}

type FooterText = {
  tagline: string;
  columns: { title: string; links: string[] }[];
  privacy: string;
  terms: string;
  follow: string;
  legal: string;
  qr: string;
  qrAlt: string;
  copyright: string;
};

const footerText: Localized<FooterText> = {
  en_US: {
    tagline: 'The all-in-one tool for marketplace sellers in Southeast Asia.',
    columns: [
      {
        title: 'Product',
        links: ['Product management', 'Order processing', 'Inventory sync', 'Marketing tools'],
      },
      { title: 'Resources', links: ['Blog', 'Help centre', 'Training', 'App'] },
      { title: 'Company', links: ['About us', 'Partners', 'Pricing', 'Contact us'] },
    ],
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    follow: 'Follow us',
    legal: 'Legal',
    qr: 'Scan to get the Sellwise app',
    qrAlt: 'QR code to download the Sellwise app',
    copyright: '© 2026 Sellwise. All rights reserved.',
  },
  in: {
    tagline: 'Alat serba ada untuk penjual marketplace di Asia Tenggara.',
    columns: [
      {
        title: 'Produk',
        links: ['Manajemen produk', 'Pemrosesan pesanan', 'Sinkronisasi stok', 'Alat pemasaran'],
      },
      { title: 'Sumber daya', links: ['Blog', 'Pusat bantuan', 'Pelatihan', 'Aplikasi'] },
      { title: 'Perusahaan', links: ['Tentang kami', 'Mitra', 'Harga', 'Hubungi kami'] },
    ],
    privacy: 'Kebijakan privasi',
    terms: 'Ketentuan layanan',
    follow: 'Ikuti kami',
    legal: 'Hukum',
    qr: 'Pindai untuk mengunduh aplikasi Sellwise',
    qrAlt: 'Kode QR untuk mengunduh aplikasi Sellwise',
    copyright: '© 2026 Sellwise. Hak cipta dilindungi.',
  },
  th: {
    tagline: 'เครื่องมือครบวงจรสำหรับผู้ขายบนมาร์เก็ตเพลสในเอเชียตะวันออกเฉียงใต้',
    columns: [
      { title: 'ผลิตภัณฑ์', links: ['จัดการสินค้า', 'จัดการคำสั่งซื้อ', 'ซิงค์สต็อก', 'เครื่องมือการตลาด'] },
      { title: 'แหล่งข้อมูล', links: ['บล็อก', 'ศูนย์ช่วยเหลือ', 'อบรมการใช้งาน', 'แอป'] },
      { title: 'บริษัท', links: ['เกี่ยวกับเรา', 'พาร์ทเนอร์', 'ราคา', 'ติดต่อเรา'] },
    ],
    privacy: 'นโยบายความเป็นส่วนตัว',
    terms: 'ข้อกำหนดการให้บริการ',
    follow: 'ติดตามเรา',
    legal: 'ข้อกฎหมาย',
    qr: 'สแกนเพื่อดาวน์โหลดแอป Sellwise',
    qrAlt: 'คิวอาร์โค้ดสำหรับดาวน์โหลดแอป Sellwise',
    copyright: '© 2026 Sellwise สงวนลิขสิทธิ์',
  },
  vi: {
    tagline: 'Công cụ tất cả trong một cho người bán trên sàn thương mại điện tử Đông Nam Á.',
    columns: [
      {
        title: 'Sản phẩm',
        links: ['Quản lý sản phẩm', 'Xử lý đơn hàng', 'Đồng bộ tồn kho', 'Công cụ tiếp thị'],
      },
      { title: 'Tài nguyên', links: ['Blog', 'Trung tâm trợ giúp', 'Đào tạo', 'Ứng dụng'] },
      { title: 'Công ty', links: ['Về chúng tôi', 'Đối tác', 'Bảng giá', 'Liên hệ'] },
    ],
    privacy: 'Chính sách bảo mật',
    terms: 'Điều khoản dịch vụ',
    follow: 'Theo dõi chúng tôi',
    legal: 'Pháp lý',
    qr: 'Quét để tải ứng dụng Sellwise',
    qrAlt: 'Mã QR tải ứng dụng Sellwise',
    copyright: '© 2026 Sellwise. Bảo lưu mọi quyền.',
  },
  zh_CN: {
    tagline: '为东南亚电商卖家打造的一站式工具。',
    columns: [
      { title: '产品', links: ['商品管理', '订单处理', '库存同步', '营销工具'] },
      { title: '资源', links: ['博客', '帮助中心', '培训', 'App'] },
      { title: '公司', links: ['关于我们', '合作伙伴', '价格', '联系我们'] },
    ],
    privacy: '隐私政策',
    terms: '服务条款',
    follow: '关注我们',
    legal: '法律信息',
    qr: '扫码下载 Sellwise App',
    qrAlt: '下载 Sellwise App 的二维码',
    copyright: '© 2026 Sellwise 版权所有',
  },
  ms_MY: {
    tagline: 'Alat serba lengkap untuk penjual pasaran dalam talian di Asia Tenggara.',
    columns: [
      {
        title: 'Produk',
        links: ['Pengurusan produk', 'Pemprosesan pesanan', 'Penyegerakan stok', 'Alat pemasaran'],
      },
      { title: 'Sumber', links: ['Blog', 'Pusat bantuan', 'Latihan', 'Aplikasi'] },
      { title: 'Syarikat', links: ['Tentang kami', 'Rakan kongsi', 'Harga', 'Hubungi kami'] },
    ],
    privacy: 'Dasar privasi',
    terms: 'Terma perkhidmatan',
    follow: 'Ikuti kami',
    legal: 'Perundangan',
    qr: 'Imbas untuk memuat turun aplikasi Sellwise',
    qrAlt: 'Kod QR untuk memuat turun aplikasi Sellwise',
    copyright: '© 2026 Sellwise. Hak cipta terpelihara.',
  },
};

const COLUMN_PATHS = [
  [
    'introduction/product.htm',
    'introduction/order.htm',
    'introduction/inventory.htm',
    'introduction/marketing.htm',
  ],
  ['blog', 'leftCat/start', 'handlerTrain.htm', 'app.htm'],
  ['aboutUs.htm', 'partners.htm', 'goods/price.htm', 'contact'],
];

export function sampleFooter(lang: SampleLang): FooterData {
  const t = footerText[lang];
  return {
    logo: sampleLogoInverse,
    tagline: t.tagline,
    columns: t.columns.map((column, c) => ({
      title: column.title,
      links: column.links.map((label, i) => ({ label, href: `/${lang}/${COLUMN_PATHS[c]?.[i] ?? ''}` })),
    })),
    legal: [
      { label: t.privacy, href: `/${lang}/privacyPolicy.htm` },
      { label: t.terms, href: `/${lang}/terms.htm` },
    ],
    social: [
      { label: 'Facebook', href: 'https://www.facebook.com/sellwise' },
      { label: 'YouTube', href: 'https://www.youtube.com/@sellwise' },
      { label: 'LINE', href: 'https://line.me/R/ti/p/@sellwise' },
    ],
    socialLabel: t.follow,
    appQr: { src: sampleQrSrc, alt: t.qrAlt, caption: t.qr },
    copyright: t.copyright,
    labels: { legal: t.legal },
  };
}

/** The site-switch prompt's five texts, for SiteSwitchDialog's props of the same names. */
export const siteSwitchText: Localized<{
  title: string;
  description: string;
  hint: string;
  confirmLabel: string;
  dismissLabel: string;
}> = {
  en_US: {
    title: 'A faster site for your region',
    description:
      'You seem to be visiting from mainland China. Sellwise Pro is hosted there and loads much faster, with the same account and data.',
    hint: 'Not in mainland China? Close this message and keep using this site.',
    confirmLabel: 'Go to Sellwise Pro',
    dismissLabel: "Close, don't remind me",
  },
  in: {
    title: 'Situs lebih cepat untuk wilayah Anda',
    description:
      'Sepertinya Anda mengakses dari Tiongkok daratan. Sellwise Pro di-hosting di sana dan jauh lebih cepat, dengan akun dan data yang sama.',
    hint: 'Tidak berada di Tiongkok daratan? Tutup pesan ini dan tetap gunakan situs ini.',
    confirmLabel: 'Buka Sellwise Pro',
    dismissLabel: 'Tutup, jangan ingatkan lagi',
  },
  th: {
    title: 'เว็บไซต์ที่เร็วกว่าสำหรับภูมิภาคของคุณ',
    description:
      'ดูเหมือนคุณกำลังเข้าชมจากจีนแผ่นดินใหญ่ Sellwise Pro มีเซิร์ฟเวอร์อยู่ที่นั่นและโหลดได้เร็วกว่ามาก ใช้บัญชีและข้อมูลเดิมได้ทั้งหมด',
    hint: 'ไม่ได้อยู่ในจีนแผ่นดินใหญ่ใช่ไหม ปิดข้อความนี้แล้วใช้งานเว็บไซต์นี้ต่อได้เลย',
    confirmLabel: 'ไปที่ Sellwise Pro',
    dismissLabel: 'ปิดและไม่ต้องเตือนอีก',
  },
  vi: {
    title: 'Trang web nhanh hơn cho khu vực của bạn',
    description:
      'Có vẻ bạn đang truy cập từ Trung Quốc đại lục. Sellwise Pro đặt máy chủ tại đó nên tải nhanh hơn nhiều, vẫn dùng cùng tài khoản và dữ liệu.',
    hint: 'Không ở Trung Quốc đại lục? Hãy đóng thông báo này và tiếp tục dùng trang này.',
    confirmLabel: 'Chuyển đến Sellwise Pro',
    dismissLabel: 'Đóng, không nhắc lại',
  },
  zh_CN: {
    title: '温馨提示',
    description: '检测到您正在中国大陆访问。推荐使用 Sellwise Pro 新站，访问更快更稳定，账号和数据完全通用。',
    hint: '如果您不在中国大陆，请关闭此提示，继续使用本站。',
    confirmLabel: '立即前往',
    dismissLabel: '关闭，不再提醒',
  },
  ms_MY: {
    title: 'Laman lebih pantas untuk rantau anda',
    description:
      'Anda kelihatan melayari dari tanah besar China. Sellwise Pro dihoskan di sana dan dimuatkan lebih pantas, dengan akaun dan data yang sama.',
    hint: 'Bukan di tanah besar China? Tutup mesej ini dan teruskan menggunakan laman ini.',
    confirmLabel: 'Pergi ke Sellwise Pro',
    dismissLabel: 'Tutup, jangan ingatkan lagi',
  },
};

/** Consent banner text; keys match ConsentLabels. */
export const consentText: Localized<{
  region: string;
  title: string;
  description: string;
  acceptAll: string;
  rejectAll: string;
  choose: string;
  save: string;
  back: string;
  alwaysOn: string;
  necessary: { name: string; description: string };
  analytics: { name: string; description: string };
  advertising: { name: string; description: string };
}> = {
  en_US: {
    region: 'Cookie consent',
    title: 'We value your privacy',
    description:
      'We use cookies to run this site, to understand how it is used and to show relevant ads. You choose which ones we may use.',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    choose: 'Choose',
    save: 'Save choices',
    back: 'Back',
    alwaysOn: 'Always on',
    necessary: {
      name: 'Necessary',
      description: 'Log-in, security and your language. The site cannot work without them.',
    },
    analytics: { name: 'Analytics', description: 'Anonymous statistics that help us improve pages.' },
    advertising: {
      name: 'Advertising',
      description: 'Measure our ads and show you relevant offers on other sites.',
    },
  },
  in: {
    region: 'Persetujuan cookie',
    title: 'Kami menghargai privasi Anda',
    description:
      'Kami menggunakan cookie untuk menjalankan situs ini, memahami cara penggunaannya, dan menampilkan iklan yang relevan. Anda yang memilih.',
    acceptAll: 'Terima semua',
    rejectAll: 'Tolak semua',
    choose: 'Pilih',
    save: 'Simpan pilihan',
    back: 'Kembali',
    alwaysOn: 'Selalu aktif',
    necessary: {
      name: 'Wajib',
      description: 'Login, keamanan, dan bahasa Anda. Situs tidak dapat berjalan tanpanya.',
    },
    analytics: { name: 'Analitik', description: 'Statistik anonim untuk membantu kami memperbaiki halaman.' },
    advertising: {
      name: 'Iklan',
      description: 'Mengukur iklan kami dan menampilkan penawaran relevan di situs lain.',
    },
  },
  th: {
    region: 'การยินยอมคุกกี้',
    title: 'เราให้ความสำคัญกับความเป็นส่วนตัวของคุณ',
    description: 'เราใช้คุกกี้เพื่อให้เว็บไซต์ทำงาน เพื่อเข้าใจการใช้งาน และเพื่อแสดงโฆษณาที่เกี่ยวข้อง คุณเลือกได้ว่าจะอนุญาตแบบใด',
    acceptAll: 'ยอมรับทั้งหมด',
    rejectAll: 'ปฏิเสธทั้งหมด',
    choose: 'เลือกเอง',
    save: 'บันทึกตัวเลือก',
    back: 'ย้อนกลับ',
    alwaysOn: 'เปิดตลอด',
    necessary: { name: 'จำเป็น', description: 'การเข้าสู่ระบบ ความปลอดภัย และภาษาของคุณ เว็บไซต์ทำงานไม่ได้หากไม่มี' },
    analytics: { name: 'การวิเคราะห์', description: 'สถิติแบบไม่ระบุตัวตนที่ช่วยให้เราปรับปรุงหน้าเว็บ' },
    advertising: { name: 'โฆษณา', description: 'วัดผลโฆษณาของเราและแสดงข้อเสนอที่เกี่ยวข้องบนเว็บไซต์อื่น' },
  },
  vi: {
    region: 'Đồng ý cookie',
    title: 'Chúng tôi tôn trọng quyền riêng tư của bạn',
    description:
      'Chúng tôi dùng cookie để vận hành trang, hiểu cách trang được sử dụng và hiển thị quảng cáo phù hợp. Bạn quyết định loại nào được dùng.',
    acceptAll: 'Chấp nhận tất cả',
    rejectAll: 'Từ chối tất cả',
    choose: 'Tùy chọn',
    save: 'Lưu lựa chọn',
    back: 'Quay lại',
    alwaysOn: 'Luôn bật',
    necessary: {
      name: 'Cần thiết',
      description: 'Đăng nhập, bảo mật và ngôn ngữ của bạn. Trang không thể hoạt động nếu thiếu.',
    },
    analytics: { name: 'Phân tích', description: 'Thống kê ẩn danh giúp chúng tôi cải thiện trang.' },
    advertising: {
      name: 'Quảng cáo',
      description: 'Đo lường quảng cáo và hiển thị ưu đãi phù hợp trên trang khác.',
    },
  },
  zh_CN: {
    region: 'Cookie 同意设置',
    title: '我们重视您的隐私',
    description: '我们使用 Cookie 来运行本站、了解使用情况并展示相关广告。您可以自行选择允许哪些类型。',
    acceptAll: '全部接受',
    rejectAll: '全部拒绝',
    choose: '自定义',
    save: '保存选择',
    back: '返回',
    alwaysOn: '始终开启',
    necessary: { name: '必要', description: '登录、安全和语言设置。没有它们本站无法运行。' },
    analytics: { name: '分析', description: '匿名统计，帮助我们改进页面。' },
    advertising: { name: '广告', description: '衡量广告效果，并在其他网站上向您展示相关优惠。' },
  },
  ms_MY: {
    region: 'Persetujuan kuki',
    title: 'Kami menghargai privasi anda',
    description:
      'Kami menggunakan kuki untuk menjalankan laman ini, memahami cara ia digunakan dan memaparkan iklan yang relevan. Anda yang menentukan.',
    acceptAll: 'Terima semua',
    rejectAll: 'Tolak semua',
    choose: 'Pilih',
    save: 'Simpan pilihan',
    back: 'Kembali',
    alwaysOn: 'Sentiasa aktif',
    necessary: {
      name: 'Perlu',
      description: 'Log masuk, keselamatan dan bahasa anda. Laman tidak boleh berfungsi tanpanya.',
    },
    analytics: {
      name: 'Analitik',
      description: 'Statistik tanpa nama yang membantu kami menambah baik halaman.',
    },
    advertising: {
      name: 'Pengiklanan',
      description: 'Mengukur iklan kami dan memaparkan tawaran relevan di laman lain.',
    },
  },
};

/** Toast messages. */
export const toastText: Localized<{
  saved: string;
  savedBody: string;
  failed: string;
  failedBody: string;
  info: string;
  infoBody: string;
  undo: string;
  undoAlt: string;
}> = {
  en_US: {
    saved: 'Booking confirmed',
    savedBody: 'We sent the training details to your e-mail.',
    failed: 'Could not send the code',
    failedBody: 'Check your phone number and try again in a minute.',
    info: 'New version available',
    infoBody: 'Reload the page to get the latest features.',
    undo: 'Undo',
    undoAlt: 'Undo the booking from your account page',
  },
  in: {
    saved: 'Pemesanan dikonfirmasi',
    savedBody: 'Detail pelatihan telah kami kirim ke email Anda.',
    failed: 'Kode tidak dapat dikirim',
    failedBody: 'Periksa nomor ponsel Anda dan coba lagi dalam satu menit.',
    info: 'Versi baru tersedia',
    infoBody: 'Muat ulang halaman untuk mendapatkan fitur terbaru.',
    undo: 'Batalkan',
    undoAlt: 'Batalkan pemesanan dari halaman akun Anda',
  },
  th: {
    saved: 'ยืนยันการจองแล้ว',
    savedBody: 'เราได้ส่งรายละเอียดการอบรมไปที่อีเมลของคุณแล้ว',
    failed: 'ส่งรหัสไม่สำเร็จ',
    failedBody: 'ตรวจสอบหมายเลขโทรศัพท์แล้วลองใหม่อีกครั้งในหนึ่งนาที',
    info: 'มีเวอร์ชันใหม่',
    infoBody: 'โหลดหน้าใหม่เพื่อใช้ฟีเจอร์ล่าสุด',
    undo: 'เลิกทำ',
    undoAlt: 'ยกเลิกการจองได้จากหน้าบัญชีของคุณ',
  },
  vi: {
    saved: 'Đã xác nhận lịch hẹn',
    savedBody: 'Chúng tôi đã gửi thông tin buổi đào tạo vào e-mail của bạn.',
    failed: 'Không gửi được mã',
    failedBody: 'Kiểm tra số điện thoại và thử lại sau một phút.',
    info: 'Đã có phiên bản mới',
    infoBody: 'Tải lại trang để dùng tính năng mới nhất.',
    undo: 'Hoàn tác',
    undoAlt: 'Hủy lịch hẹn trong trang tài khoản của bạn',
  },
  zh_CN: {
    saved: '预约成功',
    savedBody: '培训详情已发送到您的邮箱。',
    failed: '验证码发送失败',
    failedBody: '请检查手机号，一分钟后重试。',
    info: '有新版本',
    infoBody: '刷新页面即可使用最新功能。',
    undo: '撤销',
    undoAlt: '可在账户页面取消预约',
  },
  ms_MY: {
    saved: 'Tempahan disahkan',
    savedBody: 'Butiran latihan telah dihantar ke e-mel anda.',
    failed: 'Kod tidak dapat dihantar',
    failedBody: 'Semak nombor telefon anda dan cuba lagi dalam seminit.',
    info: 'Versi baharu tersedia',
    infoBody: 'Muat semula halaman untuk ciri terkini.',
    undo: 'Buat asal',
    undoAlt: 'Batalkan tempahan dari halaman akaun anda',
  },
};

type PageText = {
  heroTitle: string;
  heroBody: string;
  helpCategoriesLabel: string;
  helpCategories: string[];
  helpSearch: string;
  searchButton: string;
  helpArticleTitle: string;
  helpArticleBody: string;
  blogTopicLabel: string;
  blogTopics: string[];
  blogPosts: string[];
  legalTitle: string;
  legalBody: string[];
  loginTitle: string;
  loginBrandTitle: string;
  loginBrandPoints: string[];
  account: string;
  password: string;
  forgot: string;
  promo: string;
};

/** Body content for layout stories: hero, help centre, blog, legal page and log-in page. */
export const pageText: Localized<PageText> = {
  en_US: {
    heroTitle: 'Sell on every marketplace without the spreadsheet chaos',
    heroBody:
      'Connect Shopee, Lazada and TikTok Shop in minutes and manage products, orders and stock in one place.',
    helpCategoriesLabel: 'Help categories',
    helpCategories: [
      'Getting started',
      'Connecting stores',
      'Products',
      'Orders and shipping',
      'Inventory',
      'Billing',
    ],
    helpSearch: 'Search the help centre',
    searchButton: 'Search',
    helpArticleTitle: 'How do I connect my Shopee store?',
    helpArticleBody:
      'Open Store settings, choose Shopee, pick your region and sign in with your seller account. Your products and open orders appear within a few minutes.',
    blogTopicLabel: 'Topic',
    blogTopics: ['All topics', 'Selling tips', 'Marketplace news', 'Product updates'],
    blogPosts: [
      'Seven ways to win the 11.11 sale',
      'Shopee fee changes explained',
      'Bulk-edit prices across stores',
    ],
    legalTitle: 'Privacy policy',
    legalBody: [
      'This policy explains which personal data Sellwise collects when you use our website and apps, why we collect it and how long we keep it.',
      'We only process data we need to provide the service, to keep your account secure and, with your consent, to measure our marketing.',
    ],
    loginTitle: 'Log in to Sellwise',
    loginBrandTitle: 'One dashboard for all your stores',
    loginBrandPoints: [
      'Sync stock across marketplaces',
      'Print shipping labels in bulk',
      'Free 15-day trial',
    ],
    account: 'E-mail or phone number',
    password: 'Password',
    forgot: 'Forgot password?',
    promo: 'Register today and get 30 days of Sellwise Pro free',
  },
  in: {
    heroTitle: 'Berjualan di semua marketplace tanpa repot spreadsheet',
    heroBody:
      'Hubungkan Shopee, Lazada, dan TikTok Shop dalam hitungan menit, lalu kelola produk, pesanan, dan stok di satu tempat.',
    helpCategoriesLabel: 'Kategori bantuan',
    helpCategories: [
      'Memulai',
      'Menghubungkan toko',
      'Produk',
      'Pesanan dan pengiriman',
      'Inventaris',
      'Tagihan',
    ],
    helpSearch: 'Cari di pusat bantuan',
    searchButton: 'Cari',
    helpArticleTitle: 'Bagaimana cara menghubungkan toko Shopee saya?',
    helpArticleBody:
      'Buka Pengaturan toko, pilih Shopee, pilih wilayah Anda, lalu masuk dengan akun penjual. Produk dan pesanan aktif akan muncul dalam beberapa menit.',
    blogTopicLabel: 'Topik',
    blogTopics: ['Semua topik', 'Tips berjualan', 'Berita marketplace', 'Pembaruan produk'],
    blogPosts: [
      'Tujuh cara menang di promo 11.11',
      'Perubahan biaya Shopee dijelaskan',
      'Ubah harga massal di semua toko',
    ],
    legalTitle: 'Kebijakan privasi',
    legalBody: [
      'Kebijakan ini menjelaskan data pribadi apa yang dikumpulkan Sellwise saat Anda menggunakan situs dan aplikasi kami, alasannya, dan berapa lama kami menyimpannya.',
      'Kami hanya memproses data yang diperlukan untuk layanan, keamanan akun Anda, dan, dengan persetujuan Anda, untuk mengukur pemasaran kami.',
    ],
    loginTitle: 'Masuk ke Sellwise',
    loginBrandTitle: 'Satu dasbor untuk semua toko Anda',
    loginBrandPoints: [
      'Sinkronkan stok di semua marketplace',
      'Cetak label pengiriman massal',
      'Uji coba gratis 15 hari',
    ],
    account: 'Email atau nomor ponsel',
    password: 'Kata sandi',
    forgot: 'Lupa kata sandi?',
    promo: 'Daftar hari ini dan dapatkan Sellwise Pro gratis 30 hari',
  },
  th: {
    heroTitle: 'ขายได้ทุกมาร์เก็ตเพลสโดยไม่ต้องวุ่นกับสเปรดชีต',
    heroBody: 'เชื่อมต่อ Shopee, Lazada และ TikTok Shop ได้ในไม่กี่นาที แล้วจัดการสินค้า คำสั่งซื้อ และสต็อกได้ในที่เดียว',
    helpCategoriesLabel: 'หมวดหมู่ความช่วยเหลือ',
    helpCategories: ['เริ่มต้นใช้งาน', 'เชื่อมต่อร้านค้า', 'สินค้า', 'คำสั่งซื้อและการจัดส่ง', 'สต็อกสินค้า', 'การชำระเงิน'],
    helpSearch: 'ค้นหาในศูนย์ช่วยเหลือ',
    searchButton: 'ค้นหา',
    helpArticleTitle: 'เชื่อมต่อร้าน Shopee ได้อย่างไร',
    helpArticleBody:
      'ไปที่การตั้งค่าร้านค้า เลือก Shopee เลือกภูมิภาค แล้วเข้าสู่ระบบด้วยบัญชีผู้ขาย สินค้าและคำสั่งซื้อที่ค้างอยู่จะแสดงภายในไม่กี่นาที',
    blogTopicLabel: 'หัวข้อ',
    blogTopics: ['ทุกหัวข้อ', 'เคล็ดลับการขาย', 'ข่าวมาร์เก็ตเพลส', 'อัปเดตผลิตภัณฑ์'],
    blogPosts: ['เจ็ดวิธีปังยอดขายวัน 11.11', 'สรุปการปรับค่าธรรมเนียม Shopee', 'แก้ราคาพร้อมกันทุกร้าน'],
    legalTitle: 'นโยบายความเป็นส่วนตัว',
    legalBody: [
      'นโยบายนี้อธิบายว่า Sellwise เก็บข้อมูลส่วนบุคคลใดบ้างเมื่อคุณใช้เว็บไซต์และแอปของเรา เก็บเพื่ออะไร และเก็บไว้นานเท่าใด',
      'เราประมวลผลเฉพาะข้อมูลที่จำเป็นต่อการให้บริการ การรักษาความปลอดภัยของบัญชี และการวัดผลการตลาดเมื่อได้รับความยินยอมจากคุณ',
    ],
    loginTitle: 'เข้าสู่ระบบ Sellwise',
    loginBrandTitle: 'แดชบอร์ดเดียวสำหรับทุกร้านของคุณ',
    loginBrandPoints: ['ซิงค์สต็อกข้ามมาร์เก็ตเพลส', 'พิมพ์ใบปะหน้าพัสดุทีละหลายรายการ', 'ทดลองใช้ฟรี 15 วัน'],
    account: 'อีเมลหรือหมายเลขโทรศัพท์',
    password: 'รหัสผ่าน',
    forgot: 'ลืมรหัสผ่าน',
    promo: 'สมัครวันนี้ รับ Sellwise Pro ฟรี 30 วัน',
  },
  vi: {
    heroTitle: 'Bán trên mọi sàn mà không còn rối với bảng tính',
    heroBody:
      'Kết nối Shopee, Lazada và TikTok Shop trong vài phút, quản lý sản phẩm, đơn hàng và tồn kho tại một nơi.',
    helpCategoriesLabel: 'Danh mục trợ giúp',
    helpCategories: [
      'Bắt đầu',
      'Kết nối gian hàng',
      'Sản phẩm',
      'Đơn hàng và vận chuyển',
      'Tồn kho',
      'Thanh toán',
    ],
    helpSearch: 'Tìm trong trung tâm trợ giúp',
    searchButton: 'Tìm kiếm',
    helpArticleTitle: 'Làm sao để kết nối gian hàng Shopee?',
    helpArticleBody:
      'Mở Cài đặt gian hàng, chọn Shopee, chọn khu vực và đăng nhập bằng tài khoản người bán. Sản phẩm và đơn đang xử lý sẽ hiện ra sau vài phút.',
    blogTopicLabel: 'Chủ đề',
    blogTopics: ['Tất cả chủ đề', 'Mẹo bán hàng', 'Tin tức sàn', 'Cập nhật sản phẩm'],
    blogPosts: [
      'Bảy cách bùng nổ doanh số 11.11',
      'Giải thích thay đổi phí Shopee',
      'Sửa giá hàng loạt trên mọi gian hàng',
    ],
    legalTitle: 'Chính sách bảo mật',
    legalBody: [
      'Chính sách này giải thích Sellwise thu thập dữ liệu cá nhân nào khi bạn dùng trang web và ứng dụng, vì sao thu thập và lưu giữ trong bao lâu.',
      'Chúng tôi chỉ xử lý dữ liệu cần thiết để cung cấp dịch vụ, bảo vệ tài khoản của bạn và, khi bạn đồng ý, đo lường hoạt động tiếp thị.',
    ],
    loginTitle: 'Đăng nhập Sellwise',
    loginBrandTitle: 'Một bảng điều khiển cho mọi gian hàng',
    loginBrandPoints: [
      'Đồng bộ tồn kho giữa các sàn',
      'In phiếu gửi hàng hàng loạt',
      'Dùng thử miễn phí 15 ngày',
    ],
    account: 'E-mail hoặc số điện thoại',
    password: 'Mật khẩu',
    forgot: 'Quên mật khẩu?',
    promo: 'Đăng ký hôm nay, nhận 30 ngày Sellwise Pro miễn phí',
  },
  zh_CN: {
    heroTitle: '多平台开店，告别表格混乱',
    heroBody: '几分钟即可连接 Shopee、Lazada 和 TikTok Shop，在一个地方管理商品、订单和库存。',
    helpCategoriesLabel: '帮助分类',
    helpCategories: ['新手入门', '店铺授权', '商品', '订单与物流', '库存', '账单'],
    helpSearch: '搜索帮助中心',
    searchButton: '搜索',
    helpArticleTitle: '如何授权我的 Shopee 店铺？',
    helpArticleBody:
      '进入店铺设置，选择 Shopee 和站点，使用卖家账号登录授权。几分钟后即可看到商品和待处理订单。',
    blogTopicLabel: '话题',
    blogTopics: ['全部话题', '运营技巧', '平台资讯', '产品更新'],
    blogPosts: ['双十一爆单的七个技巧', '一文看懂 Shopee 费用调整', '多店铺批量改价'],
    legalTitle: '隐私政策',
    legalBody: [
      '本政策说明您使用我们的网站和应用时，Sellwise 收集哪些个人数据、收集原因以及保存期限。',
      '我们只处理提供服务、保障账户安全所必需的数据，并在您同意后用于衡量营销效果。',
    ],
    loginTitle: '登录 Sellwise',
    loginBrandTitle: '一个后台管理所有店铺',
    loginBrandPoints: ['多平台库存同步', '批量打印面单', '免费试用 15 天'],
    account: '邮箱或手机号',
    password: '密码',
    forgot: '忘记密码？',
    promo: '今日注册，免费获得 30 天 Sellwise Pro',
  },
  ms_MY: {
    heroTitle: 'Jual di setiap pasaran tanpa kekusutan hamparan',
    heroBody:
      'Sambungkan Shopee, Lazada dan TikTok Shop dalam beberapa minit dan urus produk, pesanan serta stok di satu tempat.',
    helpCategoriesLabel: 'Kategori bantuan',
    helpCategories: ['Bermula', 'Menyambung kedai', 'Produk', 'Pesanan dan penghantaran', 'Inventori', 'Bil'],
    helpSearch: 'Cari di pusat bantuan',
    searchButton: 'Cari',
    helpArticleTitle: 'Bagaimana menyambung kedai Shopee saya?',
    helpArticleBody:
      'Buka Tetapan kedai, pilih Shopee, pilih rantau anda dan log masuk dengan akaun penjual. Produk dan pesanan terbuka akan muncul dalam beberapa minit.',
    blogTopicLabel: 'Topik',
    blogTopics: ['Semua topik', 'Tip menjual', 'Berita pasaran', 'Kemas kini produk'],
    blogPosts: [
      'Tujuh cara menang jualan 11.11',
      'Perubahan yuran Shopee diterangkan',
      'Ubah harga pukal di semua kedai',
    ],
    legalTitle: 'Dasar privasi',
    legalBody: [
      'Dasar ini menerangkan data peribadi yang dikumpul Sellwise apabila anda menggunakan laman web dan aplikasi kami, sebabnya dan tempoh penyimpanannya.',
      'Kami hanya memproses data yang perlu untuk menyediakan perkhidmatan, melindungi akaun anda dan, dengan persetujuan anda, mengukur pemasaran kami.',
    ],
    loginTitle: 'Log masuk ke Sellwise',
    loginBrandTitle: 'Satu papan pemuka untuk semua kedai anda',
    loginBrandPoints: [
      'Segerakkan stok merentas pasaran',
      'Cetak label penghantaran secara pukal',
      'Percubaan percuma 15 hari',
    ],
    account: 'E-mel atau nombor telefon',
    password: 'Kata laluan',
    forgot: 'Lupa kata laluan?',
    promo: 'Daftar hari ini dan dapatkan Sellwise Pro percuma 30 hari',
  },
};

/** A generic dialog: booking a free onboarding training. */
export const dialogText: Localized<{
  open: string;
  title: string;
  description: string;
  body: string;
  confirm: string;
  cancel: string;
  close: string;
}> = {
  en_US: {
    open: 'Book a training',
    title: 'Book a free onboarding training',
    description: 'A Sellwise specialist walks you through connecting your stores in 30 minutes.',
    body: 'We will call you at the time you choose. You can reschedule from the confirmation e-mail.',
    confirm: 'Book now',
    cancel: 'Not now',
    close: 'Close',
  },
  in: {
    open: 'Pesan pelatihan',
    title: 'Pesan pelatihan onboarding gratis',
    description: 'Spesialis Sellwise akan memandu Anda menghubungkan toko dalam 30 menit.',
    body: 'Kami akan menelepon Anda pada waktu yang Anda pilih. Jadwal dapat diubah dari email konfirmasi.',
    confirm: 'Pesan sekarang',
    cancel: 'Nanti saja',
    close: 'Tutup',
  },
  th: {
    open: 'จองการอบรม',
    title: 'จองการอบรมเริ่มต้นใช้งานฟรี',
    description: 'ผู้เชี่ยวชาญของ Sellwise จะแนะนำการเชื่อมต่อร้านค้าของคุณภายใน 30 นาที',
    body: 'เราจะโทรหาคุณตามเวลาที่คุณเลือก และคุณเปลี่ยนเวลาได้จากอีเมลยืนยัน',
    confirm: 'จองเลย',
    cancel: 'ไว้ทีหลัง',
    close: 'ปิด',
  },
  vi: {
    open: 'Đặt lịch đào tạo',
    title: 'Đặt buổi đào tạo làm quen miễn phí',
    description: 'Chuyên viên Sellwise hướng dẫn bạn kết nối gian hàng trong 30 phút.',
    body: 'Chúng tôi sẽ gọi cho bạn vào thời gian bạn chọn. Bạn có thể đổi lịch trong e-mail xác nhận.',
    confirm: 'Đặt ngay',
    cancel: 'Để sau',
    close: 'Đóng',
  },
  zh_CN: {
    open: '预约培训',
    title: '预约免费上手培训',
    description: 'Sellwise 专员将在 30 分钟内带您完成店铺授权。',
    body: '我们会在您选择的时间致电。您可以在确认邮件中修改时间。',
    confirm: '立即预约',
    cancel: '暂不需要',
    close: '关闭',
  },
  ms_MY: {
    open: 'Tempah latihan',
    title: 'Tempah latihan permulaan percuma',
    description: 'Pakar Sellwise akan membimbing anda menyambung kedai dalam 30 minit.',
    body: 'Kami akan menghubungi anda pada masa pilihan anda. Anda boleh menukar jadual dari e-mel pengesahan.',
    confirm: 'Tempah sekarang',
    cancel: 'Bukan sekarang',
    close: 'Tutup',
  },
};

// Page-body slots for layout stories, built with createElement because this support module is plain .ts.
const h = createElement;

/** Three feature cards: the body of a landing page below its hero. */
export function sampleFeatureCards(lang: SampleLang) {
  const f = features[lang];
  return h(
    'section',
    { className: 'mx-auto grid max-w-6xl gap-6 px-6 py-12 sm:grid-cols-3 phone:px-4', 'aria-label': f.menu },
    ...(['product', 'order', 'inventory'] as const).map((area) =>
      h(
        'div',
        { key: area, className: 'flex flex-col gap-2 rounded-lg border border-border p-6' },
        h('h2', { className: 'text-lg font-semibold' }, f[area].label),
        h('p', { className: 'text-muted-foreground' }, f[area].description),
      ),
    ),
  );
}

/** A marketing hero band and three feature cards: what a default-layout page puts in <main>. */
export function sampleMarketingBody(lang: SampleLang) {
  const t = pageText[lang];
  return h(
    'div',
    { className: 'flex flex-col' },
    h(
      'section',
      { className: 'bg-primary-subtle px-6 py-16 phone:px-4 phone:py-10', 'aria-labelledby': 'sample-hero' },
      h(
        'div',
        { className: 'mx-auto flex max-w-4xl flex-col items-start gap-4' },
        h(
          'h1',
          { id: 'sample-hero', className: 'text-4xl font-bold text-balance phone:text-3xl' },
          t.heroTitle,
        ),
        h('p', { className: 'max-w-2xl text-lg text-primary-subtle-foreground' }, t.heroBody),
        h(
          'a',
          {
            href: `/${lang}/register.htm`,
            className:
              'inline-flex h-12 items-center rounded-md bg-accent px-6 font-semibold text-accent-foreground no-underline',
          },
          navText[lang].register,
        ),
      ),
    ),
    sampleFeatureCards(lang),
  );
}

/** The help centre's category navigation (sidebar slot). */
export function sampleHelpSidebar(lang: SampleLang) {
  const t = pageText[lang];
  return h(
    'nav',
    { 'aria-label': t.helpCategoriesLabel },
    h('h2', { className: 'mb-2 px-3 text-sm font-semibold text-muted-foreground' }, t.helpCategoriesLabel),
    h(
      'ul',
      { className: 'flex flex-col gap-0.5' },
      ...t.helpCategories.map((label, i) =>
        h(
          'li',
          { key: label },
          h(
            'a',
            {
              href: `/${lang}/leftCat/1_${i + 1}`,
              'aria-current': i === 1 ? 'page' : undefined,
              className:
                'block rounded-md px-3 py-2 text-sm text-foreground no-underline hover:bg-muted aria-[current=page]:bg-primary-subtle aria-[current=page]:font-semibold aria-[current=page]:text-primary-subtle-foreground',
            },
            label,
          ),
        ),
      ),
    ),
  );
}

/** The help centre's search form (search slot). */
export function sampleHelpSearch(lang: SampleLang) {
  const t = pageText[lang];
  return h(
    'search',
    null,
    h(
      'form',
      { role: 'search', action: `/${lang}/search`, className: 'flex gap-2' },
      h('label', { htmlFor: 'help-search', className: 'sr-only' }, t.helpSearch),
      h('input', {
        id: 'help-search',
        type: 'search',
        name: 'k',
        placeholder: t.helpSearch,
        className: 'h-11 min-w-0 flex-1 rounded-md border border-input bg-background px-3',
      }),
      h(
        'button',
        {
          type: 'submit',
          className: 'h-11 rounded-md bg-primary px-4 font-semibold text-primary-foreground',
        },
        t.searchButton,
      ),
    ),
  );
}

export function sampleHelpArticle(lang: SampleLang) {
  const t = pageText[lang];
  return h(
    'article',
    { className: 'flex flex-col gap-3' },
    h('h1', { className: 'text-3xl font-bold' }, t.helpArticleTitle),
    h('p', null, t.helpArticleBody),
  );
}

/** The blog's topic select (topicSelect slot) and a list of posts. */
export function sampleBlogTopics(lang: SampleLang) {
  const t = pageText[lang];
  return h(
    'div',
    { className: 'flex items-center gap-3' },
    h('label', { htmlFor: 'blog-topic', className: 'text-sm font-semibold' }, t.blogTopicLabel),
    h(
      'select',
      { id: 'blog-topic', className: 'h-10 rounded-md border border-input bg-background px-3' },
      ...t.blogTopics.map((topic) => h('option', { key: topic }, topic)),
    ),
  );
}

export function sampleBlogPosts(lang: SampleLang) {
  const t = pageText[lang];
  return h(
    'div',
    { className: 'flex flex-col gap-6' },
    h('h1', { className: 'text-3xl font-bold' }, navText[lang].blog),
    h(
      'ul',
      { className: 'grid gap-6 sm:grid-cols-3' },
      ...t.blogPosts.map((title, i) =>
        h(
          'li',
          { key: title, className: 'flex flex-col gap-2 rounded-lg border border-border p-5' },
          h('p', { className: 'text-xs font-semibold text-primary' }, t.blogTopics[(i % 3) + 1]),
          h(
            'a',
            { href: `/blog/articleDetails/${i + 101}.htm`, className: 'font-semibold text-foreground' },
            title,
          ),
        ),
      ),
    ),
  );
}

/** A legal page's text (staticpage layout). */
export function sampleLegalBody(lang: SampleLang) {
  const t = pageText[lang];
  return [
    h('h1', { key: 'h', className: 'text-3xl font-bold' }, t.legalTitle),
    ...t.legalBody.map((p) => h('p', { key: p }, p)),
  ];
}

/** The log-in card's content: a heading and a plain form. */
export function sampleLoginCard(lang: SampleLang) {
  const t = pageText[lang];
  const field = (id: string, label: string, type: string) =>
    h(
      'div',
      { key: id, className: 'flex flex-col gap-1.5' },
      h('label', { htmlFor: id, className: 'text-sm font-semibold' }, label),
      h('input', { id, type, className: 'h-11 rounded-md border border-input bg-background px-3' }),
    );
  return [
    h('h1', { key: 'h', className: 'text-2xl font-bold' }, t.loginTitle),
    h(
      'form',
      { key: 'f', className: 'flex flex-col gap-4' },
      field('login-account', t.account, 'text'),
      field('login-password', t.password, 'password'),
      h('a', { href: `/${lang}/forgetPwd.htm`, className: 'self-end text-sm text-primary' }, t.forgot),
      h(
        'button',
        { type: 'submit', className: 'h-11 rounded-md bg-primary font-semibold text-primary-foreground' },
        navText[lang].logIn,
      ),
    ),
  ];
}

export function sampleBrandPanel(lang: SampleLang) {
  const t = pageText[lang];
  return [
    h('h2', { key: 'h', className: 'text-3xl font-bold text-balance' }, t.loginBrandTitle),
    h(
      'ul',
      { key: 'l', className: 'flex list-disc flex-col gap-2 ps-5' },
      ...t.loginBrandPoints.map((p) => h('li', { key: p }, p)),
    ),
  ];
}

export function samplePromo(lang: SampleLang) {
  return h(
    'p',
    { className: 'bg-accent px-5 py-3 text-center font-semibold text-accent-foreground' },
    pageText[lang].promo,
  );
}

/** A landing page's hero (hero slot). */
export function sampleLandingHero(lang: SampleLang) {
  const t = pageText[lang];
  return h(
    'section',
    {
      className: 'mx-auto flex max-w-4xl flex-col items-start gap-4 px-6 py-16 phone:px-4 phone:py-10',
      'aria-labelledby': 'landing-hero',
    },
    h('h1', { id: 'landing-hero', className: 'text-4xl font-bold text-balance phone:text-3xl' }, t.heroTitle),
    h('p', { className: 'max-w-2xl text-lg' }, t.heroBody),
    h(
      'a',
      {
        href: `/${lang}/register.htm`,
        className:
          'inline-flex h-12 items-center rounded-md bg-accent px-6 font-semibold text-accent-foreground no-underline',
      },
      navText[lang].register,
    ),
  );
}

/** The name of the skip link's landmark, as the site words it (locales: pages.common.skipLinksLabel). */
const skipLinksName: Localized<string> = {
  en_US: 'Skip links',
  in: 'Tautan pintas',
  th: 'ลิงก์ข้ามเนื้อหา',
  vi: 'Liên kết chuyển nhanh',
  zh_CN: '跳转链接',
  ms_MY: 'Pautan langkau',
};

/** The skip link's labels a page in `lang` passes to SiteShell, Layout, AuthLayout and LandingLayout. */
export function sampleSkipLabels(lang: SampleLang) {
  return { skipToContent: skipLinkText[lang], skipLinks: skipLinksName[lang] };
}

/** Layout stories: full-screen, with axe's landmark rule (all content inside landmarks) switched on. */
export const layoutStoryParameters = {
  a11y: { config: { rules: [{ id: 'region', enabled: true }] } },
  layout: 'fullscreen',
} as const;

export const PHONE_GLOBALS = { viewport: { value: 'phone', isRotated: false } } as const;

/** Plays of whole-page layouts: the skip link and the legal-links nav carry the story language's names. */
export async function expectTranslatedChrome(canvasElement: HTMLElement, lang: SampleLang) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: sampleSkipLabels(lang).skipToContent })).toBeInTheDocument();
  await expect(
    canvas.getByRole('navigation', { name: sampleFooter(lang).labels!.legal }),
  ).toBeInTheDocument();
}

/** Whether a story renders on the phone viewport (its own globals or the toolbar's), for plays that differ. */
export function isPhoneStory(context: { globals?: Record<string, unknown> }): boolean {
  const viewport = context.globals?.viewport as { value?: unknown } | undefined;
  return viewport?.value === PHONE_GLOBALS.viewport.value;
}

/**
 * Accent colours for the landing stories: a sample palette (the themes themselves are the product's,
 * passed in through LandingLayout's `theme`). Each carries white text at WCAG AA.
 */
export const sampleAccents = {
  blue: { accent: '#1f4fd1', accentHover: '#1a41ad', tint: '#eef3ff' },
  violet: { accent: '#7c3aed', accentHover: '#6d28d9', tint: '#f5f3ff' },
  teal: { accent: '#0f766e', accentHover: '#115e59', tint: '#f0fdfa' },
  green: { accent: '#15803d', accentHover: '#166534', tint: '#f0fdf4' },
  navy: { accent: '#0f136d', accentHover: '#0a0d4d', tint: '#eef0ff' },
  magenta: { accent: '#a21caf', accentHover: '#86198f', tint: '#fdf4ff' },
  red: { accent: '#c23616', accentHover: '#9f2c12', tint: '#fff4f1' },
  emerald: { accent: '#008060', accentHover: '#004c3f', tint: '#f1f8f5' },
  black: { accent: '#161823', accentHover: '#000000', tint: '#f1f3f6' },
} as const satisfies Record<string, LandingTheme>;
export type SampleAccent = keyof typeof sampleAccents;
export const SAMPLE_ACCENTS = Object.keys(sampleAccents) as SampleAccent[];

/** Everything a page hands to `<Layout>` for the story's language and the layout's kind and content. */
export function sampleLayoutSlots(
  lang: SampleLang,
  {
    kind = 'default',
    device = 'desktop',
    content = 'plain',
  }: Pick<LayoutProps, 'kind' | 'device' | 'content'>,
) {
  const frame = kind === 'auth' || kind === 'landing' ? kind : content;
  const body =
    frame === 'help'
      ? sampleHelpArticle(lang)
      : frame === 'blog'
        ? sampleBlogPosts(lang)
        : frame === 'article'
          ? sampleLegalBody(lang)
          : frame === 'auth'
            ? sampleLoginCard(lang)
            : frame === 'landing'
              ? sampleFeatureCards(lang)
              : sampleMarketingBody(lang);
  return {
    nav: sampleNav(lang, { mobile: device === 'mobile' }),
    footer: sampleFooter(lang),
    labels: sampleSkipLabels(lang),
    sidebar: sampleHelpSidebar(lang),
    search: sampleHelpSearch(lang),
    topicSelect: sampleBlogTopics(lang),
    brandPanel: sampleBrandPanel(lang),
    hero: sampleLandingHero(lang),
    children: body,
  };
}

/** Text the layouts' do/don't stories need beyond the site's own. */
export const layoutsGuidanceText: Localized<{
  /** Header links written as sentences instead of the page's name. */
  sentenceLinks: [string, string, string];
  /** Footer column titles that say nothing about their links. */
  vagueColumns: [string, string, string];
}> = {
  en_US: {
    sentenceLinks: ['Click here to see our prices', 'Read the latest news on our blog', 'Need help? Go here'],
    vagueColumns: ['Links', 'More', 'Other'],
  },
  in: {
    sentenceLinks: [
      'Klik di sini untuk melihat harga',
      'Baca berita terbaru di blog kami',
      'Butuh bantuan? Ke sini',
    ],
    vagueColumns: ['Tautan', 'Lainnya', 'Lain-lain'],
  },
  th: {
    sentenceLinks: ['คลิกที่นี่เพื่อดูราคาของเรา', 'อ่านข่าวล่าสุดในบล็อกของเรา', 'ต้องการความช่วยเหลือ? ไปที่นี่'],
    vagueColumns: ['ลิงก์', 'เพิ่มเติม', 'อื่น ๆ'],
  },
  vi: {
    sentenceLinks: ['Nhấn vào đây để xem giá', 'Đọc tin mới nhất trên blog', 'Cần trợ giúp? Vào đây'],
    vagueColumns: ['Liên kết', 'Thêm', 'Khác'],
  },
  zh_CN: {
    sentenceLinks: ['点击这里查看我们的价格', '在博客阅读最新消息', '需要帮助？请点这里'],
    vagueColumns: ['链接', '更多', '其他'],
  },
  ms_MY: {
    sentenceLinks: [
      'Klik di sini untuk lihat harga',
      'Baca berita terkini di blog kami',
      'Perlu bantuan? Pergi ke sini',
    ],
    vagueColumns: ['Pautan', 'Lagi', 'Lain-lain'],
  },
};
