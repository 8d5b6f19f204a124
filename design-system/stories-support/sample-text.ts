/**
 * Sample text for stories in the six site languages. The Storybook toolbar's `locale` global picks one;
 * stories read it with `sample(texts, context)` or `useSampleLang()`. Real text, including long strings,
 * so designers see Thai line heights and Chinese wrapping as visitors will. The languages, their tags and
 * names are the contract's (stories support is not part of the published package).
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sellwise/api/contract/languages';

export type SampleLang = Language;
export type Localized<T> = Record<Language, T>;

export function toSampleLang(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Picks the text for the story's current locale global. */
export function sample<T>(texts: Localized<T>, context: { globals?: Record<string, unknown> }): T {
  return texts[toSampleLang(context.globals?.locale)];
}

/**
 * Sample text as the default of the args a control edits: the story shows the toolbar language's sample
 * until a control changes one of those args (it then differs from the story's initial arg), then the
 * control's value. Spread it after the args.
 */
export function sampleOrEdited<T extends object>(
  samples: T,
  args: object,
  context: { initialArgs?: object },
): T {
  const initial = (context.initialArgs ?? {}) as Record<string, unknown>;
  // Storybook may hand the story copies of object args: compare their JSON, not their identity.
  const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
  const edited = Object.entries(args).filter(([key, value]) => key in samples && !same(value, initial[key]));
  return { ...samples, ...Object.fromEntries(edited) };
}

/** Words most stories need. */
export const common = {
  signUp: {
    en_US: 'Start free trial',
    in: 'Coba gratis sekarang',
    th: 'เริ่มทดลองใช้ฟรี',
    vi: 'Dùng thử miễn phí',
    zh_CN: '免费试用',
    ms_MY: 'Mulakan percubaan percuma',
  },
  logIn: { en_US: 'Log in', in: 'Masuk', th: 'เข้าสู่ระบบ', vi: 'Đăng nhập', zh_CN: '登录', ms_MY: 'Log masuk' },
  save: { en_US: 'Save', in: 'Simpan', th: 'บันทึก', vi: 'Lưu', zh_CN: '保存', ms_MY: 'Simpan' },
  cancel: { en_US: 'Cancel', in: 'Batal', th: 'ยกเลิก', vi: 'Hủy', zh_CN: '取消', ms_MY: 'Batal' },
  title: {
    en_US: 'Manage every marketplace from one place',
    in: 'Kelola semua marketplace dari satu tempat',
    th: 'จัดการทุกมาร์เก็ตเพลสได้จากที่เดียว',
    vi: 'Quản lý mọi sàn thương mại điện tử tại một nơi',
    zh_CN: '一站式管理所有电商平台',
    ms_MY: 'Urus setiap pasaran dalam talian dari satu tempat',
  },
  paragraph: {
    en_US:
      'Sync products, orders and stock across Shopee, Lazada, TikTok Shop and Shopify, so you spend less time on spreadsheets and more time selling.',
    in: 'Sinkronkan produk, pesanan, dan stok di Shopee, Lazada, TikTok Shop, dan Shopify, sehingga Anda tidak lagi sibuk dengan spreadsheet dan bisa fokus berjualan.',
    th: 'ซิงค์สินค้า คำสั่งซื้อ และสต็อกระหว่าง Shopee, Lazada, TikTok Shop และ Shopify ให้คุณใช้เวลากับสเปรดชีตน้อยลง และมีเวลาขายของมากขึ้น',
    vi: 'Đồng bộ sản phẩm, đơn hàng và tồn kho trên Shopee, Lazada, TikTok Shop và Shopify, để bạn bớt thời gian với bảng tính và dành nhiều thời gian hơn cho việc bán hàng.',
    zh_CN:
      '在 Shopee、Lazada、TikTok Shop 和 Shopify 之间同步商品、订单和库存，少花时间整理表格，多花时间做生意。',
    ms_MY:
      'Segerakkan produk, pesanan dan stok di Shopee, Lazada, TikTok Shop dan Shopify, supaya anda kurang bergelut dengan hamparan dan lebih banyak masa untuk berniaga.',
  },
  longLabel: {
    en_US: 'Automatically synchronise inventory levels across all connected marketplace storefronts',
    in: 'Sinkronkan tingkat persediaan secara otomatis di semua etalase marketplace yang terhubung',
    th: 'ซิงโครไนซ์ระดับสินค้าคงคลังโดยอัตโนมัติในทุกหน้าร้านมาร์เก็ตเพลสที่เชื่อมต่อไว้',
    vi: 'Tự động đồng bộ mức tồn kho trên tất cả các gian hàng đã kết nối với sàn thương mại điện tử',
    zh_CN: '自动同步所有已连接电商平台店铺的库存数量',
    ms_MY:
      'Segerakkan paras inventori secara automatik merentas semua kedai pasaran dalam talian yang disambungkan',
  },
} satisfies Record<string, Localized<string>>;
