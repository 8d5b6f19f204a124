import type { PageLang } from '../types';
import type { Partner } from './partners-page';

type Localized = Partial<Record<PageLang, string>> & { en_US: string };
const row = (id: number, kind: Partner['kind'], name: string, website: string, description: Localized) => ({
  id,
  slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
  kind,
  name,
  website,
  description,
});

// Taken from content/partners.json (the API's seed); no payment or agency partners are listed yet.
const ROWS = [
  row(1, 'marketplace', 'Shopee', 'https://shopee.com', {
    en_US: 'Sync listings, orders and stock with every Shopee shop you run.',
    th: 'ซิงค์สินค้า คำสั่งซื้อ และสต็อกกับทุกร้าน Shopee ของคุณ',
  }),
  row(2, 'marketplace', 'Lazada', 'https://www.lazada.com', {
    en_US: 'Publish products and process Lazada orders from one screen.',
    th: 'ลงสินค้าและจัดการคำสั่งซื้อ Lazada ได้จากหน้าจอเดียว',
  }),
  row(3, 'marketplace', 'TikTok Shop', 'https://seller.tiktokshop.com', {
    en_US: 'Keep TikTok Shop stock in step with your other channels during live sales.',
    th: 'ให้สต็อก TikTok Shop ตรงกับช่องทางอื่นแม้ระหว่างไลฟ์ขายของ',
  }),
  row(4, 'logistics', 'J&T Express', 'https://www.jtexpress.com', {
    en_US: 'Print J&T Express labels and follow parcels without leaving Sellwise.',
    th: 'พิมพ์ใบปะหน้า J&T Express และติดตามพัสดุได้ใน Sellwise',
  }),
  row(5, 'logistics', 'Flash Express', 'https://www.flashexpress.co.th', {
    en_US: 'Ship Thai orders with Flash Express, including cash on delivery.',
    th: 'ส่งคำสั่งซื้อในไทยด้วย Flash Express รวมถึงเก็บเงินปลายทาง',
  }),
];

/** Partners as the API answers them for a language (English where the seed has no translation here). */
export function partnersFixture(lang: PageLang): Partner[] {
  return ROWS.map(({ description, ...p }) => ({ ...p, description: description[lang] ?? description.en_US }));
}
