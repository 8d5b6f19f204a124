/**
 * Six-language sample data for the section stories: persuasive copy for marketplace sellers and
 * images drawn in code (data URIs), so stories need no network and no copied artwork.
 */
import { FEATURE_AREAS } from '@sellwise/api/contract/feature-areas';
import { LANGUAGE_TAGS } from '@sellwise/api/contract/languages';
import { introductionPath } from '@sellwise/api/contract/paths';
import { create as createQr } from 'qrcode';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  DashboardIllustration,
  HEX_PALETTE,
} from '../src/assets/dashboard-illustration/dashboard-illustration';
import type { AppDownloadProps } from '../src/sections/app-download/app-download';
import type { ArticleListProps } from '../src/sections/article-list/article-list';
import type { CategoryGridProps } from '../src/sections/category-card/category-card';
import type { ContactCardProps } from '../src/sections/contact-card/contact-card';
import type { CtaBannerProps } from '../src/sections/cta-banner/cta-banner';
import type { FaqProps } from '../src/sections/faq/faq';
import type { FeatureGridProps } from '../src/sections/feature-grid/feature-grid';
import type { FeatureSplitProps } from '../src/sections/feature-split/feature-split';
import type { HeroProps } from '../src/sections/hero/hero';
import type { LogoCloudProps } from '../src/sections/logo-cloud/logo-cloud';
import type { PricingTableProps } from '../src/sections/pricing-table/pricing-table';
import type { SectionImage } from '../src/sections/section/section';
import type { StatsProps } from '../src/sections/stats/stats';
import type { StepsProps } from '../src/sections/steps/steps';
import type { TestimonialsProps } from '../src/sections/testimonials/testimonials';
import type { SectionVideo, VideoBlockProps } from '../src/sections/video-block/video-block';
import { common, type Localized, type SampleLang, toSampleLang } from './sample-text';

type Pair = { title: string; text: string };
export type SectionsCopy = {
  hero: {
    eyebrow: string;
    title: string;
    text: string;
    secondary: string;
    bullets: [string, string, string];
    trust: string;
    imageAlt: string;
    videoTitle: string;
    landingTitle: string;
    landingText: string;
    formTitle: string;
  };
  logos: { title: string };
  features: {
    eyebrow: string;
    title: string;
    text: string;
    more: string;
    items: [Pair, Pair, Pair, Pair, Pair, Pair];
  };
  split: {
    title: string;
    text: string;
    rows: [SplitRow, SplitRow, SplitRow];
  };
  stats: { title: string; items: [string, string, string, string] };
  steps: { title: string; text: string; items: [Pair, Pair, Pair] };
  video: { eyebrow: string; title: string; text: string; videoTitle: string; play: string };
  testimonials: { title: string; text: string; items: [Quote, Quote, Quote] };
  pricing: {
    eyebrow: string;
    title: string;
    text: string;
    saving: string;
    labels: {
      monthly: string;
      yearly: string;
      perMonth: string;
      perYear: string;
      included: string;
      notIncluded: string;
      feature: string;
    };
    popular: string;
    talk: string;
    start: string;
    contact: string;
    yearlyNote: string;
    plans: [PlanCopy, PlanCopy, PlanCopy];
    compareTitle: string;
    groups: [string, string];
    rows: [string, string, string, string, string, string];
    stores: [string, string, string];
    unlimited: string;
  };
  faq: { title: string; text: string; items: [QA, QA, QA, QA, QA]; more: string; moreLink: string };
  cta: { title: string; text: string; secondary: string; note: string };
  articles: {
    title: string;
    text: string;
    all: string;
    readMins: [string, string, string];
    dates: [string, string, string];
    items: [Article, Article, Article];
    emptyTitle: string;
    emptyText: string;
    emptyAction: string;
  };
  categories: {
    title: string;
    text: string;
    items: [Category, Category, Category, Category, Category, Category];
  };
  contact: {
    title: string;
    text: string;
    hours: string;
    email: string;
    labels: { copy: string; copied: string; copyFailed: string; qrAlt: string };
  };
  app: {
    eyebrow: string;
    title: string;
    text: string;
    bullets: [string, string, string];
    appStore: string;
    googlePlay: string;
    qrAlt: string;
    qrCaption: string;
    screen: string;
  };
};
type SplitRow = {
  eyebrow: string;
  title: string;
  text: string;
  bullets: [string, string, string];
  alt: string;
};
type Quote = { quote: string; name: string; role: string; store: string };
type PlanCopy = { name: string; description: string; features: string[]; featuresTitle?: string };
type QA = { question: string; answer: string };
type Article = { title: string; summary: string; topic: string };
type Category = { title: string; description: string; count: string };
const en_US: SectionsCopy = {
  hero: {
    eyebrow: 'New: TikTok Shop orders sync in real time',
    title: 'Sell on every marketplace. Run it all from one screen.',
    text: 'Sellwise connects Shopee, Lazada, TikTok Shop, Shopify and Tokopedia, so products, orders and stock stay in step while you focus on growing your brand.',
    secondary: 'Watch the 2-minute demo',
    bullets: [
      'Free for 15 days, no credit card needed',
      'Connect your first store in under 10 minutes',
      'Local support in your language, 7 days a week',
    ],
    trust: 'Rated 4.8/5 by more than 12,000 sellers in Southeast Asia',
    imageAlt: 'The Sellwise dashboard showing today’s sales, orders to ship and low-stock alerts',
    videoTitle: 'Sellwise in two minutes',
    landingTitle: 'Grow your Shopee store without the spreadsheet chaos',
    landingText:
      'Bulk-edit listings, print shipping labels in one click and never oversell again. Join the sellers who save 20 hours a week.',
    formTitle: 'Create your free account',
  },
  logos: { title: 'Connect the marketplaces you already sell on' },
  features: {
    eyebrow: 'Everything in one place',
    title: 'The tools growing sellers rely on every day',
    text: 'Six modules that work together, so every order, product and promotion is handled once and correctly.',
    more: 'Learn more',
    items: [
      {
        title: 'Product listing',
        text: 'Create a product once and publish it to every store, with prices and variants adapted per marketplace.',
      },
      {
        title: 'Order processing',
        text: 'Pick, pack and print labels for all marketplaces in one queue, with automatic status updates.',
      },
      {
        title: 'Inventory sync',
        text: 'Stock updates across every channel within seconds, so you never sell what you do not have.',
      },
      {
        title: 'Marketing tools',
        text: 'Plan flash sales, vouchers and bundles for every store from a single calendar.',
      },
      {
        title: 'Sales analytics',
        text: 'See profit per product, store and campaign, with reports you can share with your team.',
      },
      {
        title: 'Market research',
        text: 'Track competitors’ prices and best sellers to find the next product worth stocking.',
      },
    ],
  },
  split: {
    title: 'Built for the way marketplace sellers really work',
    text: 'From the first order of the morning to the last parcel of the night.',
    rows: [
      {
        eyebrow: 'Orders',
        title: 'Ship every order on time, from every store',
        text: 'New orders from all marketplaces land in one list. Print invoices and shipping labels in bulk and hand parcels to the courier before the cut-off.',
        bullets: [
          'One queue for Shopee, Lazada and TikTok Shop',
          'Bulk printing of labels and packing lists',
          'Late-shipment alerts before penalties hit',
        ],
        alt: 'Order list with orders from three marketplaces ready to ship',
      },
      {
        eyebrow: 'Inventory',
        title: 'One stock count, everywhere you sell',
        text: 'When an item sells on one marketplace, Sellwise updates the others within seconds. Multi-warehouse stock and bundles are counted correctly.',
        bullets: [
          'Real-time sync across all channels',
          'Low-stock alerts and reorder suggestions',
          'Multiple warehouses and product bundles',
        ],
        alt: 'Inventory screen with stock levels per warehouse and a low-stock alert',
      },
      {
        eyebrow: 'Data',
        title: 'Know which products really make you money',
        text: 'Fees, shipping and ad spend are taken off automatically, so you see true profit per product and decide with confidence.',
        bullets: [
          'Profit after marketplace fees',
          'Daily reports by store and product',
          'Export to Excel in one click',
        ],
        alt: 'Sales chart with profit per store over the last eight weeks',
      },
    ],
  },
  stats: {
    title: 'Trusted by sellers across Southeast Asia',
    items: [
      'Active sellers',
      'Orders processed every year',
      'Marketplaces connected',
      'Average time saved each week',
    ],
  },
  steps: {
    title: 'Up and running in three steps',
    text: 'No installation and no IT team needed.',
    items: [
      {
        title: 'Create your free account',
        text: 'Sign up with your e-mail or phone number. No credit card required.',
      },
      {
        title: 'Connect your stores',
        text: 'Authorise Shopee, Lazada, TikTok Shop and more in a few clicks.',
      },
      { title: 'Sell more, work less', text: 'Products, orders and stock now stay in sync automatically.' },
    ],
  },
  video: {
    eyebrow: 'See it in action',
    title: 'Watch how a seller ships 500 orders before lunch',
    text: 'A two-minute tour of the order queue, bulk printing and stock sync.',
    videoTitle: 'Sellwise product tour: orders, printing and stock sync',
    play: 'Play video',
  },
  testimonials: {
    title: 'Sellers who stopped fighting spreadsheets',
    text: 'Real stores, real results.',
    items: [
      {
        quote:
          'We went from three people copying orders between tabs to one person shipping everything before noon. Overselling simply stopped.',
        name: 'Nur Aisyah Rahman',
        role: 'Founder',
        store: 'Kedai Aisyah Modest Wear',
      },
      {
        quote:
          'Setting up flash sales for five stores used to take a whole evening. Now it takes ten minutes, and the stock is always right.',
        name: 'Somchai Prasert',
        role: 'Owner',
        store: 'Siam Gadget Hub',
      },
      {
        quote:
          'The profit report showed us which products were losing money after fees. We cut them and grew margin by 18% in a quarter.',
        name: 'Linh Tran',
        role: 'Operations manager',
        store: 'Lotus Home & Living',
      },
    ],
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Simple plans that grow with your business',
    text: 'Start free for 15 days. Change or cancel your plan at any time.',
    saving: 'Save 20%',
    labels: {
      monthly: 'Monthly',
      yearly: 'Yearly',
      perMonth: '/month',
      perYear: '/year',
      included: 'Included',
      notIncluded: 'Not included',
      feature: 'Feature',
    },
    popular: 'Most popular',
    talk: 'Let’s talk',
    start: 'Start free trial',
    contact: 'Contact sales',
    yearlyNote: 'Billed once a year',
    plans: [
      {
        name: 'Starter',
        description: 'For new sellers with their first stores.',
        features: [
          'Up to 3 stores',
          '1,000 orders a month',
          'Product listing and order processing',
          'E-mail support',
        ],
      },
      {
        name: 'Growth',
        description: 'For growing brands on several marketplaces.',
        featuresTitle: 'Everything in Starter, plus:',
        features: [
          'Up to 15 stores',
          '10,000 orders a month',
          'Real-time inventory sync',
          'Marketing tools and profit reports',
          'Chat support 7 days a week',
        ],
      },
      {
        name: 'Enterprise',
        description: 'For large teams, warehouses and brands.',
        featuresTitle: 'Everything in Growth, plus:',
        features: [
          'Unlimited stores and orders',
          'Multiple warehouses',
          'Open API and custom integrations',
          'Dedicated account manager',
        ],
      },
    ],
    compareTitle: 'Compare all features',
    groups: ['Stores and orders', 'Tools'],
    rows: [
      'Connected stores',
      'Orders per month',
      'Bulk label printing',
      'Real-time inventory sync',
      'Profit reports',
      'Open API',
    ],
    stores: ['3 stores', '15 stores', 'Unlimited'],
    unlimited: 'Unlimited',
  },
  faq: {
    title: 'Frequently asked questions',
    text: 'Everything you need to know before you start.',
    items: [
      {
        question: 'Which marketplaces does Sellwise connect to?',
        answer:
          'Shopee, Lazada, TikTok Shop, Shopify, Tokopedia, Bukalapak, Blibli and WooCommerce, in every country where they operate in Southeast Asia.\n\nWe add new marketplaces regularly; tell us which one you need.',
      },
      {
        question: 'Do I need a credit card for the free trial?',
        answer:
          'No. The 15-day trial includes every Growth feature and needs only your e-mail address or phone number.',
      },
      {
        question: 'Is my store data safe?',
        answer:
          'Your data is encrypted in transit and at rest, and we only use official marketplace connections. You can disconnect a store at any time.',
      },
      {
        question: 'Can I change my plan later?',
        answer:
          'Yes. Upgrade or downgrade whenever you like; we adjust the price for the rest of your billing period.',
      },
      {
        question: 'Do you offer support in my language?',
        answer:
          'Our team answers in English, Bahasa Indonesia, Thai, Vietnamese, Chinese and Malay by chat, e-mail, WhatsApp, LINE and Zalo.',
      },
    ],
    more: 'Still have questions?',
    moreLink: 'Talk to our team',
  },
  cta: {
    title: 'Ready to sell more with less work?',
    text: 'Join 50,000 sellers who manage every marketplace from one place.',
    secondary: 'Book a demo',
    note: 'Free for 15 days · No credit card · Cancel anytime',
  },
  articles: {
    title: 'Tips to grow your online store',
    text: 'Guides from our team and the sellers we work with.',
    all: 'See all articles',
    readMins: ['6 min read', '4 min read', '8 min read'],
    dates: ['12 March 2026', '4 March 2026', '26 February 2026'],
    items: [
      {
        title: '11.11 checklist: prepare your store for the biggest sale of the year',
        summary:
          'Stock planning, voucher strategy and shipping capacity: what top sellers do four weeks before the big day.',
        topic: 'Campaigns',
      },
      {
        title: 'How to stop overselling across Shopee and Lazada',
        summary:
          'Why stock goes out of sync between marketplaces and the three settings that fix it for good.',
        topic: 'Inventory',
      },
      {
        title: 'Reading your profit report: the fees most sellers forget',
        summary:
          'Commission, payment fees, shipping subsidies and ads — see what each order really earns you.',
        topic: 'Data',
      },
    ],
    emptyTitle: 'No articles found',
    emptyText: 'Try another word, or browse the latest articles.',
    emptyAction: 'Back to the blog',
  },
  categories: {
    title: 'How can we help?',
    text: 'Browse the help centre by topic.',
    items: [
      {
        title: 'Getting started',
        description: 'Create your account and connect your first store.',
        count: '18 articles',
      },
      {
        title: 'Products',
        description: 'Listing, editing and copying products between stores.',
        count: '32 articles',
      },
      {
        title: 'Orders',
        description: 'Processing, printing labels, returns and cancellations.',
        count: '27 articles',
      },
      {
        title: 'Inventory',
        description: 'Stock sync, warehouses, bundles and alerts.',
        count: '21 articles',
      },
      {
        title: 'Marketing',
        description: 'Flash sales, vouchers and campaign calendars.',
        count: '14 articles',
      },
      {
        title: 'Account and billing',
        description: 'Plans, invoices, team members and security.',
        count: '16 articles',
      },
    ],
  },
  contact: {
    title: 'Talk to a real person',
    text: 'Our support team answers in your language. Pick the app you already use.',
    hours: 'Mon–Sat, 9:00–21:00',
    email: 'E-mail',
    labels: {
      copy: 'Copy',
      copied: 'Copied',
      copyFailed: 'Could not copy',
      qrAlt: 'QR code to chat with us on {channel}',
    },
  },
  app: {
    eyebrow: 'Sellwise app',
    title: 'Your stores in your pocket',
    text: 'Get notified of every new order, reply to buyers and check today’s sales wherever you are.',
    bullets: [
      'Instant alerts for new orders and low stock',
      'Process and ship orders from your phone',
      'Daily sales summary every evening',
    ],
    appStore: 'Download on the',
    googlePlay: 'Get it on',
    qrAlt: 'QR code to download the Sellwise app',
    qrCaption: 'Scan with your phone camera to download the app',
    screen: 'The Sellwise app showing today’s sales and the latest orders',
  },
};
const id_ID: SectionsCopy = {
  hero: {
    eyebrow: 'Baru: pesanan TikTok Shop tersinkron secara real-time',
    title: 'Jualan di semua marketplace. Kelola semuanya dari satu layar.',
    text: 'Sellwise menghubungkan Shopee, Lazada, TikTok Shop, Shopify, dan Tokopedia, sehingga produk, pesanan, dan stok selalu selaras sementara Anda fokus membesarkan brand.',
    secondary: 'Tonton demo 2 menit',
    bullets: [
      'Gratis 15 hari, tanpa kartu kredit',
      'Hubungkan toko pertama Anda dalam kurang dari 10 menit',
      'Dukungan lokal dalam bahasa Anda, 7 hari seminggu',
    ],
    trust: 'Dinilai 4,8/5 oleh lebih dari 12.000 penjual di Asia Tenggara',
    imageAlt:
      'Dasbor Sellwise yang menampilkan penjualan hari ini, pesanan yang harus dikirim, dan peringatan stok menipis',
    videoTitle: 'Sellwise dalam dua menit',
    landingTitle: 'Kembangkan toko Shopee Anda tanpa repot spreadsheet',
    landingText:
      'Edit produk secara massal, cetak label pengiriman dengan sekali klik, dan tidak pernah oversell lagi. Bergabunglah dengan penjual yang hemat 20 jam setiap minggu.',
    formTitle: 'Buat akun gratis Anda',
  },
  logos: { title: 'Hubungkan marketplace tempat Anda sudah berjualan' },
  features: {
    eyebrow: 'Semua dalam satu tempat',
    title: 'Alat yang diandalkan penjual yang sedang berkembang',
    text: 'Enam modul yang saling terhubung, sehingga setiap pesanan, produk, dan promosi cukup ditangani sekali dan dengan benar.',
    more: 'Pelajari lebih lanjut',
    items: [
      {
        title: 'Upload produk',
        text: 'Buat produk sekali lalu terbitkan ke semua toko, dengan harga dan varian yang disesuaikan untuk tiap marketplace.',
      },
      {
        title: 'Proses pesanan',
        text: 'Ambil, kemas, dan cetak label untuk semua marketplace dalam satu antrean, dengan status yang diperbarui otomatis.',
      },
      {
        title: 'Sinkron stok',
        text: 'Stok diperbarui di semua kanal dalam hitungan detik, jadi Anda tidak pernah menjual barang yang tidak ada.',
      },
      {
        title: 'Alat pemasaran',
        text: 'Rencanakan flash sale, voucher, dan paket bundling untuk semua toko dari satu kalender.',
      },
      {
        title: 'Analisis penjualan',
        text: 'Lihat keuntungan per produk, toko, dan kampanye, dengan laporan yang bisa dibagikan ke tim.',
      },
      {
        title: 'Riset pasar',
        text: 'Pantau harga dan produk terlaris pesaing untuk menemukan produk berikutnya yang layak dijual.',
      },
    ],
  },
  split: {
    title: 'Dibuat sesuai cara kerja penjual marketplace',
    text: 'Dari pesanan pertama di pagi hari hingga paket terakhir di malam hari.',
    rows: [
      {
        eyebrow: 'Pesanan',
        title: 'Kirim setiap pesanan tepat waktu, dari semua toko',
        text: 'Pesanan baru dari semua marketplace masuk ke satu daftar. Cetak invoice dan label pengiriman secara massal dan serahkan paket ke kurir sebelum batas waktu.',
        bullets: [
          'Satu antrean untuk Shopee, Lazada, dan TikTok Shop',
          'Cetak label dan daftar kemas secara massal',
          'Peringatan keterlambatan sebelum kena penalti',
        ],
        alt: 'Daftar pesanan dari tiga marketplace yang siap dikirim',
      },
      {
        eyebrow: 'Stok',
        title: 'Satu jumlah stok di semua tempat Anda berjualan',
        text: 'Saat barang terjual di satu marketplace, Sellwise memperbarui yang lain dalam hitungan detik. Stok multi-gudang dan bundling dihitung dengan benar.',
        bullets: [
          'Sinkron real-time di semua kanal',
          'Peringatan stok menipis dan saran restock',
          'Banyak gudang dan paket bundling',
        ],
        alt: 'Layar stok dengan jumlah per gudang dan peringatan stok menipis',
      },
      {
        eyebrow: 'Data',
        title: 'Ketahui produk mana yang benar-benar menghasilkan untung',
        text: 'Biaya admin, ongkir, dan iklan dipotong otomatis, sehingga Anda melihat untung bersih per produk dan bisa memutuskan dengan yakin.',
        bullets: [
          'Untung setelah biaya marketplace',
          'Laporan harian per toko dan produk',
          'Ekspor ke Excel dengan sekali klik',
        ],
        alt: 'Grafik penjualan dengan keuntungan per toko selama delapan minggu terakhir',
      },
    ],
  },
  stats: {
    title: 'Dipercaya penjual di seluruh Asia Tenggara',
    items: [
      'Penjual aktif',
      'Pesanan diproses setiap tahun',
      'Marketplace terhubung',
      'Rata-rata waktu yang dihemat per minggu',
    ],
  },
  steps: {
    title: 'Siap digunakan dalam tiga langkah',
    text: 'Tanpa instalasi dan tanpa tim IT.',
    items: [
      { title: 'Buat akun gratis', text: 'Daftar dengan email atau nomor HP. Tidak perlu kartu kredit.' },
      {
        title: 'Hubungkan toko Anda',
        text: 'Otorisasi Shopee, Lazada, TikTok Shop, dan lainnya hanya dengan beberapa klik.',
      },
      {
        title: 'Jual lebih banyak, kerja lebih sedikit',
        text: 'Produk, pesanan, dan stok kini tersinkron secara otomatis.',
      },
    ],
  },
  video: {
    eyebrow: 'Lihat cara kerjanya',
    title: 'Lihat bagaimana penjual mengirim 500 pesanan sebelum makan siang',
    text: 'Tur dua menit tentang antrean pesanan, cetak massal, dan sinkron stok.',
    videoTitle: 'Tur produk Sellwise: pesanan, cetak label, dan sinkron stok',
    play: 'Putar video',
  },
  testimonials: {
    title: 'Penjual yang tidak lagi bergulat dengan spreadsheet',
    text: 'Toko nyata, hasil nyata.',
    items: [
      {
        quote:
          'Dulu tiga orang menyalin pesanan antar-tab, sekarang satu orang bisa mengirim semuanya sebelum jam 12. Oversell benar-benar hilang.',
        name: 'Dewi Lestari',
        role: 'Pendiri',
        store: 'Dewi Batik Store',
      },
      {
        quote:
          'Menyiapkan flash sale untuk lima toko dulu butuh semalaman. Sekarang cukup sepuluh menit, dan stoknya selalu tepat.',
        name: 'Budi Santoso',
        role: 'Pemilik',
        store: 'Gadget Nusantara',
      },
      {
        quote:
          'Laporan profit menunjukkan produk mana yang rugi setelah biaya admin. Kami hentikan, dan margin naik 18% dalam satu kuartal.',
        name: 'Rina Wijaya',
        role: 'Manajer operasional',
        store: 'Rumah Rapi Living',
      },
    ],
  },
  pricing: {
    eyebrow: 'Harga',
    title: 'Paket sederhana yang tumbuh bersama bisnis Anda',
    text: 'Mulai gratis selama 15 hari. Ganti atau batalkan paket kapan saja.',
    saving: 'Hemat 20%',
    labels: {
      monthly: 'Bulanan',
      yearly: 'Tahunan',
      perMonth: '/bulan',
      perYear: '/tahun',
      included: 'Termasuk',
      notIncluded: 'Tidak termasuk',
      feature: 'Fitur',
    },
    popular: 'Paling populer',
    talk: 'Hubungi kami',
    start: 'Coba gratis sekarang',
    contact: 'Hubungi tim sales',
    yearlyNote: 'Ditagih sekali setahun',
    plans: [
      {
        name: 'Starter',
        description: 'Untuk penjual baru dengan toko pertama mereka.',
        features: [
          'Hingga 3 toko',
          '1.000 pesanan per bulan',
          'Upload produk dan proses pesanan',
          'Dukungan lewat email',
        ],
      },
      {
        name: 'Growth',
        description: 'Untuk brand yang berkembang di beberapa marketplace.',
        featuresTitle: 'Semua fitur Starter, ditambah:',
        features: [
          'Hingga 15 toko',
          '10.000 pesanan per bulan',
          'Sinkron stok real-time',
          'Alat pemasaran dan laporan profit',
          'Dukungan chat 7 hari seminggu',
        ],
      },
      {
        name: 'Enterprise',
        description: 'Untuk tim besar, gudang, dan brand.',
        featuresTitle: 'Semua fitur Growth, ditambah:',
        features: [
          'Toko dan pesanan tanpa batas',
          'Banyak gudang',
          'API terbuka dan integrasi khusus',
          'Account manager khusus',
        ],
      },
    ],
    compareTitle: 'Bandingkan semua fitur',
    groups: ['Toko dan pesanan', 'Alat'],
    rows: [
      'Toko terhubung',
      'Pesanan per bulan',
      'Cetak label massal',
      'Sinkron stok real-time',
      'Laporan profit',
      'API terbuka',
    ],
    stores: ['3 toko', '15 toko', 'Tanpa batas'],
    unlimited: 'Tanpa batas',
  },
  faq: {
    title: 'Pertanyaan yang sering diajukan',
    text: 'Semua yang perlu Anda ketahui sebelum memulai.',
    items: [
      {
        question: 'Marketplace apa saja yang terhubung dengan Sellwise?',
        answer:
          'Shopee, Lazada, TikTok Shop, Shopify, Tokopedia, Bukalapak, Blibli, dan WooCommerce, di semua negara Asia Tenggara tempat mereka beroperasi.\n\nKami rutin menambah marketplace baru; beri tahu kami yang Anda butuhkan.',
      },
      {
        question: 'Apakah uji coba gratis memerlukan kartu kredit?',
        answer:
          'Tidak. Uji coba 15 hari mencakup semua fitur Growth dan hanya memerlukan alamat email atau nomor HP Anda.',
      },
      {
        question: 'Apakah data toko saya aman?',
        answer:
          'Data Anda dienkripsi saat dikirim maupun disimpan, dan kami hanya memakai koneksi resmi marketplace. Anda bisa memutus toko kapan saja.',
      },
      {
        question: 'Bisakah saya mengganti paket nanti?',
        answer:
          'Bisa. Naikkan atau turunkan paket kapan saja; kami menyesuaikan harga untuk sisa periode tagihan Anda.',
      },
      {
        question: 'Apakah ada dukungan dalam bahasa saya?',
        answer:
          'Tim kami menjawab dalam bahasa Inggris, Indonesia, Thailand, Vietnam, Mandarin, dan Melayu melalui chat, email, WhatsApp, LINE, dan Zalo.',
      },
    ],
    more: 'Masih ada pertanyaan?',
    moreLink: 'Bicara dengan tim kami',
  },
  cta: {
    title: 'Siap menjual lebih banyak dengan kerja lebih sedikit?',
    text: 'Bergabunglah dengan 50.000 penjual yang mengelola semua marketplace dari satu tempat.',
    secondary: 'Jadwalkan demo',
    note: 'Gratis 15 hari · Tanpa kartu kredit · Batalkan kapan saja',
  },
  articles: {
    title: 'Tips mengembangkan toko online Anda',
    text: 'Panduan dari tim kami dan para penjual yang bekerja sama dengan kami.',
    all: 'Lihat semua artikel',
    readMins: ['6 menit baca', '4 menit baca', '8 menit baca'],
    dates: ['12 Maret 2026', '4 Maret 2026', '26 Februari 2026'],
    items: [
      {
        title: 'Checklist 11.11: siapkan toko Anda untuk promo terbesar tahun ini',
        summary:
          'Perencanaan stok, strategi voucher, dan kapasitas pengiriman: yang dilakukan penjual top empat minggu sebelum hari H.',
        topic: 'Kampanye',
      },
      {
        title: 'Cara berhenti oversell di Shopee dan Lazada',
        summary:
          'Mengapa stok tidak sinkron antar-marketplace dan tiga pengaturan yang mengatasinya untuk selamanya.',
        topic: 'Stok',
      },
      {
        title: 'Membaca laporan profit: biaya yang sering dilupakan penjual',
        summary:
          'Komisi, biaya pembayaran, subsidi ongkir, dan iklan — lihat berapa yang benar-benar Anda dapat dari tiap pesanan.',
        topic: 'Data',
      },
    ],
    emptyTitle: 'Artikel tidak ditemukan',
    emptyText: 'Coba kata lain, atau jelajahi artikel terbaru.',
    emptyAction: 'Kembali ke blog',
  },
  categories: {
    title: 'Ada yang bisa kami bantu?',
    text: 'Jelajahi pusat bantuan berdasarkan topik.',
    items: [
      { title: 'Memulai', description: 'Buat akun dan hubungkan toko pertama Anda.', count: '18 artikel' },
      { title: 'Produk', description: 'Upload, edit, dan salin produk antar-toko.', count: '32 artikel' },
      {
        title: 'Pesanan',
        description: 'Proses pesanan, cetak label, retur, dan pembatalan.',
        count: '27 artikel',
      },
      { title: 'Stok', description: 'Sinkron stok, gudang, bundling, dan peringatan.', count: '21 artikel' },
      { title: 'Pemasaran', description: 'Flash sale, voucher, dan kalender kampanye.', count: '14 artikel' },
      {
        title: 'Akun dan tagihan',
        description: 'Paket, invoice, anggota tim, dan keamanan.',
        count: '16 artikel',
      },
    ],
  },
  contact: {
    title: 'Bicara langsung dengan tim kami',
    text: 'Tim dukungan kami menjawab dalam bahasa Anda. Pilih aplikasi yang sudah Anda gunakan.',
    hours: 'Senin–Sabtu, 09.00–21.00 WIB',
    email: 'Email',
    labels: {
      copy: 'Salin',
      copied: 'Tersalin',
      copyFailed: 'Gagal menyalin',
      qrAlt: 'Kode QR untuk chat dengan kami di {channel}',
    },
  },
  app: {
    eyebrow: 'Aplikasi Sellwise',
    title: 'Semua toko Anda dalam genggaman',
    text: 'Dapatkan notifikasi setiap pesanan baru, balas pembeli, dan cek penjualan hari ini di mana pun Anda berada.',
    bullets: [
      'Notifikasi instan untuk pesanan baru dan stok menipis',
      'Proses dan kirim pesanan dari HP',
      'Ringkasan penjualan harian setiap malam',
    ],
    appStore: 'Unduh di',
    googlePlay: 'Dapatkan di',
    qrAlt: 'Kode QR untuk mengunduh aplikasi Sellwise',
    qrCaption: 'Pindai dengan kamera HP untuk mengunduh aplikasi',
    screen: 'Aplikasi Sellwise yang menampilkan penjualan hari ini dan pesanan terbaru',
  },
};
const th: SectionsCopy = {
  hero: {
    eyebrow: 'ใหม่: ซิงค์คำสั่งซื้อ TikTok Shop แบบเรียลไทม์',
    title: 'ขายได้ทุกมาร์เก็ตเพลส จัดการทั้งหมดได้จากหน้าจอเดียว',
    text: 'Sellwise เชื่อมต่อ Shopee, Lazada, TikTok Shop, Shopify และ Tokopedia ให้สินค้า คำสั่งซื้อ และสต็อกตรงกันเสมอ คุณจึงมีเวลาไปโฟกัสกับการสร้างแบรนด์',
    secondary: 'ดูเดโม 2 นาที',
    bullets: ['ใช้ฟรี 15 วัน ไม่ต้องใช้บัตรเครดิต', 'เชื่อมต่อร้านแรกได้ภายใน 10 นาที', 'ทีมซัพพอร์ตภาษาไทย ดูแลทุกวัน'],
    trust: 'ได้คะแนน 4.8/5 จากผู้ขายกว่า 12,000 รายในเอเชียตะวันออกเฉียงใต้',
    imageAlt: 'แดชบอร์ด Sellwise แสดงยอดขายวันนี้ คำสั่งซื้อที่ต้องจัดส่ง และการแจ้งเตือนสต็อกใกล้หมด',
    videoTitle: 'รู้จัก Sellwise ใน 2 นาที',
    landingTitle: 'ขยายร้าน Shopee ของคุณ โดยไม่ต้องวุ่นกับสเปรดชีต',
    landingText:
      'แก้ไขสินค้าทีละหลายรายการ พิมพ์ใบปะหน้าได้ในคลิกเดียว และไม่ต้องกลัวขายเกินสต็อกอีกต่อไป มาร่วมกับผู้ขายที่ประหยัดเวลาได้สัปดาห์ละ 20 ชั่วโมง',
    formTitle: 'สมัครบัญชีฟรี',
  },
  logos: { title: 'เชื่อมต่อกับมาร์เก็ตเพลสที่คุณขายอยู่แล้ว' },
  features: {
    eyebrow: 'ครบจบในที่เดียว',
    title: 'เครื่องมือที่ผู้ขายมือโปรใช้ทุกวัน',
    text: 'หกโมดูลที่ทำงานร่วมกัน ทุกคำสั่งซื้อ สินค้า และโปรโมชันจึงจัดการเพียงครั้งเดียวและถูกต้อง',
    more: 'ดูรายละเอียด',
    items: [
      {
        title: 'ลงสินค้า',
        text: 'สร้างสินค้าครั้งเดียวแล้วเผยแพร่ไปทุกร้าน พร้อมปรับราคาและตัวเลือกให้เหมาะกับแต่ละมาร์เก็ตเพลส',
      },
      { title: 'จัดการคำสั่งซื้อ', text: 'หยิบ แพ็ก และพิมพ์ใบปะหน้าของทุกมาร์เก็ตเพลสในคิวเดียว พร้อมอัปเดตสถานะอัตโนมัติ' },
      { title: 'ซิงค์สต็อก', text: 'สต็อกอัปเดตทุกช่องทางภายในไม่กี่วินาที ไม่มีการขายสินค้าที่ไม่มีของอีกต่อไป' },
      { title: 'เครื่องมือการตลาด', text: 'วางแผนแฟลชเซล โค้ดส่วนลด และสินค้าจัดเซ็ตของทุกร้านได้จากปฏิทินเดียว' },
      { title: 'วิเคราะห์ยอดขาย', text: 'ดูกำไรรายสินค้า รายร้าน และรายแคมเปญ พร้อมรายงานที่แชร์ให้ทีมได้ทันที' },
      { title: 'วิจัยตลาด', text: 'ติดตามราคาและสินค้าขายดีของคู่แข่ง เพื่อค้นหาสินค้าตัวถัดไปที่น่าขาย' },
    ],
  },
  split: {
    title: 'ออกแบบมาเพื่อวิธีทำงานจริงของผู้ขายออนไลน์',
    text: 'ตั้งแต่คำสั่งซื้อแรกตอนเช้า จนถึงพัสดุชิ้นสุดท้ายตอนกลางคืน',
    rows: [
      {
        eyebrow: 'คำสั่งซื้อ',
        title: 'ส่งทุกออเดอร์ตรงเวลา จากทุกร้าน',
        text: 'คำสั่งซื้อใหม่จากทุกมาร์เก็ตเพลสรวมอยู่ในรายการเดียว พิมพ์ใบกำกับและใบปะหน้าทีละหลายรายการ แล้วส่งพัสดุให้ขนส่งทันก่อนตัดรอบ',
        bullets: [
          'คิวเดียวสำหรับ Shopee, Lazada และ TikTok Shop',
          'พิมพ์ใบปะหน้าและใบแพ็กสินค้าได้ทีละมาก ๆ',
          'แจ้งเตือนก่อนส่งช้าและโดนค่าปรับ',
        ],
        alt: 'รายการคำสั่งซื้อจากสามมาร์เก็ตเพลสที่พร้อมจัดส่ง',
      },
      {
        eyebrow: 'สต็อก',
        title: 'สต็อกเดียว ตรงกันทุกช่องทางที่คุณขาย',
        text: 'เมื่อสินค้าขายได้ในมาร์เก็ตเพลสหนึ่ง Sellwise จะอัปเดตช่องทางอื่นภายในไม่กี่วินาที สต็อกหลายคลังและสินค้าจัดเซ็ตก็นับได้ถูกต้อง',
        bullets: ['ซิงค์เรียลไทม์ทุกช่องทาง', 'แจ้งเตือนสต็อกใกล้หมดและแนะนำการสั่งเพิ่ม', 'รองรับหลายคลังสินค้าและสินค้าจัดเซ็ต'],
        alt: 'หน้าจอสต็อกแสดงจำนวนสินค้าแต่ละคลังและการแจ้งเตือนสต็อกใกล้หมด',
      },
      {
        eyebrow: 'ข้อมูล',
        title: 'รู้ว่าสินค้าตัวไหนทำกำไรให้คุณจริง',
        text: 'หักค่าธรรมเนียม ค่าส่ง และค่าโฆษณาให้อัตโนมัติ คุณจึงเห็นกำไรจริงของแต่ละสินค้าและตัดสินใจได้อย่างมั่นใจ',
        bullets: [
          'กำไรหลังหักค่าธรรมเนียมมาร์เก็ตเพลส',
          'รายงานรายวันแยกตามร้านและสินค้า',
          'ส่งออกเป็น Excel ได้ในคลิกเดียว',
        ],
        alt: 'กราฟยอดขายแสดงกำไรของแต่ละร้านในช่วงแปดสัปดาห์ที่ผ่านมา',
      },
    ],
  },
  stats: {
    title: 'ผู้ขายทั่วเอเชียตะวันออกเฉียงใต้ไว้วางใจ',
    items: ['ผู้ขายที่ใช้งานอยู่', 'คำสั่งซื้อที่ประมวลผลต่อปี', 'มาร์เก็ตเพลสที่เชื่อมต่อ', 'เวลาที่ประหยัดได้เฉลี่ยต่อสัปดาห์'],
  },
  steps: {
    title: 'เริ่มใช้งานได้ใน 3 ขั้นตอน',
    text: 'ไม่ต้องติดตั้ง ไม่ต้องมีทีมไอที',
    items: [
      { title: 'สมัครบัญชีฟรี', text: 'สมัครด้วยอีเมลหรือเบอร์โทรศัพท์ ไม่ต้องใช้บัตรเครดิต' },
      { title: 'เชื่อมต่อร้านค้า', text: 'อนุญาตการเชื่อมต่อ Shopee, Lazada, TikTok Shop และอื่น ๆ ได้ในไม่กี่คลิก' },
      { title: 'ขายได้มากขึ้น เหนื่อยน้อยลง', text: 'สินค้า คำสั่งซื้อ และสต็อกจะซิงค์กันโดยอัตโนมัติ' },
    ],
  },
  video: {
    eyebrow: 'ดูการใช้งานจริง',
    title: 'ดูผู้ขายที่ส่งออเดอร์ 500 รายการได้ก่อนเที่ยง',
    text: 'พาชมคิวคำสั่งซื้อ การพิมพ์ใบปะหน้าทีละมาก ๆ และการซิงค์สต็อกใน 2 นาที',
    videoTitle: 'พาชม Sellwise: คำสั่งซื้อ การพิมพ์ และการซิงค์สต็อก',
    play: 'เล่นวิดีโอ',
  },
  testimonials: {
    title: 'ผู้ขายที่เลิกปวดหัวกับสเปรดชีต',
    text: 'ร้านค้าจริง ผลลัพธ์จริง',
    items: [
      {
        quote: 'จากเดิมต้องใช้สามคนคัดลอกออเดอร์ข้ามแท็บ ตอนนี้คนเดียวก็แพ็กส่งได้หมดก่อนเที่ยง ปัญหาขายเกินสต็อกหายไปเลย',
        name: 'สุภาพร วงศ์สวัสดิ์',
        role: 'ผู้ก่อตั้ง',
        store: 'ร้านผ้าไทยสุภาพร',
      },
      {
        quote: 'เมื่อก่อนตั้งแฟลชเซลให้ห้าร้านต้องใช้เวลาทั้งคืน ตอนนี้ใช้แค่สิบนาที และสต็อกก็ถูกต้องทุกครั้ง',
        name: 'สมชาย ประเสริฐ',
        role: 'เจ้าของร้าน',
        store: 'Siam Gadget Hub',
      },
      {
        quote:
          'รายงานกำไรทำให้เห็นว่าสินค้าตัวไหนขาดทุนหลังหักค่าธรรมเนียม เราเลิกขายตัวนั้น และอัตรากำไรเพิ่มขึ้น 18% ในไตรมาสเดียว',
        name: 'ณัฐวุฒิ แก้วมณี',
        role: 'ผู้จัดการฝ่ายปฏิบัติการ',
        store: 'บ้านสวยของแต่งบ้าน',
      },
    ],
  },
  pricing: {
    eyebrow: 'ราคา',
    title: 'แพ็กเกจเรียบง่าย เติบโตไปพร้อมธุรกิจของคุณ',
    text: 'เริ่มใช้ฟรี 15 วัน เปลี่ยนหรือยกเลิกแพ็กเกจได้ทุกเมื่อ',
    saving: 'ประหยัด 20%',
    labels: {
      monthly: 'รายเดือน',
      yearly: 'รายปี',
      perMonth: '/เดือน',
      perYear: '/ปี',
      included: 'มีให้',
      notIncluded: 'ไม่มี',
      feature: 'ฟีเจอร์',
    },
    popular: 'ยอดนิยม',
    talk: 'คุยกับเรา',
    start: 'เริ่มทดลองใช้ฟรี',
    contact: 'ติดต่อฝ่ายขาย',
    yearlyNote: 'เรียกเก็บเงินปีละครั้ง',
    plans: [
      {
        name: 'Starter',
        description: 'สำหรับผู้ขายมือใหม่ที่เพิ่งเปิดร้าน',
        features: ['สูงสุด 3 ร้าน', '1,000 คำสั่งซื้อต่อเดือน', 'ลงสินค้าและจัดการคำสั่งซื้อ', 'ซัพพอร์ตทางอีเมล'],
      },
      {
        name: 'Growth',
        description: 'สำหรับแบรนด์ที่กำลังเติบโตบนหลายมาร์เก็ตเพลส',
        featuresTitle: 'ทุกอย่างใน Starter และเพิ่ม:',
        features: [
          'สูงสุด 15 ร้าน',
          '10,000 คำสั่งซื้อต่อเดือน',
          'ซิงค์สต็อกแบบเรียลไทม์',
          'เครื่องมือการตลาดและรายงานกำไร',
          'แชตซัพพอร์ตทุกวัน',
        ],
      },
      {
        name: 'Enterprise',
        description: 'สำหรับทีมใหญ่ คลังสินค้า และแบรนด์',
        featuresTitle: 'ทุกอย่างใน Growth และเพิ่ม:',
        features: ['ร้านค้าและคำสั่งซื้อไม่จำกัด', 'หลายคลังสินค้า', 'Open API และการเชื่อมต่อเฉพาะ', 'ผู้ดูแลบัญชีส่วนตัว'],
      },
    ],
    compareTitle: 'เปรียบเทียบฟีเจอร์ทั้งหมด',
    groups: ['ร้านค้าและคำสั่งซื้อ', 'เครื่องมือ'],
    rows: [
      'ร้านค้าที่เชื่อมต่อ',
      'คำสั่งซื้อต่อเดือน',
      'พิมพ์ใบปะหน้าทีละมาก ๆ',
      'ซิงค์สต็อกแบบเรียลไทม์',
      'รายงานกำไร',
      'Open API',
    ],
    stores: ['3 ร้าน', '15 ร้าน', 'ไม่จำกัด'],
    unlimited: 'ไม่จำกัด',
  },
  faq: {
    title: 'คำถามที่พบบ่อย',
    text: 'ทุกอย่างที่ควรรู้ก่อนเริ่มใช้งาน',
    items: [
      {
        question: 'Sellwise เชื่อมต่อกับมาร์เก็ตเพลสใดบ้าง',
        answer:
          'Shopee, Lazada, TikTok Shop, Shopify, Tokopedia, Bukalapak, Blibli และ WooCommerce ในทุกประเทศของเอเชียตะวันออกเฉียงใต้ที่แพลตฟอร์มเหล่านี้เปิดให้บริการ\n\nเราเพิ่มมาร์เก็ตเพลสใหม่อยู่เสมอ บอกเราได้ว่าคุณต้องการแพลตฟอร์มไหน',
      },
      {
        question: 'ทดลองใช้ฟรีต้องใช้บัตรเครดิตไหม',
        answer: 'ไม่ต้อง การทดลองใช้ 15 วันมีทุกฟีเจอร์ของแพ็กเกจ Growth และใช้เพียงอีเมลหรือเบอร์โทรศัพท์ของคุณ',
      },
      {
        question: 'ข้อมูลร้านของฉันปลอดภัยไหม',
        answer:
          'ข้อมูลของคุณถูกเข้ารหัสทั้งระหว่างส่งและขณะจัดเก็บ และเราใช้เฉพาะการเชื่อมต่ออย่างเป็นทางการของมาร์เก็ตเพลส คุณยกเลิกการเชื่อมต่อร้านได้ทุกเมื่อ',
      },
      {
        question: 'เปลี่ยนแพ็กเกจภายหลังได้ไหม',
        answer: 'ได้ อัปเกรดหรือดาวน์เกรดได้ทุกเมื่อ เราจะปรับราคาตามระยะเวลาที่เหลือของรอบบิล',
      },
      {
        question: 'มีซัพพอร์ตภาษาไทยไหม',
        answer:
          'ทีมของเราตอบเป็นภาษาไทย อังกฤษ อินโดนีเซีย เวียดนาม จีน และมาเลย์ ผ่านแชต อีเมล WhatsApp, LINE และ Zalo',
      },
    ],
    more: 'ยังมีคำถามอยู่ใช่ไหม',
    moreLink: 'คุยกับทีมของเรา',
  },
  cta: {
    title: 'พร้อมขายได้มากขึ้นด้วยงานที่น้อยลงหรือยัง',
    text: 'ร่วมกับผู้ขาย 50,000 รายที่จัดการทุกมาร์เก็ตเพลสได้จากที่เดียว',
    secondary: 'นัดชมเดโม',
    note: 'ใช้ฟรี 15 วัน · ไม่ต้องใช้บัตรเครดิต · ยกเลิกได้ทุกเมื่อ',
  },
  articles: {
    title: 'เคล็ดลับขยายร้านออนไลน์ของคุณ',
    text: 'คู่มือจากทีมของเราและผู้ขายที่เราร่วมงานด้วย',
    all: 'ดูบทความทั้งหมด',
    readMins: ['อ่าน 6 นาที', 'อ่าน 4 นาที', 'อ่าน 8 นาที'],
    dates: ['12 มีนาคม 2569', '4 มีนาคม 2569', '26 กุมภาพันธ์ 2569'],
    items: [
      {
        title: 'เช็กลิสต์ 11.11: เตรียมร้านให้พร้อมสำหรับเซลใหญ่ที่สุดแห่งปี',
        summary: 'วางแผนสต็อก กลยุทธ์โค้ดส่วนลด และกำลังการจัดส่ง สิ่งที่ผู้ขายระดับท็อปทำล่วงหน้าสี่สัปดาห์',
        topic: 'แคมเปญ',
      },
      {
        title: 'วิธีหยุดปัญหาขายเกินสต็อกบน Shopee และ Lazada',
        summary: 'ทำไมสต็อกถึงไม่ตรงกันระหว่างมาร์เก็ตเพลส และการตั้งค่า 3 อย่างที่แก้ได้อย่างถาวร',
        topic: 'สต็อก',
      },
      {
        title: 'อ่านรายงานกำไรให้เป็น: ค่าธรรมเนียมที่ผู้ขายมักลืม',
        summary: 'ค่าคอมมิชชัน ค่าธรรมเนียมการชำระเงิน ส่วนลดค่าส่ง และค่าโฆษณา ดูว่าแต่ละออเดอร์ได้กำไรจริงเท่าไร',
        topic: 'ข้อมูล',
      },
    ],
    emptyTitle: 'ไม่พบบทความ',
    emptyText: 'ลองใช้คำอื่น หรือดูบทความล่าสุด',
    emptyAction: 'กลับไปที่บล็อก',
  },
  categories: {
    title: 'ให้เราช่วยอะไรดี',
    text: 'ค้นหาในศูนย์ช่วยเหลือตามหัวข้อ',
    items: [
      { title: 'เริ่มต้นใช้งาน', description: 'สมัครบัญชีและเชื่อมต่อร้านแรกของคุณ', count: '18 บทความ' },
      { title: 'สินค้า', description: 'ลงสินค้า แก้ไข และคัดลอกสินค้าระหว่างร้าน', count: '32 บทความ' },
      { title: 'คำสั่งซื้อ', description: 'จัดการออเดอร์ พิมพ์ใบปะหน้า คืนสินค้า และยกเลิก', count: '27 บทความ' },
      { title: 'สต็อก', description: 'ซิงค์สต็อก คลังสินค้า สินค้าจัดเซ็ต และการแจ้งเตือน', count: '21 บทความ' },
      { title: 'การตลาด', description: 'แฟลชเซล โค้ดส่วนลด และปฏิทินแคมเปญ', count: '14 บทความ' },
      { title: 'บัญชีและการชำระเงิน', description: 'แพ็กเกจ ใบแจ้งหนี้ สมาชิกทีม และความปลอดภัย', count: '16 บทความ' },
    ],
  },
  contact: {
    title: 'คุยกับทีมงานตัวจริง',
    text: 'ทีมซัพพอร์ตตอบเป็นภาษาของคุณ เลือกแอปที่คุณใช้อยู่แล้วได้เลย',
    hours: 'จันทร์–เสาร์ 9:00–21:00 น.',
    email: 'อีเมล',
    labels: {
      copy: 'คัดลอก',
      copied: 'คัดลอกแล้ว',
      copyFailed: 'คัดลอกไม่สำเร็จ',
      qrAlt: 'คิวอาร์โค้ดสำหรับแชตกับเราทาง {channel}',
    },
  },
  app: {
    eyebrow: 'แอป Sellwise',
    title: 'ทุกร้านของคุณ อยู่ในมือถือเครื่องเดียว',
    text: 'รับแจ้งเตือนทุกออเดอร์ใหม่ ตอบแชตลูกค้า และเช็กยอดขายวันนี้ได้ทุกที่',
    bullets: ['แจ้งเตือนทันทีเมื่อมีออเดอร์ใหม่และสต็อกใกล้หมด', 'จัดการและจัดส่งออเดอร์จากมือถือ', 'สรุปยอดขายประจำวันทุกเย็น'],
    appStore: 'ดาวน์โหลดได้ที่',
    googlePlay: 'ดาวน์โหลดได้ที่',
    qrAlt: 'คิวอาร์โค้ดสำหรับดาวน์โหลดแอป Sellwise',
    qrCaption: 'สแกนด้วยกล้องมือถือเพื่อดาวน์โหลดแอป',
    screen: 'แอป Sellwise แสดงยอดขายวันนี้และคำสั่งซื้อล่าสุด',
  },
};
const vi: SectionsCopy = {
  hero: {
    eyebrow: 'Mới: đồng bộ đơn hàng TikTok Shop theo thời gian thực',
    title: 'Bán trên mọi sàn. Quản lý tất cả trên một màn hình.',
    text: 'Sellwise kết nối Shopee, Lazada, TikTok Shop, Shopify và Tokopedia, giúp sản phẩm, đơn hàng và tồn kho luôn khớp nhau để bạn tập trung phát triển thương hiệu.',
    secondary: 'Xem demo 2 phút',
    bullets: [
      'Miễn phí 15 ngày, không cần thẻ tín dụng',
      'Kết nối gian hàng đầu tiên trong chưa đầy 10 phút',
      'Hỗ trợ bằng tiếng Việt, 7 ngày mỗi tuần',
    ],
    trust: 'Được hơn 12.000 nhà bán hàng Đông Nam Á đánh giá 4,8/5',
    imageAlt: 'Bảng điều khiển Sellwise hiển thị doanh số hôm nay, đơn cần giao và cảnh báo sắp hết hàng',
    videoTitle: 'Sellwise trong hai phút',
    landingTitle: 'Phát triển gian hàng Shopee mà không còn rối với bảng tính',
    landingText:
      'Sửa sản phẩm hàng loạt, in phiếu giao hàng chỉ với một cú nhấp và không bao giờ bán vượt tồn kho nữa. Tham gia cùng những nhà bán hàng tiết kiệm 20 giờ mỗi tuần.',
    formTitle: 'Tạo tài khoản miễn phí',
  },
  logos: { title: 'Kết nối với các sàn bạn đang bán' },
  features: {
    eyebrow: 'Tất cả ở một nơi',
    title: 'Công cụ mà nhà bán hàng đang phát triển dùng mỗi ngày',
    text: 'Sáu mô-đun phối hợp với nhau, để mỗi đơn hàng, sản phẩm và khuyến mãi chỉ cần xử lý một lần và chính xác.',
    more: 'Tìm hiểu thêm',
    items: [
      {
        title: 'Đăng sản phẩm',
        text: 'Tạo sản phẩm một lần rồi đăng lên mọi gian hàng, với giá và phân loại phù hợp từng sàn.',
      },
      {
        title: 'Xử lý đơn hàng',
        text: 'Lấy hàng, đóng gói và in phiếu cho mọi sàn trong một hàng chờ, trạng thái tự động cập nhật.',
      },
      {
        title: 'Đồng bộ tồn kho',
        text: 'Tồn kho cập nhật trên mọi kênh trong vài giây, không bao giờ bán món hàng bạn không có.',
      },
      {
        title: 'Công cụ marketing',
        text: 'Lên kế hoạch flash sale, voucher và combo cho mọi gian hàng từ một lịch duy nhất.',
      },
      {
        title: 'Phân tích bán hàng',
        text: 'Xem lợi nhuận theo sản phẩm, gian hàng và chiến dịch, với báo cáo chia sẻ được cho cả đội.',
      },
      {
        title: 'Nghiên cứu thị trường',
        text: 'Theo dõi giá và sản phẩm bán chạy của đối thủ để tìm mặt hàng tiếp theo đáng nhập.',
      },
    ],
  },
  split: {
    title: 'Thiết kế theo đúng cách nhà bán hàng làm việc',
    text: 'Từ đơn hàng đầu tiên buổi sáng đến kiện hàng cuối cùng buổi tối.',
    rows: [
      {
        eyebrow: 'Đơn hàng',
        title: 'Giao mọi đơn đúng hạn, từ mọi gian hàng',
        text: 'Đơn mới từ mọi sàn đổ về một danh sách. In hóa đơn và phiếu giao hàng hàng loạt, bàn giao cho đơn vị vận chuyển trước giờ chốt.',
        bullets: [
          'Một hàng chờ cho Shopee, Lazada và TikTok Shop',
          'In phiếu giao hàng và phiếu đóng gói hàng loạt',
          'Cảnh báo giao trễ trước khi bị phạt',
        ],
        alt: 'Danh sách đơn hàng từ ba sàn sẵn sàng giao',
      },
      {
        eyebrow: 'Tồn kho',
        title: 'Một con số tồn kho, ở mọi nơi bạn bán',
        text: 'Khi một món hàng bán được trên một sàn, Sellwise cập nhật các sàn còn lại trong vài giây. Tồn kho nhiều kho và combo đều được tính chính xác.',
        bullets: [
          'Đồng bộ thời gian thực trên mọi kênh',
          'Cảnh báo sắp hết hàng và gợi ý nhập thêm',
          'Nhiều kho hàng và sản phẩm combo',
        ],
        alt: 'Màn hình tồn kho theo từng kho và cảnh báo sắp hết hàng',
      },
      {
        eyebrow: 'Dữ liệu',
        title: 'Biết sản phẩm nào thật sự mang lại lợi nhuận',
        text: 'Phí sàn, phí vận chuyển và chi phí quảng cáo được trừ tự động, để bạn thấy lợi nhuận thật của từng sản phẩm và quyết định tự tin.',
        bullets: [
          'Lợi nhuận sau phí sàn',
          'Báo cáo hằng ngày theo gian hàng và sản phẩm',
          'Xuất Excel chỉ với một cú nhấp',
        ],
        alt: 'Biểu đồ doanh số với lợi nhuận từng gian hàng trong tám tuần qua',
      },
    ],
  },
  stats: {
    title: 'Được nhà bán hàng khắp Đông Nam Á tin dùng',
    items: [
      'Nhà bán hàng đang hoạt động',
      'Đơn hàng xử lý mỗi năm',
      'Sàn thương mại điện tử đã kết nối',
      'Thời gian tiết kiệm trung bình mỗi tuần',
    ],
  },
  steps: {
    title: 'Bắt đầu chỉ với ba bước',
    text: 'Không cần cài đặt, không cần đội IT.',
    items: [
      {
        title: 'Tạo tài khoản miễn phí',
        text: 'Đăng ký bằng email hoặc số điện thoại. Không cần thẻ tín dụng.',
      },
      {
        title: 'Kết nối gian hàng',
        text: 'Ủy quyền Shopee, Lazada, TikTok Shop và nhiều sàn khác chỉ với vài cú nhấp.',
      },
      { title: 'Bán nhiều hơn, làm ít hơn', text: 'Sản phẩm, đơn hàng và tồn kho giờ tự động đồng bộ.' },
    ],
  },
  video: {
    eyebrow: 'Xem thực tế',
    title: 'Xem cách một nhà bán hàng giao 500 đơn trước giờ trưa',
    text: 'Hai phút giới thiệu hàng chờ đơn hàng, in hàng loạt và đồng bộ tồn kho.',
    videoTitle: 'Giới thiệu Sellwise: đơn hàng, in phiếu và đồng bộ tồn kho',
    play: 'Phát video',
  },
  testimonials: {
    title: 'Những nhà bán hàng đã thôi vật lộn với bảng tính',
    text: 'Gian hàng thật, kết quả thật.',
    items: [
      {
        quote:
          'Trước đây ba người ngồi chép đơn giữa các tab, giờ một người giao hết trước buổi trưa. Chuyện bán vượt tồn kho không còn nữa.',
        name: 'Nguyễn Thu Hà',
        role: 'Nhà sáng lập',
        store: 'Hà Linen Store',
      },
      {
        quote:
          'Trước đây cài flash sale cho năm gian hàng mất cả buổi tối. Giờ chỉ mười phút, và tồn kho luôn đúng.',
        name: 'Phạm Minh Tuấn',
        role: 'Chủ shop',
        store: 'Tuấn Gadget',
      },
      {
        quote:
          'Báo cáo lợi nhuận cho thấy sản phẩm nào lỗ sau phí sàn. Chúng tôi bỏ chúng và biên lợi nhuận tăng 18% chỉ trong một quý.',
        name: 'Trần Khánh Linh',
        role: 'Quản lý vận hành',
        store: 'Lotus Home & Living',
      },
    ],
  },
  pricing: {
    eyebrow: 'Bảng giá',
    title: 'Gói đơn giản, lớn lên cùng việc kinh doanh của bạn',
    text: 'Dùng thử miễn phí 15 ngày. Đổi hoặc hủy gói bất cứ lúc nào.',
    saving: 'Tiết kiệm 20%',
    labels: {
      monthly: 'Theo tháng',
      yearly: 'Theo năm',
      perMonth: '/tháng',
      perYear: '/năm',
      included: 'Có',
      notIncluded: 'Không có',
      feature: 'Tính năng',
    },
    popular: 'Phổ biến nhất',
    talk: 'Liên hệ',
    start: 'Dùng thử miễn phí',
    contact: 'Liên hệ kinh doanh',
    yearlyNote: 'Thanh toán mỗi năm một lần',
    plans: [
      {
        name: 'Starter',
        description: 'Cho nhà bán hàng mới với những gian hàng đầu tiên.',
        features: [
          'Tối đa 3 gian hàng',
          '1.000 đơn mỗi tháng',
          'Đăng sản phẩm và xử lý đơn hàng',
          'Hỗ trợ qua email',
        ],
      },
      {
        name: 'Growth',
        description: 'Cho thương hiệu đang phát triển trên nhiều sàn.',
        featuresTitle: 'Mọi tính năng Starter, thêm:',
        features: [
          'Tối đa 15 gian hàng',
          '10.000 đơn mỗi tháng',
          'Đồng bộ tồn kho thời gian thực',
          'Công cụ marketing và báo cáo lợi nhuận',
          'Hỗ trợ chat 7 ngày mỗi tuần',
        ],
      },
      {
        name: 'Enterprise',
        description: 'Cho đội ngũ lớn, kho hàng và thương hiệu.',
        featuresTitle: 'Mọi tính năng Growth, thêm:',
        features: [
          'Không giới hạn gian hàng và đơn',
          'Nhiều kho hàng',
          'API mở và tích hợp riêng',
          'Quản lý tài khoản riêng',
        ],
      },
    ],
    compareTitle: 'So sánh mọi tính năng',
    groups: ['Gian hàng và đơn hàng', 'Công cụ'],
    rows: [
      'Gian hàng kết nối',
      'Đơn mỗi tháng',
      'In phiếu giao hàng loạt',
      'Đồng bộ tồn kho thời gian thực',
      'Báo cáo lợi nhuận',
      'API mở',
    ],
    stores: ['3 gian hàng', '15 gian hàng', 'Không giới hạn'],
    unlimited: 'Không giới hạn',
  },
  faq: {
    title: 'Câu hỏi thường gặp',
    text: 'Mọi điều bạn cần biết trước khi bắt đầu.',
    items: [
      {
        question: 'Sellwise kết nối với những sàn nào?',
        answer:
          'Shopee, Lazada, TikTok Shop, Shopify, Tokopedia, Bukalapak, Blibli và WooCommerce, tại mọi quốc gia Đông Nam Á nơi các sàn này hoạt động.\n\nChúng tôi thường xuyên bổ sung sàn mới; hãy cho chúng tôi biết bạn cần sàn nào.',
      },
      {
        question: 'Dùng thử miễn phí có cần thẻ tín dụng không?',
        answer:
          'Không. Bản dùng thử 15 ngày có mọi tính năng của gói Growth và chỉ cần email hoặc số điện thoại của bạn.',
      },
      {
        question: 'Dữ liệu gian hàng của tôi có an toàn không?',
        answer:
          'Dữ liệu được mã hóa khi truyền và khi lưu trữ, và chúng tôi chỉ dùng kết nối chính thức của các sàn. Bạn có thể ngắt kết nối gian hàng bất cứ lúc nào.',
      },
      {
        question: 'Tôi có thể đổi gói sau không?',
        answer:
          'Có. Nâng hoặc hạ gói bất cứ lúc nào; chúng tôi điều chỉnh giá cho phần còn lại của kỳ thanh toán.',
      },
      {
        question: 'Có hỗ trợ bằng tiếng Việt không?',
        answer:
          'Đội ngũ của chúng tôi trả lời bằng tiếng Việt, Anh, Indonesia, Thái, Trung và Mã Lai qua chat, email, WhatsApp, LINE và Zalo.',
      },
    ],
    more: 'Vẫn còn thắc mắc?',
    moreLink: 'Trò chuyện với đội ngũ',
  },
  cta: {
    title: 'Sẵn sàng bán nhiều hơn mà làm ít hơn?',
    text: 'Tham gia cùng 50.000 nhà bán hàng quản lý mọi sàn tại một nơi.',
    secondary: 'Đặt lịch demo',
    note: 'Miễn phí 15 ngày · Không cần thẻ · Hủy bất cứ lúc nào',
  },
  articles: {
    title: 'Bí quyết phát triển gian hàng online',
    text: 'Hướng dẫn từ đội ngũ của chúng tôi và các nhà bán hàng đồng hành.',
    all: 'Xem tất cả bài viết',
    readMins: ['6 phút đọc', '4 phút đọc', '8 phút đọc'],
    dates: ['12 tháng 3, 2026', '4 tháng 3, 2026', '26 tháng 2, 2026'],
    items: [
      {
        title: 'Checklist 11.11: chuẩn bị gian hàng cho đợt sale lớn nhất năm',
        summary:
          'Kế hoạch tồn kho, chiến lược voucher và năng lực giao hàng: những gì nhà bán hàng hàng đầu làm trước bốn tuần.',
        topic: 'Chiến dịch',
      },
      {
        title: 'Cách chấm dứt bán vượt tồn kho trên Shopee và Lazada',
        summary: 'Vì sao tồn kho lệch giữa các sàn và ba thiết lập giúp khắc phục triệt để.',
        topic: 'Tồn kho',
      },
      {
        title: 'Đọc báo cáo lợi nhuận: những khoản phí nhà bán hàng hay quên',
        summary:
          'Hoa hồng, phí thanh toán, trợ giá vận chuyển và quảng cáo — xem mỗi đơn thật sự mang về bao nhiêu.',
        topic: 'Dữ liệu',
      },
    ],
    emptyTitle: 'Không tìm thấy bài viết',
    emptyText: 'Hãy thử từ khóa khác, hoặc xem các bài viết mới nhất.',
    emptyAction: 'Quay lại blog',
  },
  categories: {
    title: 'Chúng tôi có thể giúp gì?',
    text: 'Tìm trong trung tâm trợ giúp theo chủ đề.',
    items: [
      { title: 'Bắt đầu', description: 'Tạo tài khoản và kết nối gian hàng đầu tiên.', count: '18 bài viết' },
      {
        title: 'Sản phẩm',
        description: 'Đăng, sửa và sao chép sản phẩm giữa các gian hàng.',
        count: '32 bài viết',
      },
      { title: 'Đơn hàng', description: 'Xử lý đơn, in phiếu, trả hàng và hủy đơn.', count: '27 bài viết' },
      {
        title: 'Tồn kho',
        description: 'Đồng bộ tồn kho, kho hàng, combo và cảnh báo.',
        count: '21 bài viết',
      },
      { title: 'Marketing', description: 'Flash sale, voucher và lịch chiến dịch.', count: '14 bài viết' },
      {
        title: 'Tài khoản và thanh toán',
        description: 'Gói dịch vụ, hóa đơn, thành viên và bảo mật.',
        count: '16 bài viết',
      },
    ],
  },
  contact: {
    title: 'Trò chuyện với nhân viên thật',
    text: 'Đội hỗ trợ trả lời bằng ngôn ngữ của bạn. Chọn ứng dụng bạn đang dùng.',
    hours: 'Thứ Hai–Thứ Bảy, 9:00–21:00',
    email: 'Email',
    labels: {
      copy: 'Sao chép',
      copied: 'Đã sao chép',
      copyFailed: 'Không sao chép được',
      qrAlt: 'Mã QR để trò chuyện với chúng tôi qua {channel}',
    },
  },
  app: {
    eyebrow: 'Ứng dụng Sellwise',
    title: 'Mọi gian hàng trong túi của bạn',
    text: 'Nhận thông báo mỗi đơn mới, trả lời người mua và xem doanh số hôm nay ở bất cứ đâu.',
    bullets: [
      'Thông báo tức thì khi có đơn mới và sắp hết hàng',
      'Xử lý và giao đơn ngay trên điện thoại',
      'Tóm tắt doanh số mỗi tối',
    ],
    appStore: 'Tải về trên',
    googlePlay: 'Tải về trên',
    qrAlt: 'Mã QR để tải ứng dụng Sellwise',
    qrCaption: 'Quét bằng camera điện thoại để tải ứng dụng',
    screen: 'Ứng dụng Sellwise hiển thị doanh số hôm nay và các đơn mới nhất',
  },
};
const zh_CN: SectionsCopy = {
  hero: {
    eyebrow: '新功能：TikTok Shop 订单实时同步',
    title: '多平台开店，一个界面全搞定',
    text: 'Sellwise 连接 Shopee、Lazada、TikTok Shop、Shopify 和 Tokopedia，让商品、订单和库存始终保持一致，您只需专注于品牌增长。',
    secondary: '观看 2 分钟演示',
    bullets: ['免费试用 15 天，无需信用卡', '10 分钟内连接第一家店铺', '中文客服，每周 7 天在线'],
    trust: '东南亚 12,000 多位卖家评分 4.8/5',
    imageAlt: 'Sellwise 数据看板，显示今日销售额、待发货订单和低库存提醒',
    videoTitle: '两分钟了解 Sellwise',
    landingTitle: '告别表格混乱，轻松做大 Shopee 店铺',
    landingText: '批量编辑商品，一键打印面单，再也不会超卖。加入每周节省 20 小时的卖家行列。',
    formTitle: '免费创建账号',
  },
  logos: { title: '连接您正在经营的电商平台' },
  features: {
    eyebrow: '一站式管理',
    title: '成长型卖家每天都在用的工具',
    text: '六大模块协同工作，每个订单、商品和促销只需处理一次，准确无误。',
    more: '了解更多',
    items: [
      { title: '商品刊登', text: '创建一次商品即可发布到所有店铺，并按平台自动调整价格和规格。' },
      { title: '订单处理', text: '在同一队列中完成所有平台的拣货、打包和面单打印，状态自动更新。' },
      { title: '库存同步', text: '所有渠道的库存在几秒内同步，绝不卖出没有的货。' },
      { title: '营销工具', text: '在一个日历中为所有店铺规划秒杀、优惠券和组合套餐。' },
      { title: '销售分析', text: '按商品、店铺和活动查看利润，报表可直接分享给团队。' },
      { title: '市场调研', text: '追踪竞争对手的价格和爆款，找到下一个值得上架的商品。' },
    ],
  },
  split: {
    title: '为电商卖家的真实工作方式而设计',
    text: '从早上的第一张订单，到深夜的最后一个包裹。',
    rows: [
      {
        eyebrow: '订单',
        title: '所有店铺的订单，都能准时发货',
        text: '所有平台的新订单汇集到同一个列表。批量打印发票和面单，在截单前交给快递。',
        bullets: [
          'Shopee、Lazada 和 TikTok Shop 共用一个队列',
          '批量打印面单和拣货单',
          '在被罚款前提醒延迟发货',
        ],
        alt: '来自三个平台、等待发货的订单列表',
      },
      {
        eyebrow: '库存',
        title: '一个库存数字，覆盖所有销售渠道',
        text: '商品在一个平台售出后，Sellwise 会在几秒内更新其他平台。多仓库存和组合商品也能准确计算。',
        bullets: ['所有渠道实时同步', '低库存提醒和补货建议', '支持多仓库和组合商品'],
        alt: '按仓库显示库存并带有低库存提醒的库存页面',
      },
      {
        eyebrow: '数据',
        title: '清楚知道哪些商品真正赚钱',
        text: '平台佣金、运费和广告费自动扣除，让您看到每个商品的真实利润，做决定更有底气。',
        bullets: ['扣除平台费用后的利润', '按店铺和商品的每日报表', '一键导出 Excel'],
        alt: '显示过去八周各店铺利润的销售图表',
      },
    ],
  },
  stats: {
    title: '深受东南亚卖家信赖',
    items: ['活跃卖家', '每年处理订单', '已连接平台', '平均每周节省时间'],
  },
  steps: {
    title: '三步即可开始使用',
    text: '无需安装，无需 IT 团队。',
    items: [
      { title: '免费创建账号', text: '使用邮箱或手机号注册，无需信用卡。' },
      { title: '连接您的店铺', text: '几次点击即可授权 Shopee、Lazada、TikTok Shop 等平台。' },
      { title: '卖得更多，做得更少', text: '商品、订单和库存从此自动同步。' },
    ],
  },
  video: {
    eyebrow: '实际演示',
    title: '看一位卖家如何在午饭前发出 500 个订单',
    text: '两分钟了解订单队列、批量打印和库存同步。',
    videoTitle: 'Sellwise 产品演示：订单、打印和库存同步',
    play: '播放视频',
  },
  testimonials: {
    title: '不再与表格搏斗的卖家们',
    text: '真实店铺，真实成果。',
    items: [
      {
        quote: '以前三个人在不同标签页之间复制订单，现在一个人中午前就能全部发完。超卖问题彻底消失了。',
        name: '陈美玲',
        role: '创始人',
        store: '美玲家居旗舰店',
      },
      {
        quote: '以前给五家店设置秒杀要花整个晚上，现在只要十分钟，库存还总是准确的。',
        name: '李志强',
        role: '店主',
        store: '强哥数码',
      },
      {
        quote: '利润报表让我们看到哪些商品扣完费用后其实在亏钱。砍掉之后，一个季度毛利率提升了 18%。',
        name: '王晓燕',
        role: '运营经理',
        store: '晓燕母婴',
      },
    ],
  },
  pricing: {
    eyebrow: '价格',
    title: '简单透明的套餐，随业务一起成长',
    text: '免费试用 15 天，随时更换或取消套餐。',
    saving: '立省 20%',
    labels: {
      monthly: '按月付',
      yearly: '按年付',
      perMonth: '/月',
      perYear: '/年',
      included: '包含',
      notIncluded: '不包含',
      feature: '功能',
    },
    popular: '最受欢迎',
    talk: '联系我们',
    start: '免费试用',
    contact: '联系销售',
    yearlyNote: '每年结算一次',
    plans: [
      {
        name: '入门版',
        description: '适合刚开第一家店的新卖家。',
        features: ['最多 3 家店铺', '每月 1,000 个订单', '商品刊登和订单处理', '邮件支持'],
      },
      {
        name: '成长版',
        description: '适合在多个平台快速成长的品牌。',
        featuresTitle: '包含入门版全部功能，另加：',
        features: [
          '最多 15 家店铺',
          '每月 10,000 个订单',
          '实时库存同步',
          '营销工具和利润报表',
          '每周 7 天在线客服',
        ],
      },
      {
        name: '企业版',
        description: '适合大型团队、仓库和品牌。',
        featuresTitle: '包含成长版全部功能，另加：',
        features: ['不限店铺和订单', '多仓库管理', '开放 API 和定制集成', '专属客户经理'],
      },
    ],
    compareTitle: '比较全部功能',
    groups: ['店铺和订单', '工具'],
    rows: ['可连接店铺', '每月订单数', '批量打印面单', '实时库存同步', '利润报表', '开放 API'],
    stores: ['3 家', '15 家', '不限'],
    unlimited: '不限',
  },
  faq: {
    title: '常见问题',
    text: '开始之前您需要了解的一切。',
    items: [
      {
        question: 'Sellwise 支持哪些电商平台？',
        answer:
          'Shopee、Lazada、TikTok Shop、Shopify、Tokopedia、Bukalapak、Blibli 和 WooCommerce，覆盖这些平台在东南亚运营的所有国家。\n\n我们会持续接入新平台，欢迎告诉我们您需要哪一个。',
      },
      {
        question: '免费试用需要信用卡吗？',
        answer: '不需要。15 天试用包含成长版全部功能，只需您的邮箱或手机号。',
      },
      {
        question: '我的店铺数据安全吗？',
        answer: '您的数据在传输和存储时都经过加密，我们只使用平台官方接口。您可以随时断开店铺连接。',
      },
      {
        question: '以后可以更换套餐吗？',
        answer: '可以。随时升级或降级，我们会按当前计费周期的剩余时间调整费用。',
      },
      {
        question: '有中文客服吗？',
        answer:
          '有。我们的团队通过在线聊天、邮件、WhatsApp、LINE 和 Zalo 提供中文、英语、印尼语、泰语、越南语和马来语服务。',
      },
    ],
    more: '还有其他问题？',
    moreLink: '联系我们的团队',
  },
  cta: {
    title: '准备好用更少的工作卖得更多了吗？',
    text: '加入 50,000 位在一个平台管理所有店铺的卖家。',
    secondary: '预约演示',
    note: '免费试用 15 天 · 无需信用卡 · 随时取消',
  },
  articles: {
    title: '网店增长干货',
    text: '来自我们团队和合作卖家的实用指南。',
    all: '查看全部文章',
    readMins: ['阅读约 6 分钟', '阅读约 4 分钟', '阅读约 8 分钟'],
    dates: ['2026年3月12日', '2026年3月4日', '2026年2月26日'],
    items: [
      {
        title: '双11备战清单：为全年最大促销做好准备',
        summary: '库存规划、优惠券策略和发货产能：头部卖家提前四周都在做什么。',
        topic: '大促活动',
      },
      {
        title: '如何彻底解决 Shopee 和 Lazada 的超卖问题',
        summary: '平台之间库存不同步的原因，以及一劳永逸的三个设置。',
        topic: '库存',
      },
      {
        title: '读懂利润报表：卖家最容易忽略的费用',
        summary: '佣金、支付手续费、运费补贴和广告费——看清每个订单真正赚了多少。',
        topic: '数据',
      },
    ],
    emptyTitle: '没有找到相关文章',
    emptyText: '换个关键词试试，或浏览最新文章。',
    emptyAction: '返回博客',
  },
  categories: {
    title: '有什么可以帮您？',
    text: '按主题浏览帮助中心。',
    items: [
      { title: '快速入门', description: '创建账号并连接第一家店铺。', count: '18 篇文章' },
      { title: '商品', description: '刊登、编辑以及在店铺间复制商品。', count: '32 篇文章' },
      { title: '订单', description: '订单处理、面单打印、退货和取消。', count: '27 篇文章' },
      { title: '库存', description: '库存同步、仓库、组合商品和提醒。', count: '21 篇文章' },
      { title: '营销', description: '秒杀、优惠券和活动日历。', count: '14 篇文章' },
      { title: '账号与账单', description: '套餐、发票、团队成员和安全设置。', count: '16 篇文章' },
    ],
  },
  contact: {
    title: '与真人客服沟通',
    text: '我们的客服用您的语言回复。选择您常用的应用即可。',
    hours: '周一至周六 9:00–21:00',
    email: '电子邮件',
    labels: { copy: '复制', copied: '已复制', copyFailed: '复制失败', qrAlt: '扫码通过{channel}联系我们' },
  },
  app: {
    eyebrow: 'Sellwise 应用',
    title: '所有店铺，尽在掌中',
    text: '新订单即时通知，随时回复买家，随地查看今日销售。',
    bullets: ['新订单和低库存即时提醒', '在手机上处理和发货', '每晚推送当日销售汇总'],
    appStore: '下载于',
    googlePlay: '下载于',
    qrAlt: '下载 Sellwise 应用的二维码',
    qrCaption: '用手机相机扫码下载应用',
    screen: 'Sellwise 应用显示今日销售额和最新订单',
  },
};
const ms_MY: SectionsCopy = {
  hero: {
    eyebrow: 'Baharu: pesanan TikTok Shop disegerakkan secara masa nyata',
    title: 'Jual di setiap pasaran. Urus semuanya dari satu skrin.',
    text: 'Sellwise menghubungkan Shopee, Lazada, TikTok Shop, Shopify dan Tokopedia, supaya produk, pesanan dan stok sentiasa selaras sementara anda fokus mengembangkan jenama.',
    secondary: 'Tonton demo 2 minit',
    bullets: [
      'Percuma 15 hari, tanpa kad kredit',
      'Sambungkan kedai pertama anda dalam masa kurang 10 minit',
      'Sokongan tempatan dalam bahasa anda, 7 hari seminggu',
    ],
    trust: 'Dinilai 4.8/5 oleh lebih 12,000 penjual di Asia Tenggara',
    imageAlt:
      'Papan pemuka Sellwise menunjukkan jualan hari ini, pesanan untuk dihantar dan amaran stok rendah',
    videoTitle: 'Sellwise dalam dua minit',
    landingTitle: 'Kembangkan kedai Shopee anda tanpa kekusutan hamparan',
    landingText:
      'Sunting senarai produk secara pukal, cetak label penghantaran dengan satu klik dan tidak lagi terlebih jual. Sertai penjual yang menjimatkan 20 jam seminggu.',
    formTitle: 'Cipta akaun percuma anda',
  },
  logos: { title: 'Sambungkan pasaran dalam talian yang sudah anda gunakan' },
  features: {
    eyebrow: 'Semua di satu tempat',
    title: 'Alat yang diharapkan oleh penjual yang sedang berkembang',
    text: 'Enam modul yang bekerjasama, supaya setiap pesanan, produk dan promosi diuruskan sekali sahaja dan dengan betul.',
    more: 'Ketahui lebih lanjut',
    items: [
      {
        title: 'Penyenaraian produk',
        text: 'Cipta produk sekali dan terbitkan ke semua kedai, dengan harga dan varian disesuaikan bagi setiap pasaran.',
      },
      {
        title: 'Pemprosesan pesanan',
        text: 'Ambil, bungkus dan cetak label untuk semua pasaran dalam satu giliran, dengan status dikemas kini secara automatik.',
      },
      {
        title: 'Segerak inventori',
        text: 'Stok dikemas kini di semua saluran dalam beberapa saat, jadi anda tidak menjual barang yang tiada.',
      },
      {
        title: 'Alat pemasaran',
        text: 'Rancang jualan kilat, baucar dan pakej gabungan untuk setiap kedai dari satu kalendar.',
      },
      {
        title: 'Analitik jualan',
        text: 'Lihat keuntungan mengikut produk, kedai dan kempen, dengan laporan yang boleh dikongsi dengan pasukan.',
      },
      {
        title: 'Kajian pasaran',
        text: 'Jejaki harga dan produk terlaris pesaing untuk mencari produk seterusnya yang berbaloi dijual.',
      },
    ],
  },
  split: {
    title: 'Dibina mengikut cara sebenar penjual pasaran bekerja',
    text: 'Dari pesanan pertama pada waktu pagi hingga bungkusan terakhir pada waktu malam.',
    rows: [
      {
        eyebrow: 'Pesanan',
        title: 'Hantar setiap pesanan tepat pada masanya, dari setiap kedai',
        text: 'Pesanan baharu dari semua pasaran masuk ke dalam satu senarai. Cetak invois dan label penghantaran secara pukal dan serahkan bungkusan kepada kurier sebelum waktu tutup.',
        bullets: [
          'Satu giliran untuk Shopee, Lazada dan TikTok Shop',
          'Cetakan pukal label dan senarai pembungkusan',
          'Amaran lewat hantar sebelum dikenakan penalti',
        ],
        alt: 'Senarai pesanan dari tiga pasaran yang sedia untuk dihantar',
      },
      {
        eyebrow: 'Inventori',
        title: 'Satu kiraan stok di semua tempat anda berniaga',
        text: 'Apabila item terjual di satu pasaran, Sellwise mengemas kini yang lain dalam beberapa saat. Stok berbilang gudang dan pakej gabungan dikira dengan tepat.',
        bullets: [
          'Penyegerakan masa nyata di semua saluran',
          'Amaran stok rendah dan cadangan tambah stok',
          'Berbilang gudang dan pakej gabungan',
        ],
        alt: 'Skrin inventori dengan paras stok setiap gudang dan amaran stok rendah',
      },
      {
        eyebrow: 'Data',
        title: 'Ketahui produk mana yang benar-benar menguntungkan',
        text: 'Yuran pasaran, kos penghantaran dan belanja iklan ditolak secara automatik, supaya anda melihat untung sebenar setiap produk dan membuat keputusan dengan yakin.',
        bullets: [
          'Keuntungan selepas yuran pasaran',
          'Laporan harian mengikut kedai dan produk',
          'Eksport ke Excel dengan satu klik',
        ],
        alt: 'Carta jualan dengan keuntungan setiap kedai sepanjang lapan minggu lalu',
      },
    ],
  },
  stats: {
    title: 'Dipercayai penjual di seluruh Asia Tenggara',
    items: [
      'Penjual aktif',
      'Pesanan diproses setiap tahun',
      'Pasaran disambungkan',
      'Purata masa dijimatkan setiap minggu',
    ],
  },
  steps: {
    title: 'Mula digunakan dalam tiga langkah',
    text: 'Tiada pemasangan dan tidak perlu pasukan IT.',
    items: [
      {
        title: 'Cipta akaun percuma',
        text: 'Daftar dengan e-mel atau nombor telefon. Tidak perlu kad kredit.',
      },
      {
        title: 'Sambungkan kedai anda',
        text: 'Benarkan Shopee, Lazada, TikTok Shop dan banyak lagi dengan beberapa klik.',
      },
      {
        title: 'Jual lebih, kerja kurang',
        text: 'Produk, pesanan dan stok kini disegerakkan secara automatik.',
      },
    ],
  },
  video: {
    eyebrow: 'Lihat cara ia berfungsi',
    title: 'Lihat bagaimana seorang penjual menghantar 500 pesanan sebelum makan tengah hari',
    text: 'Lawatan dua minit ke giliran pesanan, cetakan pukal dan penyegerakan stok.',
    videoTitle: 'Lawatan produk Sellwise: pesanan, cetakan dan penyegerakan stok',
    play: 'Main video',
  },
  testimonials: {
    title: 'Penjual yang tidak lagi bergelut dengan hamparan',
    text: 'Kedai sebenar, hasil sebenar.',
    items: [
      {
        quote:
          'Dulu tiga orang menyalin pesanan antara tab, sekarang seorang sahaja boleh menghantar semuanya sebelum tengah hari. Masalah terlebih jual terus hilang.',
        name: 'Nur Aisyah Rahman',
        role: 'Pengasas',
        store: 'Kedai Aisyah Modest Wear',
      },
      {
        quote:
          'Menyediakan jualan kilat untuk lima kedai dahulu mengambil masa semalaman. Kini hanya sepuluh minit, dan stok sentiasa tepat.',
        name: 'Tan Wei Ming',
        role: 'Pemilik',
        store: 'WM Gadget Centre',
      },
      {
        quote:
          'Laporan keuntungan menunjukkan produk yang rugi selepas yuran. Kami hentikannya dan margin naik 18% dalam satu suku tahun.',
        name: 'Kavitha Subramaniam',
        role: 'Pengurus operasi',
        store: 'Rumah Indah Living',
      },
    ],
  },
  pricing: {
    eyebrow: 'Harga',
    title: 'Pelan mudah yang berkembang bersama perniagaan anda',
    text: 'Mula percuma selama 15 hari. Tukar atau batalkan pelan pada bila-bila masa.',
    saving: 'Jimat 20%',
    labels: {
      monthly: 'Bulanan',
      yearly: 'Tahunan',
      perMonth: '/bulan',
      perYear: '/tahun',
      included: 'Termasuk',
      notIncluded: 'Tidak termasuk',
      feature: 'Ciri',
    },
    popular: 'Paling popular',
    talk: 'Hubungi kami',
    start: 'Mulakan percubaan percuma',
    contact: 'Hubungi jualan',
    yearlyNote: 'Dibilkan sekali setahun',
    plans: [
      {
        name: 'Starter',
        description: 'Untuk penjual baharu dengan kedai pertama mereka.',
        features: [
          'Sehingga 3 kedai',
          '1,000 pesanan sebulan',
          'Penyenaraian produk dan pemprosesan pesanan',
          'Sokongan e-mel',
        ],
      },
      {
        name: 'Growth',
        description: 'Untuk jenama yang berkembang di beberapa pasaran.',
        featuresTitle: 'Semua dalam Starter, ditambah:',
        features: [
          'Sehingga 15 kedai',
          '10,000 pesanan sebulan',
          'Penyegerakan inventori masa nyata',
          'Alat pemasaran dan laporan keuntungan',
          'Sokongan sembang 7 hari seminggu',
        ],
      },
      {
        name: 'Enterprise',
        description: 'Untuk pasukan besar, gudang dan jenama.',
        featuresTitle: 'Semua dalam Growth, ditambah:',
        features: [
          'Kedai dan pesanan tanpa had',
          'Berbilang gudang',
          'API terbuka dan integrasi khas',
          'Pengurus akaun khusus',
        ],
      },
    ],
    compareTitle: 'Bandingkan semua ciri',
    groups: ['Kedai dan pesanan', 'Alat'],
    rows: [
      'Kedai disambungkan',
      'Pesanan sebulan',
      'Cetakan label pukal',
      'Penyegerakan inventori masa nyata',
      'Laporan keuntungan',
      'API terbuka',
    ],
    stores: ['3 kedai', '15 kedai', 'Tanpa had'],
    unlimited: 'Tanpa had',
  },
  faq: {
    title: 'Soalan lazim',
    text: 'Semua yang perlu anda tahu sebelum bermula.',
    items: [
      {
        question: 'Pasaran dalam talian manakah yang disambungkan oleh Sellwise?',
        answer:
          'Shopee, Lazada, TikTok Shop, Shopify, Tokopedia, Bukalapak, Blibli dan WooCommerce, di setiap negara Asia Tenggara tempat ia beroperasi.\n\nKami kerap menambah pasaran baharu; beritahu kami yang anda perlukan.',
      },
      {
        question: 'Adakah percubaan percuma memerlukan kad kredit?',
        answer:
          'Tidak. Percubaan 15 hari merangkumi semua ciri Growth dan hanya memerlukan alamat e-mel atau nombor telefon anda.',
      },
      {
        question: 'Adakah data kedai saya selamat?',
        answer:
          'Data anda disulitkan semasa dihantar dan disimpan, dan kami hanya menggunakan sambungan rasmi pasaran. Anda boleh memutuskan sambungan kedai pada bila-bila masa.',
      },
      {
        question: 'Bolehkah saya menukar pelan kemudian?',
        answer:
          'Boleh. Naik taraf atau turun taraf bila-bila masa; kami melaraskan harga bagi baki tempoh bil anda.',
      },
      {
        question: 'Adakah sokongan dalam bahasa saya?',
        answer:
          'Pasukan kami menjawab dalam bahasa Melayu, Inggeris, Indonesia, Thai, Vietnam dan Cina melalui sembang, e-mel, WhatsApp, LINE dan Zalo.',
      },
    ],
    more: 'Masih ada soalan?',
    moreLink: 'Bercakap dengan pasukan kami',
  },
  cta: {
    title: 'Sedia untuk menjual lebih dengan kerja yang kurang?',
    text: 'Sertai 50,000 penjual yang mengurus setiap pasaran dari satu tempat.',
    secondary: 'Tempah demo',
    note: 'Percuma 15 hari · Tanpa kad kredit · Batal bila-bila masa',
  },
  articles: {
    title: 'Tip untuk mengembangkan kedai dalam talian anda',
    text: 'Panduan daripada pasukan kami dan penjual yang bekerjasama dengan kami.',
    all: 'Lihat semua artikel',
    readMins: ['6 minit bacaan', '4 minit bacaan', '8 minit bacaan'],
    dates: ['12 Mac 2026', '4 Mac 2026', '26 Februari 2026'],
    items: [
      {
        title: 'Senarai semak 11.11: sediakan kedai anda untuk jualan terbesar tahun ini',
        summary:
          'Perancangan stok, strategi baucar dan kapasiti penghantaran: apa yang dilakukan penjual terbaik empat minggu lebih awal.',
        topic: 'Kempen',
      },
      {
        title: 'Cara menghentikan terlebih jual di Shopee dan Lazada',
        summary:
          'Mengapa stok tidak selaras antara pasaran dan tiga tetapan yang membetulkannya buat selamanya.',
        topic: 'Inventori',
      },
      {
        title: 'Membaca laporan keuntungan: yuran yang sering dilupakan penjual',
        summary:
          'Komisen, yuran pembayaran, subsidi penghantaran dan iklan — lihat berapa sebenarnya hasil setiap pesanan.',
        topic: 'Data',
      },
    ],
    emptyTitle: 'Tiada artikel ditemui',
    emptyText: 'Cuba perkataan lain, atau lihat artikel terkini.',
    emptyAction: 'Kembali ke blog',
  },
  categories: {
    title: 'Apa yang boleh kami bantu?',
    text: 'Layari pusat bantuan mengikut topik.',
    items: [
      {
        title: 'Bermula',
        description: 'Cipta akaun dan sambungkan kedai pertama anda.',
        count: '18 artikel',
      },
      {
        title: 'Produk',
        description: 'Menyenarai, menyunting dan menyalin produk antara kedai.',
        count: '32 artikel',
      },
      {
        title: 'Pesanan',
        description: 'Pemprosesan, cetakan label, pemulangan dan pembatalan.',
        count: '27 artikel',
      },
      {
        title: 'Inventori',
        description: 'Penyegerakan stok, gudang, pakej gabungan dan amaran.',
        count: '21 artikel',
      },
      { title: 'Pemasaran', description: 'Jualan kilat, baucar dan kalendar kempen.', count: '14 artikel' },
      {
        title: 'Akaun dan bil',
        description: 'Pelan, invois, ahli pasukan dan keselamatan.',
        count: '16 artikel',
      },
    ],
  },
  contact: {
    title: 'Bercakap dengan orang sebenar',
    text: 'Pasukan sokongan kami menjawab dalam bahasa anda. Pilih aplikasi yang anda sudah gunakan.',
    hours: 'Isnin–Sabtu, 9:00 pagi–9:00 malam',
    email: 'E-mel',
    labels: {
      copy: 'Salin',
      copied: 'Disalin',
      copyFailed: 'Tidak dapat menyalin',
      qrAlt: 'Kod QR untuk bersembang dengan kami di {channel}',
    },
  },
  app: {
    eyebrow: 'Aplikasi Sellwise',
    title: 'Semua kedai anda di dalam poket',
    text: 'Terima pemberitahuan setiap pesanan baharu, balas pembeli dan semak jualan hari ini di mana sahaja anda berada.',
    bullets: [
      'Amaran segera untuk pesanan baharu dan stok rendah',
      'Proses dan hantar pesanan dari telefon',
      'Ringkasan jualan harian setiap petang',
    ],
    appStore: 'Muat turun di',
    googlePlay: 'Dapatkan di',
    qrAlt: 'Kod QR untuk memuat turun aplikasi Sellwise',
    qrCaption: 'Imbas dengan kamera telefon untuk memuat turun aplikasi',
    screen: 'Aplikasi Sellwise menunjukkan jualan hari ini dan pesanan terkini',
  },
};

export const sectionsCopy: Localized<SectionsCopy> = { en_US, in: id_ID, th, vi, zh_CN, ms_MY };

/** The story's language from its `locale` global. */
export const langOf = (context: { globals?: Record<string, unknown> }): SampleLang =>
  toSampleLang(context.globals?.locale);

// ---- Images drawn in code -------------------------------------------------------------------------

const svgDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Our dashboard drawing as an image file (hex colours: CSS variables do not reach into <img>). */
export function dashboardImage(
  alt: string,
  options: { variant?: 'desktop' | 'phone'; bars?: number[]; priority?: boolean } = {},
): SectionImage {
  const variant = options.variant ?? 'desktop';
  const svg = renderToStaticMarkup(
    createElement(DashboardIllustration, {
      variant,
      palette: HEX_PALETTE,
      bars: options.bars,
      xmlns: 'http://www.w3.org/2000/svg',
    }),
  );
  const [width, height] = variant === 'phone' ? [360, 720] : [960, 600];
  return { src: svgDataUri(svg), alt, width, height, priority: options.priority };
}

const coverTones = [
  ['#1f4fd1', '#6f8ff0', '#ffd7c2'],
  ['#c2410c', '#f59e6b', '#fff1e6'],
  ['#15803d', '#5fc48a', '#e6f7ec'],
] as const;

/** An abstract article cover: gradient, parcels and a rising line. */
export function coverImage(index: number, alt: string): SectionImage {
  const [deep, light, soft] = coverTones[index % coverTones.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="560" cy="40" r="140" fill="${soft}" opacity="0.18"/><rect x="70" y="150" width="150" height="130" rx="14" fill="${soft}"/><rect x="70" y="150" width="150" height="34" rx="14" fill="#ffffff" opacity="0.7"/><rect x="135" y="150" width="20" height="130" fill="${deep}" opacity="0.25"/><rect x="250" y="190" width="110" height="90" rx="12" fill="#ffffff" opacity="0.85"/><rect x="292" y="190" width="16" height="90" fill="${deep}" opacity="0.2"/><polyline points="390,270 450,220 500,240 570,150" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/><circle cx="570" cy="150" r="14" fill="#ffffff"/></svg>`;
  return { src: svgDataUri(svg), alt, width: 640, height: 360 };
}

/** A real, scannable QR code as an SVG image. */
export function qrImage(text: string): string {
  const { size, data } = createQr(text, { errorCorrectionLevel: 'M' }).modules;
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (data[y * size + x]) path += `M${x + 2} ${y + 2}h1v1h-1z`;
  }
  const box = size + 4;
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}" shape-rendering="crispEdges"><rect width="${box}" height="${box}" fill="#fff"/><path d="${path}" fill="#111827"/></svg>`,
  );
}

// ---- Section props per language -------------------------------------------------------------------

const signUpHref = (lang: SampleLang, source: string) => `/${lang}/register.htm?source=${source}`;

export function heroSample(lang: SampleLang): HeroProps {
  const c = sectionsCopy[lang].hero;
  return {
    eyebrow: c.eyebrow,
    title: c.title,
    text: c.text,
    primaryAction: { label: common.signUp[lang], href: signUpHref(lang, 'hero') },
    secondaryAction: { label: c.secondary, href: '#demo' },
    bullets: [...c.bullets],
    trustLine: c.trust,
    image: dashboardImage(c.imageAlt, { priority: true }),
  };
}

export function heroVideo(lang: SampleLang): SectionVideo {
  return {
    embedUrl: 'https://www.youtube-nocookie.com/embed/sellwise-tour?autoplay=1',
    title: sectionsCopy[lang].hero.videoTitle,
    poster: dashboardImage('', { bars: [0.3, 0.5, 0.45, 0.6, 0.7, 0.65, 0.85, 0.9], priority: true }),
    duration: '2:04',
  };
}

export function logoCloudSample(lang: SampleLang): LogoCloudProps {
  return {
    title: sectionsCopy[lang].logos.title,
    items: ['shopee', 'lazada', 'tiktokShop', 'shopify', 'tokopedia', 'woocommerce'],
  };
}

// The site's areas double as icon names of the section icon set.
const featureIcons = FEATURE_AREAS;

export function featureGridSample(lang: SampleLang): FeatureGridProps {
  const c = sectionsCopy[lang].features;
  return {
    eyebrow: c.eyebrow,
    title: c.title,
    text: c.text,
    items: c.items.map((item, i) => ({
      icon: featureIcons[i]!,
      title: item.title,
      text: item.text,
      link: { label: c.more, href: `/${lang}/${introductionPath(FEATURE_AREAS[i]!)}` },
    })),
  };
}

const splitBars = [
  [0.5, 0.62, 0.58, 0.7, 0.74, 0.8, 0.86, 0.92],
  [0.8, 0.72, 0.64, 0.55, 0.6, 0.52, 0.48, 0.3],
  [0.35, 0.4, 0.52, 0.5, 0.66, 0.72, 0.8, 0.97],
];

export function featureSplitSample(lang: SampleLang): FeatureSplitProps {
  const c = sectionsCopy[lang].split;
  return {
    title: c.title,
    text: c.text,
    rows: c.rows.map((row, i) => ({
      eyebrow: row.eyebrow,
      title: row.title,
      text: row.text,
      bullets: [...row.bullets],
      image: dashboardImage(row.alt, { bars: splitBars[i] }),
      link: {
        label: sectionsCopy[lang].features.more,
        href: `/${lang}/${introductionPath(FEATURE_AREAS[i + 1]!)}`,
      },
    })),
  };
}

const statValues: Localized<[string, string, string, string]> = {
  en_US: ['50,000+', '120M+', '15+', '20 hrs'],
  in: ['50.000+', '120 jt+', '15+', '20 jam'],
  th: ['50,000+', '120 ล้าน+', '15+', '20 ชม.'],
  vi: ['50.000+', '120 triệu+', '15+', '20 giờ'],
  zh_CN: ['5 万+', '1.2 亿+', '15+', '20 小时'],
  ms_MY: ['50,000+', '120 juta+', '15+', '20 jam'],
};

export function statsSample(lang: SampleLang): StatsProps {
  const c = sectionsCopy[lang].stats;
  return { title: c.title, items: c.items.map((label, i) => ({ label, value: statValues[lang][i]! })) };
}

export function stepsSample(lang: SampleLang): StepsProps {
  const c = sectionsCopy[lang].steps;
  return {
    title: c.title,
    text: c.text,
    items: c.items.map((item) => ({ ...item })),
    action: { label: common.signUp[lang], href: signUpHref(lang, 'steps') },
  };
}

export function videoBlockSample(lang: SampleLang): VideoBlockProps {
  const c = sectionsCopy[lang].video;
  return {
    eyebrow: c.eyebrow,
    title: c.title,
    text: c.text,
    labels: { play: c.play },
    video: {
      embedUrl: 'https://www.youtube-nocookie.com/embed/sellwise-orders?autoplay=1',
      title: c.videoTitle,
      poster: dashboardImage('', { bars: splitBars[0] }),
      duration: '2:04',
    },
  };
}

const marketplaceLines = ['Shopee · Lazada', 'Shopee · TikTok Shop', 'Lazada · Shopify'];

export function testimonialsSample(lang: SampleLang): TestimonialsProps {
  const c = sectionsCopy[lang].testimonials;
  return {
    title: c.title,
    text: c.text,
    items: c.items.map((item, i) => ({ ...item, marketplace: marketplaceLines[i] })),
  };
}

export function pricingSample(lang: SampleLang): PricingTableProps {
  const c = sectionsCopy[lang].pricing;
  const money = new Intl.NumberFormat(LANGUAGE_TAGS[lang], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const [starter, growth, enterprise] = c.plans;
  const row = (feature: string, values: [boolean | string, boolean | string, boolean | string]) => ({
    feature,
    values: { starter: values[0], growth: values[1], enterprise: values[2] },
  });
  return {
    eyebrow: c.eyebrow,
    title: c.title,
    text: c.text,
    yearlySaving: c.saving,
    labels: c.labels,
    formatPrice: (amount) => money.format(amount),
    plans: [
      {
        id: 'starter',
        ...starter,
        price: { monthly: 29, yearly: 279 },
        priceNote: { yearly: c.yearlyNote },
        action: { label: c.start, href: signUpHref(lang, 'pricing-starter') },
      },
      {
        id: 'growth',
        ...growth,
        price: { monthly: 79, yearly: 759 },
        priceNote: { yearly: c.yearlyNote },
        highlighted: true,
        badge: c.popular,
        action: { label: c.start, href: signUpHref(lang, 'pricing-growth') },
      },
      {
        id: 'enterprise',
        ...enterprise,
        priceText: c.talk,
        action: { label: c.contact, href: `/${lang}/aboutUs.htm#contact` },
      },
    ],
    comparison: {
      title: c.compareTitle,
      groups: [
        {
          title: c.groups[0],
          rows: [
            row(c.rows[0], [c.stores[0], c.stores[1], c.stores[2]]),
            row(c.rows[1], [
              new Intl.NumberFormat(LANGUAGE_TAGS[lang]).format(1000),
              new Intl.NumberFormat(LANGUAGE_TAGS[lang]).format(10000),
              c.unlimited,
            ]),
            row(c.rows[2], [true, true, true]),
          ],
        },
        {
          title: c.groups[1],
          rows: [
            row(c.rows[3], [false, true, true]),
            row(c.rows[4], [false, true, true]),
            row(c.rows[5], [false, false, true]),
          ],
        },
      ],
    },
  };
}

export function faqSample(lang: SampleLang): FaqProps {
  const c = sectionsCopy[lang].faq;
  return {
    title: c.title,
    text: c.text,
    items: c.items.map((item, i) => ({ ...item, id: `faq-${i + 1}` })),
    footer: { text: c.more, action: { label: c.moreLink, href: `/${lang}/aboutUs.htm#contact` } },
  };
}

export function ctaBannerSample(lang: SampleLang): CtaBannerProps {
  const c = sectionsCopy[lang].cta;
  return {
    title: c.title,
    text: c.text,
    note: c.note,
    primaryAction: { label: common.signUp[lang], href: signUpHref(lang, 'cta') },
    secondaryAction: { label: c.secondary, href: `/${lang}/handlerTrain.htm` },
  };
}

const articleDates = ['2026-03-12', '2026-03-04', '2026-02-26'];

export function articleListSample(lang: SampleLang): ArticleListProps {
  const c = sectionsCopy[lang].articles;
  return {
    title: c.title,
    text: c.text,
    moreAction: { label: c.all, href: '/blog/index.htm' },
    empty: {
      title: c.emptyTitle,
      text: c.emptyText,
      action: { label: c.emptyAction, href: '/blog/index.htm' },
    },
    articles: c.items.map((item, i) => ({
      href: `/blog/articleDetails/${1040 + i}.htm`,
      title: item.title,
      summary: item.summary,
      topic: item.topic,
      cover: coverImage(i, ''),
      date: c.dates[i],
      dateTime: articleDates[i],
      readingTime: c.readMins[i],
    })),
  };
}

const categoryIcons = ['guide', 'product', 'order', 'inventory', 'marketing', 'wallet'] as const;

export function categoryGridSample(lang: SampleLang): CategoryGridProps {
  const c = sectionsCopy[lang].categories;
  return {
    title: c.title,
    text: c.text,
    categories: c.items.map((item, i) => ({
      ...item,
      icon: categoryIcons[i]!,
      href: `/${lang}/leftCat/start_${100 + i}`,
    })),
  };
}

export function contactSample(lang: SampleLang): ContactCardProps {
  const c = sectionsCopy[lang].contact;
  return {
    title: c.title,
    text: c.text,
    labels: c.labels,
    channels: [
      {
        channel: 'whatsapp',
        label: 'WhatsApp',
        handle: '+60 12-345 6789',
        href: 'https://wa.me/60123456789',
        qrCodeUrl: qrImage('https://wa.me/60123456789'),
        hours: c.hours,
      },
      {
        channel: 'line',
        label: 'LINE',
        handle: '@sellwise',
        href: 'https://line.me/R/ti/p/@sellwise',
        qrCodeUrl: qrImage('https://line.me/R/ti/p/@sellwise'),
        hours: c.hours,
      },
      {
        channel: 'zalo',
        label: 'Zalo',
        handle: '0901 234 567',
        href: 'https://zalo.me/0901234567',
        qrCodeUrl: qrImage('https://zalo.me/0901234567'),
        hours: c.hours,
      },
      {
        channel: 'wechat',
        label: lang === 'zh_CN' ? '微信' : 'WeChat',
        handle: 'SellwiseCN',
        qrCodeUrl: qrImage('weixin://dl/chat?SellwiseCN'),
        hours: c.hours,
      },
      {
        channel: 'email',
        label: c.email,
        handle: 'support@sellwise.example',
        href: 'mailto:support@sellwise.example',
        hours: c.hours,
      },
    ],
  };
}

export function appDownloadSample(lang: SampleLang): AppDownloadProps {
  const c = sectionsCopy[lang].app;
  return {
    eyebrow: c.eyebrow,
    title: c.title,
    text: c.text,
    bullets: [...c.bullets],
    illustrationLabel: c.screen,
    stores: [
      { store: 'appStore', href: 'https://apps.apple.com/app/sellwise', kicker: c.appStore },
      {
        store: 'googlePlay',
        href: 'https://play.google.com/store/apps/details?id=com.sellwise',
        kicker: c.googlePlay,
      },
    ],
    qrCode: {
      src: qrImage('https://sellwise.example/m/qrCodeDownload.htm'),
      alt: c.qrAlt,
      caption: c.qrCaption,
    },
  };
}

/** Text the sections' do/don't stories need beyond the page copy above. */
export const sectionsGuidanceText = {
  /** Where the Stats figures come from: a figure without its source asks to be doubted. */
  statsSource: {
    en_US: 'Sellwise data, January–December 2025: sellers with at least one connected store.',
    in: 'Data Sellwise, Januari–Desember 2025: penjual dengan minimal satu toko terhubung.',
    th: 'ข้อมูลของ Sellwise มกราคม–ธันวาคม 2025: ผู้ขายที่เชื่อมต่อร้านค้าอย่างน้อยหนึ่งร้าน',
    vi: 'Dữ liệu Sellwise, tháng 1–12/2025: người bán có ít nhất một gian hàng đã kết nối.',
    zh_CN: 'Sellwise 数据，2025 年 1 月至 12 月：至少连接了一家店铺的卖家。',
    ms_MY: 'Data Sellwise, Januari–Disember 2025: penjual dengan sekurang-kurangnya satu kedai disambungkan.',
  },
  /** A call to action that says nothing about what happens. */
  vagueAction: {
    en_US: 'Click here',
    in: 'Klik di sini',
    th: 'คลิกที่นี่',
    vi: 'Nhấn vào đây',
    zh_CN: '点击这里',
    ms_MY: 'Klik di sini',
  },
  /** A video title that does not say what the video shows. */
  vagueVideo: { en_US: 'Video', in: 'Video', th: 'วิดีโอ', vi: 'Video', zh_CN: '视频', ms_MY: 'Video' },
  /** Marketplace names inside a sentence: kept as each brand writes them. */
  marketplaceList: {
    en_US: 'Shopee, Lazada, TikTok Shop and Shopify',
    in: 'Shopee, Lazada, TikTok Shop, dan Shopify',
    th: 'Shopee, Lazada, TikTok Shop และ Shopify',
    vi: 'Shopee, Lazada, TikTok Shop và Shopify',
    zh_CN: 'Shopee、Lazada、TikTok Shop 和 Shopify',
    ms_MY: 'Shopee, Lazada, TikTok Shop dan Shopify',
  },
  connectTikTokShop: {
    en_US: 'Connect your TikTok Shop store',
    in: 'Hubungkan toko TikTok Shop Anda',
    th: 'เชื่อมต่อร้าน TikTok Shop ของคุณ',
    vi: 'Kết nối gian hàng TikTok Shop của bạn',
    zh_CN: '连接您的 TikTok Shop 店铺',
    ms_MY: 'Sambungkan kedai TikTok Shop anda',
  },
  /** An unattributed testimonial: no one to believe. */
  anonymous: {
    en_US: { name: 'A happy customer', role: 'Seller', store: 'Online store' },
    in: { name: 'Pelanggan yang puas', role: 'Penjual', store: 'Toko online' },
    th: { name: 'ลูกค้าที่พึงพอใจ', role: 'ผู้ขาย', store: 'ร้านค้าออนไลน์' },
    vi: { name: 'Một khách hàng hài lòng', role: 'Người bán', store: 'Cửa hàng online' },
    zh_CN: { name: '一位满意的客户', role: '卖家', store: '网店' },
    ms_MY: { name: 'Pelanggan yang gembira', role: 'Penjual', store: 'Kedai dalam talian' },
  },
} satisfies Record<string, Localized<unknown>>;

/** One value per language, e.g. a field of the copy for the guidance's wording examples. */
export function eachLang<T>(pick: (lang: SampleLang) => T): Localized<T> {
  const langs = Object.keys(sectionsCopy) as SampleLang[];
  return Object.fromEntries(langs.map((lang) => [lang, pick(lang)])) as Localized<T>;
}
