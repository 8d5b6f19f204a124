/** Sample text for the navigation stories (category tree, site search) in the six site languages. */

import { userEvent, within } from 'storybook/test';
import type { CategoryTreeNode } from '../src/navigation/category-tree/category-tree';
import type { SearchSuggestionGroup } from '../src/primitives/search-input/search-input';
import { isPhoneStory } from './layouts-samples';
import { type Localized, sample } from './sample-text';

type TreeText = {
  label: string;
  openSheet: string;
  closeSheet: string;
  /** Names a branch's disclosure button apart from the category's link. */
  toggle: (category: string) => string;
  /** orders, shipping, labels, returns, products, listing, billing */
  names: [string, string, string, string, string, string, string];
};

export const categoryTreeText: Localized<TreeText> = {
  en_US: {
    label: 'Help categories',
    openSheet: 'Categories',
    closeSheet: 'Close categories',
    toggle: (c) => `Show or hide ${c}`,
    names: ['Orders', 'Shipping', 'Shipping labels', 'Returns and refunds', 'Products', 'Listing', 'Billing'],
  },
  in: {
    label: 'Kategori bantuan',
    openSheet: 'Kategori',
    closeSheet: 'Tutup kategori',
    toggle: (c) => `Tampilkan atau sembunyikan ${c}`,
    names: [
      'Pesanan',
      'Pengiriman',
      'Label pengiriman',
      'Retur dan pengembalian dana',
      'Produk',
      'Listing',
      'Tagihan',
    ],
  },
  th: {
    label: 'หมวดหมู่ความช่วยเหลือ',
    openSheet: 'หมวดหมู่',
    closeSheet: 'ปิดหมวดหมู่',
    toggle: (c) => `แสดงหรือซ่อน ${c}`,
    names: ['คำสั่งซื้อ', 'การจัดส่ง', 'ใบปะหน้าพัสดุ', 'การคืนสินค้าและคืนเงิน', 'สินค้า', 'การลงขายสินค้า', 'การเรียกเก็บเงิน'],
  },
  vi: {
    label: 'Danh mục trợ giúp',
    openSheet: 'Danh mục',
    closeSheet: 'Đóng danh mục',
    toggle: (c) => `Hiện hoặc ẩn ${c}`,
    names: [
      'Đơn hàng',
      'Vận chuyển',
      'Nhãn vận chuyển',
      'Trả hàng và hoàn tiền',
      'Sản phẩm',
      'Đăng bán',
      'Thanh toán',
    ],
  },
  zh_CN: {
    label: '帮助分类',
    openSheet: '分类',
    closeSheet: '关闭分类',
    toggle: (c) => `展开或收起${c}`,
    names: ['订单', '物流', '物流面单', '退货与退款', '商品', '商品刊登', '账单'],
  },
  ms_MY: {
    label: 'Kategori bantuan',
    openSheet: 'Kategori',
    closeSheet: 'Tutup kategori',
    toggle: (c) => `Tunjuk atau sembunyikan ${c}`,
    names: [
      'Pesanan',
      'Penghantaran',
      'Label penghantaran',
      'Pemulangan dan bayaran balik',
      'Produk',
      'Penyenaraian',
      'Bil',
    ],
  },
};

/** The tree's labels in one language. */
export const categoryTreeLabels = (t: TreeText) => ({
  openSheet: t.openSheet,
  closeSheet: t.closeSheet,
  toggle: t.toggle,
});

/** The sample tree in one language; ids stay the same in every language. */
export function sampleCategoryTree(t: TreeText): CategoryTreeNode[] {
  const [orders, shipping, labels, returns, products, listing, billing] = t.names;
  return [
    {
      id: 'orders',
      label: orders,
      href: '#orders',
      count: 18,
      children: [
        {
          id: 'shipping',
          label: shipping,
          href: '#shipping',
          count: 9,
          children: [{ id: 'labels', label: labels, href: '#labels', count: 4 }],
        },
        { id: 'returns', label: returns, href: '#returns', count: 5 },
      ],
    },
    {
      id: 'products',
      label: products,
      href: '#products',
      count: 11,
      children: [{ id: 'listing', label: listing, href: '#listing', count: 7 }],
    },
    { id: 'billing', label: billing, href: '#billing', count: 3 },
  ];
}

/**
 * The tree a CategoryTree story shows for its viewport, for its play: the navigation landmark on
 * desktop; on a phone, the one in the bottom sheet, opened with the button (its code loads on the tap).
 */
export async function openCategoryTree(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
): Promise<HTMLElement> {
  const t = sample(categoryTreeText, { globals });
  const canvas = within(canvasElement);
  if (!isPhoneStory({ globals })) return canvas.getByRole('navigation', { name: t.label });
  // Named "<openSheet> <current category>", or just openSheet without a current one.
  await userEvent.click(canvas.getByRole('button', { name: (name) => name.startsWith(t.openSheet) }));
  const sheet = await within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: t.label },
    { timeout: 5000 },
  );
  return within(sheet).getByRole('navigation', { name: t.label });
}

type SearchText = {
  title: string;
  search: string;
  placeholder: string;
  clear: string;
  close: string;
  loading: string;
  noResults: string;
  /** "{n} suggestions" with # for the number. */
  count: string;
  seeAll: string;
  suggestions: string;
  help: string;
  blog: string;
  video: string;
  /** Help articles, then blog posts. */
  articles: [string, string, string];
  posts: [string, string];
};

export const searchDialogText: Localized<SearchText> = {
  en_US: {
    title: 'Search Sellwise',
    search: 'Search',
    placeholder: 'Search help and blog',
    clear: 'Clear search',
    close: 'Close search',
    loading: 'Searching…',
    noResults: 'No results',
    count: '# suggestions',
    seeAll: 'See all results',
    suggestions: 'Suggestions',
    help: 'Help articles',
    blog: 'Blog posts',
    video: 'Video',
    articles: [
      'Print shipping labels in bulk',
      'Printer settings for thermal labels',
      'Why a label fails to print',
    ],
    posts: ['Print faster: five packing-table habits', 'How sellers cut printing costs'],
  },
  in: {
    title: 'Cari di Sellwise',
    search: 'Cari',
    placeholder: 'Cari bantuan dan blog',
    clear: 'Hapus pencarian',
    close: 'Tutup pencarian',
    loading: 'Mencari…',
    noResults: 'Tidak ada hasil',
    count: '# saran',
    seeAll: 'Lihat semua hasil',
    suggestions: 'Saran',
    help: 'Artikel bantuan',
    blog: 'Artikel blog',
    video: 'Video',
    articles: [
      'Cetak label pengiriman secara massal',
      'Pengaturan printer label termal',
      'Mengapa label gagal dicetak',
    ],
    posts: ['Cetak lebih cepat: lima kebiasaan di meja kemas', 'Cara penjual menekan biaya cetak'],
  },
  th: {
    title: 'ค้นหาใน Sellwise',
    search: 'ค้นหา',
    placeholder: 'ค้นหาความช่วยเหลือและบล็อก',
    clear: 'ล้างการค้นหา',
    close: 'ปิดการค้นหา',
    loading: 'กำลังค้นหา…',
    noResults: 'ไม่พบผลลัพธ์',
    count: 'คำแนะนำ # รายการ',
    seeAll: 'ดูผลลัพธ์ทั้งหมด',
    suggestions: 'คำแนะนำ',
    help: 'บทความช่วยเหลือ',
    blog: 'บทความบล็อก',
    video: 'วิดีโอ',
    articles: ['พิมพ์ใบปะหน้าพัสดุทีละหลายรายการ', 'ตั้งค่าเครื่องพิมพ์ความร้อน', 'ทำไมพิมพ์ใบปะหน้าไม่ได้'],
    posts: ['พิมพ์เร็วขึ้นด้วย 5 นิสัยที่โต๊ะแพ็กของ', 'ผู้ขายลดต้นทุนการพิมพ์อย่างไร'],
  },
  vi: {
    title: 'Tìm kiếm trên Sellwise',
    search: 'Tìm kiếm',
    placeholder: 'Tìm trợ giúp và blog',
    clear: 'Xóa tìm kiếm',
    close: 'Đóng tìm kiếm',
    loading: 'Đang tìm…',
    noResults: 'Không có kết quả',
    count: '# gợi ý',
    seeAll: 'Xem tất cả kết quả',
    suggestions: 'Gợi ý',
    help: 'Bài viết trợ giúp',
    blog: 'Bài blog',
    video: 'Video',
    articles: ['In nhãn vận chuyển hàng loạt', 'Cài đặt máy in nhãn nhiệt', 'Vì sao nhãn không in được'],
    posts: ['In nhanh hơn: năm thói quen ở bàn đóng gói', 'Người bán giảm chi phí in như thế nào'],
  },
  zh_CN: {
    title: '搜索 Sellwise',
    search: '搜索',
    placeholder: '搜索帮助和博客',
    clear: '清除搜索',
    close: '关闭搜索',
    loading: '正在搜索…',
    noResults: '没有结果',
    count: '# 条建议',
    seeAll: '查看全部结果',
    suggestions: '建议',
    help: '帮助文章',
    blog: '博客文章',
    video: '视频',
    articles: ['批量打印物流面单', '热敏打印机设置', '面单无法打印的原因'],
    posts: ['打包台的五个好习惯，让打印更快', '卖家如何降低打印成本'],
  },
  ms_MY: {
    title: 'Cari di Sellwise',
    search: 'Cari',
    placeholder: 'Cari bantuan dan blog',
    clear: 'Kosongkan carian',
    close: 'Tutup carian',
    loading: 'Sedang mencari…',
    noResults: 'Tiada hasil',
    count: '# cadangan',
    seeAll: 'Lihat semua hasil',
    suggestions: 'Cadangan',
    help: 'Artikel bantuan',
    blog: 'Catatan blog',
    video: 'Video',
    articles: [
      'Cetak label penghantaran secara pukal',
      'Tetapan pencetak label terma',
      'Mengapa label gagal dicetak',
    ],
    posts: ['Cetak lebih pantas: lima tabiat di meja pembungkusan', 'Cara penjual mengurangkan kos cetakan'],
  },
};

/** The dialog's labels from the sample text. */
export function searchDialogLabels(t: SearchText) {
  return {
    search: t.search,
    clear: t.clear,
    close: t.close,
    loading: t.loading,
    noResults: t.noResults,
    resultsCount: (n: number) => t.count.replace('#', String(n)),
    seeAll: t.seeAll,
    suggestions: t.suggestions,
  };
}

/** Help articles and blog posts whose titles contain `query` (every one for an empty query). */
export function sampleSearchGroups(t: SearchText, query: string): SearchSuggestionGroup[] {
  const q = query.trim().toLocaleLowerCase();
  const hit = (s: string) => s.toLocaleLowerCase().includes(q);
  return [
    {
      label: t.help,
      items: t.articles
        .map((title, i) => ({
          value: `help-${i}`,
          label: title,
          href: `#help-${i}`,
          badge: i === 1 ? t.video : undefined,
        }))
        .filter((item) => hit(item.label)),
    },
    {
      label: t.blog,
      items: t.posts
        .map((title, i) => ({ value: `blog-${i}`, label: title, href: `#blog-${i}` }))
        .filter((item) => hit(item.label)),
    },
  ];
}

/** Wording the search guidance warns against: a placeholder and a trigger label that say too little or too much. */
export const vagueSearchText: Localized<{ placeholder: string; trigger: string }> = {
  en_US: { placeholder: 'Enter keyword', trigger: 'Search help articles, blog posts and videos' },
  in: { placeholder: 'Masukkan kata kunci', trigger: 'Cari artikel bantuan, postingan blog, dan video' },
  th: { placeholder: 'ป้อนคำค้นหา', trigger: 'ค้นหาบทความช่วยเหลือ บทความบล็อก และวิดีโอ' },
  vi: { placeholder: 'Nhập từ khóa', trigger: 'Tìm bài viết trợ giúp, bài blog và video' },
  zh_CN: { placeholder: '请输入关键词', trigger: '搜索帮助文章、博客文章和视频' },
  ms_MY: { placeholder: 'Masukkan kata kunci', trigger: 'Cari artikel bantuan, catatan blog dan video' },
};
