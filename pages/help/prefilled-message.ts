import type { CsChannel } from '@sellwise/api/contract';

/**
 * A customer-service link that opens the chat with `message` already typed, where the channel allows it:
 * - WhatsApp (`wa.me/<number>`, `api.whatsapp.com/send`): `?text=`;
 * - LINE: an official account (`line.me/R/ti/p/@id`) becomes `line.me/R/oaMessage/@id/?<text>`, the
 *   message to that account; any other LINE link shares the text (`line.me/R/msg/text/?<text>`);
 * - Telegram (`t.me/<name>`): `?text=`;
 * - e-mail (`mailto:`): `subject` and `body`.
 * Zalo, WeChat, Messenger and anything else take no text: their link is returned unchanged, and
 * `prefills` says so, so the page can show the text to copy instead.
 */
export function prefilledChannelUrl(
  channel: Pick<CsChannel, 'url'>,
  message: string,
  subject?: string,
): { url: string; prefills: boolean } {
  const same = { url: channel.url, prefills: false };
  if (!message) return same;
  if (channel.url.startsWith('mailto:')) {
    const [address = '', existing = ''] = channel.url.slice('mailto:'.length).split('?');
    const query = new URLSearchParams(existing);
    if (subject) query.set('subject', subject);
    query.set('body', message);
    // mailto wants %20 for spaces: URLSearchParams writes '+', which mail clients show as is.
    return { url: `mailto:${address}?${query.toString().replace(/\+/g, '%20')}`, prefills: true };
  }
  let url: URL;
  try {
    url = new URL(channel.url);
  } catch {
    return same;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return same;
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'wa.me' || host === 'api.whatsapp.com' || host === 't.me' || host === 'telegram.me') {
    url.searchParams.set('text', message);
    return { url: url.toString(), prefills: true };
  }
  if (host === 'line.me') {
    const account = /^\/R\/ti\/p\/([^/?#]+)/.exec(url.pathname)?.[1];
    const text = encodeURIComponent(message);
    return account
      ? {
          url: `https://line.me/R/oaMessage/${encodeURIComponent(decodeURIComponent(account))}/?${text}`,
          prefills: true,
        }
      : { url: `https://line.me/R/msg/text/?${text}`, prefills: true };
  }
  return same;
}
