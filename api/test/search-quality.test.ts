import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES, type Language, type SearchAllResponse } from '../contract/index.ts';
import { createApp } from '../src/app.ts';
import { configFromEnv, REPO_ROOT } from '../src/config.ts';
import type { DbHandle } from '../src/db/client.ts';
import { seedContent } from '../src/seed/index.ts';
import { openTestDb } from './helpers.ts';

/**
 * Search quality on the real content/: queries written the way sellers type them (lower case, no
 * punctuation, Thai and Chinese run together without spaces, a Latin product name inside Thai, half a
 * word), each with the help article or blog post that must come first in its list of the unified search.
 * A failure here means the ranking got worse: improve api/src/services/search.ts, never the table.
 */
type Case = [query: string, kind: 'help' | 'blog', id: number, why?: string];
const QUERIES: Record<Language, Case[]> = {
  en_US: [
    ['connect my shopee shop', 'help', 1007],
    ['print airway bill', 'help', 1016, 'a synonym only the keywords know'],
    ['cod parcel returned to sender', 'help', 1019],
    ['low stock alert', 'help', 1022],
    ['warehous', 'help', 1021, 'half a word'],
    ['invoice vat', 'help', 1033],
    ['turn off auto renewal', 'help', 1034],
    ['lazada stock not updating', 'help', 1036],
    ['add staff and permissions', 'help', 1004],
    ['shopee seo listing', 'blog', 1],
    ['overselling', 'blog', 4],
    ['tiktok live selling', 'blog', 8],
    ['pricing with marketplace fees', 'blog', 10],
  ],
  th: [
    ['เชื่อมร้านshopee', 'help', 1007, 'Thai and Latin without a space'],
    ['พิมพ์ใบปะหน้า', 'help', 1016],
    ['เก็บเงินปลายทาง', 'help', 1019],
    ['แจ้งเตือนสต็อกใกล้หมด', 'help', 1022, 'no spaces'],
    ['สต็อก lazada ไม่อัปเดต', 'help', 1036, 'Thai with a Latin product name'],
    ['ยกเลิกสมาชิก', 'help', 1034],
    ['ใบกำกับภาษี', 'help', 1033],
    ['เพิ่มพนักงาน', 'help', 1004],
    ['บรอดแคส', 'help', 1026, 'half a word'],
    ['ไลฟ์ขายของtiktok', 'blog', 8],
    ['ตั้งราคาให้มีกำไร', 'blog', 10],
    ['ขายเกินสต็อก', 'blog', 4],
  ],
  zh_CN: [
    ['绑定虾皮店铺', 'help', 1007, 'no spaces, the Chinese name of Shopee'],
    ['批量改价', 'help', 1012],
    ['货到付款', 'help', 1019],
    ['低库存预警', 'help', 1022],
    ['拣货单打印', 'help', 1016],
    ['子账号权限', 'help', 1004],
    ['取消自动续费', 'help', 1034],
    ['发票', 'help', 1033],
    ['lazada库存同步失败', 'help', 1036, 'Latin and Chinese without a space'],
    ['仓', 'help', 1021, 'one character of 仓库'],
    ['直播带货', 'blog', 8],
    ['超卖', 'blog', 4],
    ['定价利润', 'blog', 10],
  ],
  vi: [
    ['kết nối shopee', 'help', 1007],
    ['in phiếu giao hàng', 'help', 1016],
    ['đơn cod', 'help', 1019],
    ['sắp hết hàng', 'help', 1022],
    ['hóa đơn thuế', 'help', 1033],
    ['tắt tự động gia hạn', 'help', 1034],
    ['phân quyền nhân viên', 'help', 1004],
    ['tồn kho lazada không đồng bộ', 'help', 1036],
    ['ket noi shopee', 'help', 1007, 'typed without diacritics'],
    ['livestr', 'blog', 8, 'half a word'],
    ['bán vượt tồn', 'blog', 4],
    ['định giá có lãi', 'blog', 10],
  ],
  in: [
    ['hubungkan toko shopee', 'help', 1007],
    ['cetak resi', 'help', 1016],
    ['bayar di tempat', 'help', 1019],
    ['stok menipis', 'help', 1022],
    ['invoice pajak', 'help', 1033],
    ['batalkan langganan', 'help', 1034],
    ['hak akses tim', 'help', 1004],
    ['stok lazada tidak sinkron', 'help', 1036],
    ['kedaluwar', 'help', 1035, 'half a word'],
    ['live selling tiktok', 'blog', 8],
    ['overselling', 'blog', 4],
    ['harga untung biaya marketplace', 'blog', 10],
  ],
  ms_MY: [
    ['sambung kedai shopee', 'help', 1007],
    ['cetak label penghantaran', 'help', 1016],
    ['tunai semasa penghantaran', 'help', 1019],
    ['amaran stok rendah', 'help', 1022],
    ['invois cukai', 'help', 1033],
    ['batal langganan', 'help', 1034],
    ['kebenaran ahli pasukan', 'help', 1004],
    ['stok lazada tidak disegerakkan', 'help', 1036],
    ['kempen baucar', 'help', 1024],
    ['penyegerak', 'help', 1023, 'half a word'],
    ['jualan live tiktok', 'blog', 8],
    ['terlebih jual', 'blog', 4],
  ],
};

let db: DbHandle;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  const contentDir = `${REPO_ROOT}content`;
  await seedContent(db.db, contentDir);
  app = createApp({ db: db.db, config: { ...configFromEnv({ NODE_ENV: 'test' }), contentDir } });
});
afterAll(() => db.close());

async function searchAll(lang: Language, k: string, limit = 5): Promise<SearchAllResponse> {
  const res = await app.request(`/api/v5/${lang}/search/all?k=${encodeURIComponent(k)}&limit=${limit}`);
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** What came first, for the failure message: `help 1007 "Title"`. */
const firsts = (r: SearchAllResponse, kind: 'help' | 'blog') =>
  r[kind]
    .slice(0, 3)
    .map((h) => `${h.id} ${h.highlight.title.replace(/<\/?mark>/g, '')}`)
    .join(' | ');

describe('search quality on content/: the expected article comes first', () => {
  test.each(LANGUAGES)('%s has at least ten queries', (lang) => {
    expect(QUERIES[lang].length).toBeGreaterThanOrEqual(10);
  });

  for (const lang of LANGUAGES) {
    test.each(QUERIES[lang])(`${lang}: %s → %s %i`, async (query, kind, id) => {
      const r = await searchAll(lang, query);
      expect(r[kind][0]?.id, `${lang} "${query}": ${firsts(r, kind)}`).toBe(id);
    });
  }
});

describe('results in other languages', () => {
  test('a Thai query on the English site finds the Thai articles', async () => {
    const r = await searchAll('en_US', 'เก็บเงินปลายทาง');
    expect(r.help).toEqual([]);
    expect(r.blog).toEqual([]);
    expect(r.elsewhere.length).toBeGreaterThan(0);
    expect(r.elsewhere.every((e) => e.lang === 'th')).toBe(true);
    expect(r.elsewhere[0]).toMatchObject({ lang: 'th', kind: 'help', hit: { id: 1019 } });
    expect(r.elsewhere[0]!.hit.highlight.title).toContain('<mark>');
  });

  test('a Chinese query on the Thai site finds the Chinese articles, help and blog', async () => {
    const r = await searchAll('th', '货到付款');
    expect(r.elsewhere.every((e) => e.lang === 'zh_CN')).toBe(true);
    const found = r.elsewhere.map((e) => `${e.kind}:${e.hit.id}`);
    expect(found).toContain('help:1019');
    expect(found).toContain('blog:6');
  });

  test('an article is offered once, in the language where it matched best', async () => {
    const r = await searchAll('zh_CN', 'cash on delivery', 20);
    const keys = r.elsewhere.map((e) => `${e.kind}:${e.hit.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(r.elsewhere.length).toBeLessThanOrEqual(20);
  });

  test('no other languages when the page language has enough results', async () => {
    const r = await searchAll('en_US', 'shopee');
    expect(r.help.length).toBeGreaterThan(0);
    expect(r.elsewhere).toEqual([]);
  });

  test('nonsense finds nothing anywhere', async () => {
    const r = await searchAll('vi', 'zzqxj');
    expect(r).toEqual({ help: [], blog: [], elsewhere: [] });
  });
});
