import type { CsChannel } from '@sellwise/api/contract';

// A small QR-like picture (finder squares and a few modules), so stories and tests need no network.
const QR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="29" height="29" viewBox="0 0 29 29" shape-rendering="crispEdges"><rect width="29" height="29" fill="#fff"/><path fill="#111827" d="M2 2h7v7H2zM20 2h7v7h-7zM2 20h7v7H2z"/><path fill="#fff" d="M3 3h5v5H3zM21 3h5v5h-5zM3 21h5v5H3z"/><path fill="#111827" d="M4 4h3v3H4zM22 4h3v3h-3zM4 22h3v3H4zM11 2h2v2h-2zM14 5h2v3h-2zM11 11h3v2h-3zM16 12h4v2h-4zM22 14h3v3h-3zM12 16h2v5h-2zM17 19h3v2h-3zM20 23h5v2h-5zM15 24h2v3h-2z"/></svg>',
)}`;

const HOURS = 'Mon–Sat, 09:00–18:00 (GMT+8)';

/** The seeded channels (content/customer-service.json) as the API answers them in English. */
export const contactChannelsFixture: CsChannel[] = [
  { channel: 'whatsapp', name: 'WhatsApp', value: '+65 6000 1234', url: 'https://wa.me/6560001234' },
  { channel: 'line', name: 'LINE', value: '@sellwise', url: 'https://line.me/R/ti/p/@sellwise' },
  { channel: 'zalo', name: 'Zalo', value: 'Sellwise Việt Nam', url: 'https://zalo.me/sellwisevn' },
  {
    channel: 'wechat',
    name: 'WeChat',
    value: 'Sellwise-Service',
    url: 'https://u.wechat.com/sellwise-service',
  },
  { channel: 'email', name: 'E-mail', value: 'support@sellwise.com', url: 'mailto:support@sellwise.com' },
].map((c) => ({ ...c, hours: HOURS, qrcode: QR }) as CsChannel);
