import type { Agreement } from './legal-page';

// Excerpts of content/agreements.json (the API's seed) rendered as the API does (Markdown to sanitised HTML).
const AGREEMENTS: Agreement[] = [
  {
    type: 'privacy',
    lang: 'en_US',
    title: 'Privacy policy',
    updatedAt: '2026-10-01',
    html: '<p>This policy explains what personal data Sellwise collects when you visit our website or use our service, why we use it and the choices you have.</p>\n<h2>1. Data we collect</h2>\n<ul>\n<li><strong>Account data</strong>: your e-mail address or mobile number, your password (stored only as a one-way hash) and your language.</li>\n<li><strong>Shop data</strong>: when you connect a Shopee, Lazada, TikTok Shop, Tokopedia or Shopify store, the products, orders, stock and buyer delivery details that the marketplace shares with us so we can process your orders.</li>\n<li><strong>Requests you send</strong>: training bookings, feedback and messages to customer service.</li>\n<li><strong>Usage data</strong>: pages visited, device and browser type, and error reports, used to keep the website working and to improve it.</li>\n</ul>\n<h2>2. How we use it</h2>\n<p>We use your data to create and secure your account, to sync and process your shops&#39; orders, to send verification codes and service messages, to answer your requests and to understand which features help sellers. We do not sell personal data.</p>\n<h2>3. Buyer data</h2>\n<p>Buyer names, addresses and phone numbers from your orders are processed on your behalf and only to fulfil those orders. You remain responsible for that data towards your buyers; we keep it only as long as your plan and the marketplace rules allow.</p>',
  },
  {
    type: 'privacy',
    lang: 'th',
    title: 'นโยบายความเป็นส่วนตัว',
    updatedAt: '2026-10-01',
    html: '<p>นโยบายนี้อธิบายว่า Sellwise เก็บข้อมูลส่วนบุคคลใดบ้างเมื่อคุณเข้าชมเว็บไซต์หรือใช้บริการของเรา เราใช้ข้อมูลนั้นเพื่ออะไร และคุณมีทางเลือกอะไรบ้าง</p>\n<h2>1. ข้อมูลที่เราเก็บ</h2>\n<ul>\n<li><strong>ข้อมูลบัญชี</strong>: อีเมลหรือเบอร์มือถือ รหัสผ่าน (เก็บเป็นค่าแฮชทางเดียวเท่านั้น) และภาษาที่คุณใช้</li>\n<li><strong>ข้อมูลร้านค้า</strong>: เมื่อคุณเชื่อมต่อร้าน Shopee, Lazada, TikTok Shop, Tokopedia หรือ Shopify เราจะได้รับสินค้า คำสั่งซื้อ สต็อก และข้อมูลจัดส่งของผู้ซื้อที่มาร์เก็ตเพลสแชร์ให้ เพื่อใช้จัดการคำสั่งซื้อของคุณ</li>\n<li><strong>คำขอที่คุณส่งมา</strong>: การจองอบรม ความคิดเห็น และข้อความถึงฝ่ายบริการลูกค้า</li>\n<li><strong>ข้อมูลการใช้งาน</strong>: หน้าที่เข้าชม ประเภทอุปกรณ์และเบราว์เซอร์ และรายงานข้อผิดพลาด เพื่อให้เว็บไซต์ทำงานได้ดีและพัฒนาให้ดีขึ้น</li>\n</ul>\n<h2>2. เราใช้ข้อมูลอย่างไร</h2>\n<p>เราใช้ข้อมูลเพื่อสร้างและรักษาความปลอดภัยของบัญชี ซิงค์และจัดการคำสั่งซื้อของร้าน ส่งรหัสยืนยันและข้อความเกี่ยวกับบริการ ตอบคำขอของคุณ และทำความเข้าใจว่าฟีเจอร์ใดช่วยผู้ขายได้จริง เราไม่ขายข้อมูลส่วนบุคคล</p>\n<h2>3. ข้อมูลผู้ซื้อ</h2>\n<p>ชื่อ ที่อยู่ และเบอร์โทรของผู้ซื้อจากคำสั่งซื้อ จะถูกประมวลผลในนามของคุณและเพื่อจัดส่งคำสั่งซื้อนั้นเท่านั้น คุณยังคงเป็นผู้รับผิดชอบข้อมูลดังกล่าวต่อผู้ซื้อ และเราจะเก็บไว้เท่าที่แพ็กเกจของคุณและกฎของมาร์เก็ตเพลสอนุญาต</p>',
  },
  {
    type: 'privacy',
    lang: 'zh_CN',
    title: '隐私政策',
    updatedAt: '2026-10-01',
    html: '<p>本政策说明您访问 Sellwise 网站或使用我们的服务时，我们会收集哪些个人数据、用于什么目的，以及您拥有的选择。</p>\n<h2>1. 我们收集的数据</h2>\n<ul>\n<li><strong>账号数据</strong>：您的邮箱或手机号、密码（仅以单向哈希形式保存）以及您使用的语言。</li>\n<li><strong>店铺数据</strong>：当您绑定 Shopee、Lazada、TikTok Shop、Tokopedia 或 Shopify 店铺时，平台共享给我们的商品、订单、库存以及买家收货信息，用于为您处理订单。</li>\n<li><strong>您提交的请求</strong>：培训预约、意见反馈以及发给客服的消息。</li>\n<li><strong>使用数据</strong>：访问的页面、设备和浏览器类型以及错误报告，用于保障网站正常运行并持续改进。</li>\n</ul>\n<h2>2. 我们如何使用</h2>\n<p>我们使用这些数据来创建并保护您的账号、同步和处理店铺订单、发送验证码和服务通知、回复您的请求，并了解哪些功能真正帮助卖家。我们不出售个人数据。</p>\n<h2>3. 买家数据</h2>\n<p>订单中的买家姓名、地址和电话由我们代您处理，仅用于完成这些订单。您仍需对买家承担相应责任；我们只在您的套餐和平台规则允许的期限内保存这些数据。</p>',
  },
  {
    type: 'terms',
    lang: 'en_US',
    title: 'Terms of service',
    updatedAt: '2026-10-01',
    html: '<p>These terms apply when you create a Sellwise account or use the Sellwise website and service. By registering you accept them.</p>\n<h2>1. The service</h2>\n<p>Sellwise helps online sellers manage products, orders, stock, promotions and reports across marketplaces such as Shopee, Lazada, TikTok Shop, Tokopedia and Shopify. Features and limits depend on your plan, as shown on the pricing page.</p>\n<h2>2. Your account</h2>\n<ul>\n<li>Give accurate details and keep your password secret; you are responsible for activity under your account and your team members.</li>\n<li>You must be allowed to run the shops you connect and to authorise Sellwise to access them.</li>\n<li>Tell us straight away at <strong><a href="mailto:support@sellwise.com">support@sellwise.com</a></strong> if you think someone else has used your account.</li>\n</ul>\n<h2>3. Acceptable use</h2>\n<p>Do not use Sellwise to sell prohibited goods, break marketplace rules, send spam, copy other sellers&#39; content without permission, or try to disrupt or reverse-engineer the service. We may suspend accounts that do.</p>',
  },
  {
    type: 'terms',
    lang: 'th',
    title: 'ข้อกำหนดการใช้บริการ',
    updatedAt: '2026-10-01',
    html: '<p>ข้อกำหนดนี้มีผลเมื่อคุณสร้างบัญชี Sellwise หรือใช้เว็บไซต์และบริการของ Sellwise การสมัครสมาชิกถือว่าคุณยอมรับข้อกำหนดนี้</p>\n<h2>1. บริการ</h2>\n<p>Sellwise ช่วยผู้ขายออนไลน์จัดการสินค้า คำสั่งซื้อ สต็อก โปรโมชัน และรายงาน บนมาร์เก็ตเพลสอย่าง Shopee, Lazada, TikTok Shop, Tokopedia และ Shopify ฟีเจอร์และขีดจำกัดขึ้นอยู่กับแพ็กเกจของคุณตามที่แสดงในหน้าราคา</p>\n<h2>2. บัญชีของคุณ</h2>\n<ul>\n<li>ให้ข้อมูลที่ถูกต้องและเก็บรหัสผ่านเป็นความลับ คุณรับผิดชอบกิจกรรมทั้งหมดในบัญชีของคุณและของสมาชิกในทีม</li>\n<li>คุณต้องมีสิทธิ์ดูแลร้านที่เชื่อมต่อ และมีสิทธิ์อนุญาตให้ Sellwise เข้าถึงร้านนั้น</li>\n<li>แจ้งเราทันทีที่ <strong><a href="mailto:support@sellwise.com">support@sellwise.com</a></strong> หากสงสัยว่ามีผู้อื่นใช้บัญชีของคุณ</li>\n</ul>\n<h2>3. การใช้งานที่เหมาะสม</h2>\n<p>ห้ามใช้ Sellwise ขายสินค้าต้องห้าม ละเมิดกฎของมาร์เก็ตเพลส ส่งสแปม คัดลอกเนื้อหาของผู้ขายรายอื่นโดยไม่ได้รับอนุญาต หรือพยายามรบกวนหรือแกะระบบของบริการ เราอาจระงับบัญชีที่ทำเช่นนั้น</p>',
  },
  {
    type: 'terms',
    lang: 'zh_CN',
    title: '服务条款',
    updatedAt: '2026-10-01',
    html: '<p>当您注册 Sellwise 账号或使用 Sellwise 网站及服务时，适用本条款。注册即表示您接受本条款。</p>\n<h2>1. 服务内容</h2>\n<p>Sellwise 帮助在线卖家在 Shopee、Lazada、TikTok Shop、Tokopedia 和 Shopify 等平台上统一管理商品、订单、库存、促销和报表。功能与额度取决于您的套餐，以价格页面所示为准。</p>\n<h2>2. 您的账号</h2>\n<ul>\n<li>请提供真实信息并妥善保管密码；您需对账号及团队成员账号下的所有操作负责。</li>\n<li>您必须有权经营所绑定的店铺，并有权授权 Sellwise 访问这些店铺。</li>\n<li>如怀疑他人使用了您的账号，请立即发送邮件至 <strong><a href="mailto:support@sellwise.com">support@sellwise.com</a></strong>。</li>\n</ul>\n<h2>3. 合理使用</h2>\n<p>不得利用 Sellwise 销售违禁商品、违反平台规则、发送垃圾信息、未经许可复制其他卖家的内容，或试图干扰、反向工程本服务。对于上述行为，我们可以暂停相关账号。</p>',
  },
];

/** The agreement the API answers for a type and language (English when the excerpt has no translation). */
export function agreementFixture(type: Agreement['type'], lang: Agreement['lang']): Agreement {
  const match = (l: string) => AGREEMENTS.find((a) => a.type === type && a.lang === l);
  return (match(lang) ?? match('en_US')) as Agreement;
}
