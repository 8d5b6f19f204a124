import { encodePassword, ROUTES, type RouteName } from '../../contract/index.ts';

/** A valid call of an entry: the hostile suite breaks one part of it at a time. */
export interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

const uuid = '5b0c4c57-4c5e-4c36-9f55-2b4f1c1f2a11';
const captcha = { captchaId: uuid, picVerificationCode: 'abcd' };
const phone = { phonePrefix: '66', phoneNumber: '812345678' };
const password = encodePassword('secret123');
/** A week ahead: inside the bookable window whatever day the suite runs. */
export const soon = (days = 7) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Real-looking inputs for every entry of ROUTES (the fixtures' content: blog 1, help 1001 in category 1).
 * Typed as a full record: a new entry fails to compile until it has its sample.
 */
export const SAMPLES: Record<RouteName, Sample> = {
  captcha: {},
  sendEmailCode: { body: { email: 'hostile@example.com', purpose: 'register', ...captcha } },
  sendRegPhoneCodeV2: { query: { ...phone, ...captcha } },
  sendRegPhoneCode: { body: { ...phone, ...captcha } },
  captchaProvider: { body: { ticket: 't', randstr: 'r' } },
  registerV2: { body: { account: 'hostile@example.com', password, verifyCode: '123456' } },
  register: { body: { account: 'hostile@example.com', password, verifyCode: '123456', lang: 'th' } },
  saveProfile: { body: { storeName: 'Shop', marketplaces: ['shopee'], monthlyOrders: 'under100' } },
  login: { body: { account: 'hostile@example.com', password } },
  isLogin: {},
  logout: {},
  forgetByEmail: { body: { email: 'hostile@example.com', verifyCode: '123456', password } },
  forgetPhoneCode: { body: { ...phone, ...captcha } },
  forgetByPhone: { body: { ...phone, verifyCode: '123456', password } },
  blogBanners: { query: { lang: 'en_US' } },
  blogIndex: { query: { lang: 'en_US', contentLang: 'en_US', source: 'pc' } },
  blogTopic: { query: { lang: 'en_US', topicsId: '1', topicsName: 'shopee', page: '1', pageSize: '10' } },
  blogMore: { query: { lang: 'en_US', topicsId: '1', page: '1', pageSize: '10' } },
  blogArticle: { query: { lang: 'en_US', blogId: '1' } },
  blogSearch: { query: { lang: 'en_US', content: 'shopee', page: '1', pageSize: '10' } },
  blogCover: { params: { file: '1.svg' } },
  helpIndex: { params: { lang: 'en_US' } },
  helpCategories: { params: { lang: 'en_US' } },
  helpCategoryPage: {
    params: { lang: 'en_US' },
    query: { categoryId: '1', isVideo: '0', helpContentType: '1', page: '1', pageSize: '20' },
  },
  helpDetail: { params: { lang: 'en_US', cid: '1', type: '1', id: '1001', status: '1' } },
  helpCommonErrorDetail: {
    params: { lang: 'en_US', cid: '9', type: '1', commonErrorCategoryId: '9', id: '9001', status: '1' },
  },
  helpSearch: { params: { lang: 'en_US' }, query: { k: 'account', page: '1', pageSize: '10' } },
  searchAll: { params: { lang: 'en_US' }, query: { k: 'account', limit: '5' } },
  contentIndex: {},
  contentVersion: {},
  beforeList: { query: { language: 'en_US' } },
  changeLang: { query: { lang: 'th' } },
  goodsPrice: { params: { lang: 'th' } },
  partners: { params: { lang: 'th' } },
  customerServiceList: { query: { lang: 'th' } },
  customerServiceQrcode: { query: { channel: 'line', lang: 'th' } },
  agreement: { query: { agreementLanguage: 'th', agreementType: '1' } },
  defaultPhoneCode: { query: { lang: 'th' } },
  trainingDefaultCountry: { query: { lang: 'th' } },
  bookTraining: {
    body: {
      name: 'Somchai Jaidee',
      email: 'hostile@example.com',
      ...phone,
      country: 'TH',
      date: soon(),
      timeSlot: '10:30',
      marketplace: 'shopee',
      trainingLanguage: 'th',
      storeName: 'Somchai Gadgets',
      remark: 'none',
    },
  },
  feedback: {
    body: {
      content: 'Useful product, thanks.',
      type: 'suggestion',
      contact: 'x@example.com',
      pageUrl: '/th/',
    },
  },
  spxData: {},
  spxEnquiry: {
    body: { name: 'A', ...phone, shopName: 'S', country: 'TH', monthlyParcels: 5 },
  },
  partnerApply: {
    body: {
      companyName: 'Acme Logistics',
      contactName: 'Ann',
      jobTitle: 'CEO',
      email: 'hostile@example.com',
      phone: '+66 81 234 5678',
      country: 'TH',
      website: 'https://acme.example',
      partnerType: 'logistics',
      sellersServed: '1-50',
      message: 'We would like to partner with you.',
      consent: true,
      lang: 'en_US',
    },
  },
  collect: { body: { event: 'count', properties: { name: 'x', url: '/' } } },
  monitoring: {
    body: {
      错误来源: 'window.onerror',
      错误信息: 'boom',
      错误实例: 'Error',
      错误详情: 'stack',
      页面地址: 'https://www.sellwise.example/th/',
      浏览器信息: { userAgent: 'UA', appName: 'Netscape', appVersion: '5.0', platform: 'Linux' },
    },
  },
  buildLatest: {},
  buildMeta: { params: { file: 'dev.json' } },
  siteSwitch: { query: { sign: 'abc' } },
};

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];
