import type { PageLang } from '../types';
import type { GoodsPrice } from './pricing-plans';

type Texts = { name: string; description: string; features: string[] };

// The plans of content/plans.json (the API's seed) in three market currencies and four languages.
const PLANS = [
  {
    id: 1,
    slug: 'free',
    recommended: false,
    limits: { stores: 2, orders: 300, users: 1 },
    prices: {
      THB: { monthly: 0, yearly: 0 },
      VND: { monthly: 0, yearly: 0 },
      MYR: { monthly: 0, yearly: 0 },
    },
    texts: {
      en_US: {
        name: 'Free',
        description: 'For trying Sellwise with your first shops.',
        features: [
          '2 connected shops',
          '300 orders a month',
          'Order and stock sync',
          'Help centre and e-mail support',
        ],
      },
      th: {
        name: 'ฟรี',
        description: 'สำหรับทดลองใช้ Sellwise กับร้านแรกของคุณ',
        features: ['เชื่อมต่อได้ 2 ร้าน', '300 คำสั่งซื้อต่อเดือน', 'ซิงค์คำสั่งซื้อและสต็อก', 'ศูนย์ช่วยเหลือและซัพพอร์ตทางอีเมล'],
      },
      vi: {
        name: 'Miễn phí',
        description: 'Để dùng thử Sellwise với những gian hàng đầu tiên.',
        features: [
          '2 gian hàng kết nối',
          '300 đơn mỗi tháng',
          'Đồng bộ đơn hàng và tồn kho',
          'Trung tâm trợ giúp và hỗ trợ qua email',
        ],
      },
      zh_CN: {
        name: '免费版',
        description: '适合用前几家店铺试用 Sellwise。',
        features: ['绑定 2 家店铺', '每月 300 单', '订单与库存同步', '帮助中心和邮件支持'],
      },
    } as Partial<Record<PageLang, Texts>> & { en_US: Texts },
  },
  {
    id: 2,
    slug: 'basic',
    recommended: false,
    limits: { stores: 5, orders: 3000, users: 3 },
    prices: {
      THB: { monthly: 690, yearly: 6900 },
      VND: { monthly: 459000, yearly: 4590000 },
      MYR: { monthly: 89, yearly: 890 },
    },
    texts: {
      en_US: {
        name: 'Basic',
        description: 'For sellers growing on two or three marketplaces.',
        features: [
          '5 connected shops',
          '3,000 orders a month',
          'Bulk label printing',
          'Low-stock alerts',
          '3 team members',
        ],
      },
      th: {
        name: 'เบสิก',
        description: 'สำหรับผู้ขายที่กำลังเติบโตบน 2–3 มาร์เก็ตเพลส',
        features: [
          'เชื่อมต่อได้ 5 ร้าน',
          '3,000 คำสั่งซื้อต่อเดือน',
          'พิมพ์ใบปะหน้าทีละหลายรายการ',
          'แจ้งเตือนสต็อกใกล้หมด',
          'ผู้ใช้ในทีม 3 คน',
        ],
      },
      vi: {
        name: 'Cơ bản',
        description: 'Cho nhà bán đang phát triển trên hai, ba sàn.',
        features: [
          '5 gian hàng kết nối',
          '3.000 đơn mỗi tháng',
          'In vận đơn hàng loạt',
          'Cảnh báo sắp hết hàng',
          '3 thành viên',
        ],
      },
      zh_CN: {
        name: '基础版',
        description: '适合在两三个平台上成长的卖家。',
        features: ['绑定 5 家店铺', '每月 3,000 单', '批量打印面单', '低库存提醒', '3 个团队成员'],
      },
    } as Partial<Record<PageLang, Texts>> & { en_US: Texts },
  },
  {
    id: 3,
    slug: 'pro',
    recommended: true,
    limits: { stores: 20, orders: 20000, users: 10 },
    prices: {
      THB: { monthly: 1690, yearly: 16900 },
      VND: { monthly: 1190000, yearly: 11900000 },
      MYR: { monthly: 219, yearly: 2190 },
    },
    texts: {
      en_US: {
        name: 'Pro',
        description: 'For busy shops running campaigns every month.',
        features: [
          '20 connected shops',
          '20,000 orders a month',
          'Multi-warehouse stock',
          'Promotion tools across shops',
          'Sales and profit reports',
          '10 team members',
        ],
      },
      th: {
        name: 'โปร',
        description: 'สำหรับร้านที่ยุ่งและจัดแคมเปญทุกเดือน',
        features: [
          'เชื่อมต่อได้ 20 ร้าน',
          '20,000 คำสั่งซื้อต่อเดือน',
          'สต็อกหลายคลังสินค้า',
          'เครื่องมือโปรโมชันข้ามร้าน',
          'รายงานยอดขายและกำไร',
          'ผู้ใช้ในทีม 10 คน',
        ],
      },
      vi: {
        name: 'Chuyên nghiệp',
        description: 'Cho gian hàng đông đơn, chạy chiến dịch hằng tháng.',
        features: [
          '20 gian hàng kết nối',
          '20.000 đơn mỗi tháng',
          'Tồn kho nhiều kho hàng',
          'Công cụ khuyến mãi cho nhiều gian hàng',
          'Báo cáo doanh thu và lợi nhuận',
          '10 thành viên',
        ],
      },
      zh_CN: {
        name: '专业版',
        description: '适合每月都做活动的繁忙店铺。',
        features: [
          '绑定 20 家店铺',
          '每月 20,000 单',
          '多仓库库存',
          '跨店铺促销工具',
          '销售与利润报表',
          '10 个团队成员',
        ],
      },
    } as Partial<Record<PageLang, Texts>> & { en_US: Texts },
  },
  {
    id: 4,
    slug: 'business',
    recommended: false,
    limits: { stores: null, orders: null, users: null },
    prices: {
      THB: { monthly: 4490, yearly: 44900 },
      VND: { monthly: 3090000, yearly: 30900000 },
      MYR: { monthly: 579, yearly: 5790 },
    },
    texts: {
      en_US: {
        name: 'Business',
        description: 'For brands and agencies with many shops.',
        features: [
          'Unlimited shops and orders',
          'Unlimited team members',
          'Product import (crawl)',
          'Priority chat support',
          'Onboarding training for your team',
        ],
      },
      th: {
        name: 'บิสิเนส',
        description: 'สำหรับแบรนด์และเอเจนซีที่ดูแลหลายร้าน',
        features: [
          'ร้านและคำสั่งซื้อไม่จำกัด',
          'ผู้ใช้ในทีมไม่จำกัด',
          'นำเข้าสินค้า (crawl)',
          'แชตซัพพอร์ตแบบเร่งด่วน',
          'อบรมการใช้งานสำหรับทีมของคุณ',
        ],
      },
      vi: {
        name: 'Doanh nghiệp',
        description: 'Cho thương hiệu và agency quản lý nhiều gian hàng.',
        features: [
          'Không giới hạn gian hàng và đơn',
          'Không giới hạn thành viên',
          'Nhập sản phẩm (crawl)',
          'Hỗ trợ chat ưu tiên',
          'Đào tạo làm quen cho đội ngũ',
        ],
      },
      zh_CN: {
        name: '企业版',
        description: '适合拥有多家店铺的品牌和代运营公司。',
        features: ['店铺和订单不限', '团队成员不限', '商品采集（crawl）', '优先在线客服', '团队上手培训'],
      },
    } as Partial<Record<PageLang, Texts>> & { en_US: Texts },
  },
];

export type FixtureCurrency = 'THB' | 'VND' | 'MYR';

/** A goodsPrice answer as the API gives it for a language in a market (English where a text is missing). */
export function pricingFixture(lang: PageLang, currency: FixtureCurrency): GoodsPrice {
  return {
    currency,
    plans: PLANS.map(({ prices, texts, ...plan }) => ({
      ...plan,
      ...(texts[lang] ?? texts.en_US),
      currency,
      ...prices[currency],
    })),
  };
}
