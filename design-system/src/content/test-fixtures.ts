/**
 * Sample articles for the content stories and tests (not part of the published package): the same help
 * article in English, Thai and Chinese, with every block ArticleBody styles.
 */

export type SampleArticleLang = 'en' | 'th' | 'zh';

export const SAMPLE_ARTICLE_TAGS: Record<SampleArticleLang, string> = {
  en: 'en-US',
  th: 'th-TH',
  zh: 'zh-CN',
};

const figure = (alt: string, caption: string) => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="420" viewBox="0 0 960 420"><rect width="960" height="420" fill="#eef2ff"/><rect x="60" y="60" width="840" height="300" rx="16" fill="#fff" stroke="#c7d2fe"/><rect x="100" y="110" width="220" height="24" rx="6" fill="#1f4fd1"/><rect x="100" y="160" width="760" height="14" rx="7" fill="#e5e7eb"/><rect x="100" y="190" width="640" height="14" rx="7" fill="#e5e7eb"/><rect x="100" y="250" width="180" height="70" rx="10" fill="#dcfce7"/><rect x="300" y="250" width="180" height="70" rx="10" fill="#fef3c7"/><rect x="500" y="250" width="180" height="70" rx="10" fill="#fee2e2"/></svg>';
  return `<figure><img src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}" alt="${alt}" width="960" height="420"><figcaption>${caption}</figcaption></figure>`;
};

export const sampleArticleHtml: Record<SampleArticleLang, string> = {
  en: `<p>When the same product sells on Shopee, Lazada and TikTok Shop, one order on any of them has to lower the stock everywhere else within seconds. This guide shows how to connect your stores, choose which warehouse feeds which shop, and check that the numbers agree before a big sale.</p>
<h2>Before you start</h2>
<p>You need an owner or admin account on each marketplace and the <strong>Inventory</strong> permission in Sellwise. It helps to tidy your SKUs first: the same product should carry the <em>same</em> SKU code in every store.</p>
<ul>
<li>Log in to every store you want to connect.</li>
<li>Export your current stock list as a backup.</li>
<li>Pause any bulk price changes until the first sync has finished.</li>
</ul>
<h2>Connect your stores</h2>
<p>Open <a href="#settings">Settings → Stores</a>, choose a marketplace and follow the authorisation steps. Each store appears in the list as soon as the marketplace confirms the link.</p>
<h3>Match your SKUs</h3>
<p>Sellwise matches listings by SKU. Listings without a match are shown in a separate list, where you can pair them by hand or create the missing product.</p>
${figure('The stock sync screen: a summary of matched, pending and unmatched listings', 'Matched listings in green, pending in yellow and unmatched in red.')}
<h3>Choose a sync rule</h3>
<ol>
<li>Pick the warehouse that supplies each store.</li>
<li>Set a safety stock, for example 2 units, so that a slow marketplace never oversells.</li>
<li>Turn on <mark>automatic sync</mark> and save.</li>
</ol>
<table>
<caption>How often stock is pushed to each marketplace</caption>
<thead><tr><th scope="col">Marketplace</th><th scope="col">After an order</th><th scope="col">Full check</th></tr></thead>
<tbody>
<tr><td>Shopee</td><td>Within 10 seconds</td><td>Every 30 minutes</td></tr>
<tr><td>Lazada</td><td>Within 15 seconds</td><td>Every 30 minutes</td></tr>
<tr><td>TikTok Shop</td><td>Within 30 seconds</td><td>Every hour</td></tr>
</tbody>
</table>
<blockquote><p>Since we turned on automatic sync we have not cancelled a single order for missing stock, even on 11.11.</p><p>— Mali, owner of a skincare shop in Bangkok</p></blockquote>
<h2>Check the result</h2>
<p>The sync log lists every change with its source. Developers can read the same log through the API, for example with <code>GET /v1/stock/logs?sku=TSHIRT-BLK-M</code>:</p>
<pre><code>curl -H "Authorization: Bearer $TOKEN" \\
  "https://api.example.com/v1/stock/logs?sku=TSHIRT-BLK-M&amp;from=2026-03-01&amp;to=2026-03-31&amp;include=warehouse,marketplace"</code></pre>
<p>Still stuck? Send us the link to the listing, e.g. https://seller.example.com/portal/product/list/all?keyword=TSHIRT-BLK-M&amp;status=unmatched&amp;page=1, and we will take a look.</p>
<hr>
<p>Last reviewed in March 2026.</p>`,
  th: `<p>เมื่อสินค้าชิ้นเดียวกันขายอยู่ทั้งบน Shopee, Lazada และ TikTok Shop ทุกครั้งที่มีคำสั่งซื้อเข้ามาในร้านใดร้านหนึ่ง สต็อกในร้านอื่นก็ต้องลดลงภายในไม่กี่วินาที คู่มือนี้จะอธิบายวิธีเชื่อมต่อร้านค้า เลือกคลังสินค้าที่จะส่งสต็อกให้แต่ละร้าน และตรวจสอบตัวเลขให้ตรงกันก่อนถึงวันลดราคาใหญ่</p>
<h2>ก่อนเริ่มต้น</h2>
<p>คุณต้องมีบัญชีเจ้าของร้านหรือผู้ดูแลในทุกมาร์เก็ตเพลส และได้รับสิทธิ์ <strong>คลังสินค้า</strong> ใน Sellwise แนะนำให้จัดระเบียบรหัส SKU ก่อน สินค้าชิ้นเดียวกันควรใช้รหัส SKU <em>เดียวกัน</em> ในทุกร้าน</p>
<ul>
<li>เข้าสู่ระบบร้านค้าทุกร้านที่ต้องการเชื่อมต่อ</li>
<li>ส่งออกรายการสต็อกปัจจุบันเก็บไว้เป็นข้อมูลสำรอง</li>
<li>หยุดการแก้ไขราคาแบบกลุ่มไว้ก่อนจนกว่าการซิงก์ครั้งแรกจะเสร็จ</li>
</ul>
<h2>เชื่อมต่อร้านค้าของคุณ</h2>
<p>ไปที่ <a href="#settings">การตั้งค่า → ร้านค้า</a> เลือกมาร์เก็ตเพลส แล้วทำตามขั้นตอนการอนุญาต ร้านค้าจะแสดงในรายการทันทีที่มาร์เก็ตเพลสยืนยันการเชื่อมต่อ</p>
<h3>จับคู่รหัส SKU</h3>
<p>Sellwise จับคู่สินค้าด้วยรหัส SKU สินค้าที่ยังไม่ถูกจับคู่จะแสดงในรายการแยก ซึ่งคุณสามารถจับคู่เองหรือสร้างสินค้าที่ขาดไปได้</p>
${figure('หน้าซิงก์สต็อก: สรุปสินค้าที่จับคู่แล้ว รอดำเนินการ และยังไม่จับคู่', 'สีเขียวคือจับคู่แล้ว สีเหลืองคือรอดำเนินการ และสีแดงคือยังไม่จับคู่')}
<h3>เลือกกฎการซิงก์</h3>
<ol>
<li>เลือกคลังสินค้าที่จะส่งสต็อกให้แต่ละร้าน</li>
<li>กำหนดสต็อกสำรอง เช่น 2 ชิ้น เพื่อไม่ให้มาร์เก็ตเพลสที่อัปเดตช้าขายเกินจำนวนที่มี</li>
<li>เปิด<mark>การซิงก์อัตโนมัติ</mark>แล้วกดบันทึก</li>
</ol>
<table>
<caption>ความถี่ในการส่งสต็อกไปยังแต่ละมาร์เก็ตเพลส</caption>
<thead><tr><th scope="col">มาร์เก็ตเพลส</th><th scope="col">หลังมีคำสั่งซื้อ</th><th scope="col">ตรวจสอบทั้งหมด</th></tr></thead>
<tbody>
<tr><td>Shopee</td><td>ภายใน 10 วินาที</td><td>ทุก 30 นาที</td></tr>
<tr><td>Lazada</td><td>ภายใน 15 วินาที</td><td>ทุก 30 นาที</td></tr>
<tr><td>TikTok Shop</td><td>ภายใน 30 วินาที</td><td>ทุกชั่วโมง</td></tr>
</tbody>
</table>
<blockquote><p>ตั้งแต่เปิดการซิงก์อัตโนมัติ เรายังไม่เคยต้องยกเลิกคำสั่งซื้อเพราะของหมดเลยสักครั้ง แม้แต่ในวัน 11.11</p><p>— คุณมะลิ เจ้าของร้านสกินแคร์ในกรุงเทพฯ</p></blockquote>
<h2>ตรวจสอบผลลัพธ์</h2>
<p>บันทึกการซิงก์จะแสดงทุกการเปลี่ยนแปลงพร้อมที่มา นักพัฒนาสามารถอ่านบันทึกเดียวกันผ่าน API ได้ เช่น <code>GET /v1/stock/logs?sku=TSHIRT-BLK-M</code></p>
<pre><code>curl -H "Authorization: Bearer $TOKEN" \\
  "https://api.example.com/v1/stock/logs?sku=TSHIRT-BLK-M&amp;from=2026-03-01&amp;to=2026-03-31&amp;include=warehouse,marketplace"</code></pre>
<p>ยังติดปัญหาอยู่ใช่ไหม ส่งลิงก์สินค้ามาให้เรา เช่น https://seller.example.com/portal/product/list/all?keyword=TSHIRT-BLK-M&amp;status=unmatched&amp;page=1 แล้วเราจะช่วยตรวจสอบให้</p>
<hr>
<p>ตรวจทานล่าสุดเมื่อมีนาคม 2026</p>`,
  zh: `<p>当同一件商品同时在 Shopee、Lazada 和 TikTok Shop 上销售时，任何一个平台产生订单，其他平台的库存都必须在几秒钟内同步减少。本文介绍如何连接店铺、为每个店铺指定供货仓库，并在大促之前核对库存数字是否一致。</p>
<h2>开始之前</h2>
<p>你需要拥有每个平台的店主或管理员账号，并在 Sellwise 中具备<strong>库存</strong>权限。建议先整理好 SKU：同一件商品在所有店铺中应使用<em>相同的</em> SKU 编码。</p>
<ul>
<li>登录所有需要连接的店铺。</li>
<li>导出当前的库存清单作为备份。</li>
<li>在首次同步完成之前，暂停所有批量改价操作。</li>
</ul>
<h2>连接你的店铺</h2>
<p>打开<a href="#settings">设置 → 店铺</a>，选择平台并按照提示完成授权。平台确认连接后，店铺会立即出现在列表中。</p>
<h3>匹配 SKU</h3>
<p>Sellwise 通过 SKU 匹配商品。未能匹配的商品会显示在单独的列表中，你可以手动配对，或者创建缺少的商品。</p>
${figure('库存同步页面：已匹配、待处理和未匹配商品的汇总', '绿色为已匹配，黄色为待处理，红色为未匹配。')}
<h3>选择同步规则</h3>
<ol>
<li>为每个店铺选择供货仓库。</li>
<li>设置安全库存，例如 2 件，避免更新较慢的平台出现超卖。</li>
<li>开启<mark>自动同步</mark>并保存。</li>
</ol>
<table>
<caption>库存推送到各平台的频率</caption>
<thead><tr><th scope="col">平台</th><th scope="col">产生订单后</th><th scope="col">全量核对</th></tr></thead>
<tbody>
<tr><td>Shopee</td><td>10 秒内</td><td>每 30 分钟</td></tr>
<tr><td>Lazada</td><td>15 秒内</td><td>每 30 分钟</td></tr>
<tr><td>TikTok Shop</td><td>30 秒内</td><td>每小时</td></tr>
</tbody>
</table>
<blockquote><p>开启自动同步以后，即使在双十一，我们也没有因为缺货取消过一笔订单。</p><p>—— 曼谷一家护肤品店的店主 Mali</p></blockquote>
<h2>核对结果</h2>
<p>同步日志会列出每一次变更及其来源。开发者也可以通过 API 读取同一份日志，例如 <code>GET /v1/stock/logs?sku=TSHIRT-BLK-M</code>：</p>
<pre><code>curl -H "Authorization: Bearer $TOKEN" \\
  "https://api.example.com/v1/stock/logs?sku=TSHIRT-BLK-M&amp;from=2026-03-01&amp;to=2026-03-31&amp;include=warehouse,marketplace"</code></pre>
<p>仍然无法解决？请把商品链接发给我们，例如 https://seller.example.com/portal/product/list/all?keyword=TSHIRT-BLK-M&amp;status=unmatched&amp;page=1，我们会尽快帮你查看。</p>
<hr>
<p>最后审核于 2026 年 3 月。</p>`,
};
