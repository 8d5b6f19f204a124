import { LANGUAGES } from '@sellwise/api/contract';
import { describe, expect, it } from 'vitest';
import { flattenMessages, loadMessages, NAMESPACES } from './catalogues';
import { cookieLang, LANG_COOKIE, languageCookies, parseCookies } from './cookies';
import { formatPrice } from './intl';
import { getIntl } from './server-intl';

describe('catalogues', () => {
  it('loads every locale, flat, with the same ids as en_US', async () => {
    const en = Object.keys(await loadMessages('en_US')).sort();
    expect(en.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES) expect(Object.keys(await loadMessages(lang)).sort()).toEqual(en);
  });

  it('loads only the namespaces asked for', async () => {
    const shared = await loadMessages('th', []);
    expect(Object.keys(shared).every((id) => !id.startsWith('pages.'))).toBe(true);
    for (const ns of NAMESPACES) {
      const withNs = await loadMessages('th', [ns]);
      expect(Object.keys(withNs).some((id) => id.startsWith(`${ns}.`))).toBe(true);
    }
  });

  it('refuses an unknown language', async () => {
    await expect(loadMessages('xx' as never)).rejects.toThrow('Failed locale loading');
  });

  it('flattens nested catalogues', () => {
    expect(flattenMessages({ a: { b: 'x' }, c: 'y' })).toEqual({ 'a.b': 'x', c: 'y' });
  });
});

describe('intl', () => {
  it('caches one intl per locale and uses BCP 47 locales', async () => {
    const th = await getIntl('th');
    expect(await getIntl('th')).toBe(th);
    expect(th.locale).toBe('th');
    expect((await getIntl('in')).locale).toBe('id');
    expect((await getIntl('zh_CN')).locale).toBe('zh-CN');
  });

  it('formats prices per locale', async () => {
    // Intl puts no-break spaces between amount and currency; compare with plain spaces.
    const price = async (lang: Parameters<typeof getIntl>[0], amount: number, currency: string) =>
      formatPrice(await getIntl(lang), amount, currency).replace(/\s/g, ' ');
    expect(await price('en_US', 1290, 'THB')).toBe('THB 1,290');
    expect(await price('th', 1290, 'THB')).toBe('฿1,290');
    expect(await price('vi', 249000, 'VND')).toBe('249.000 ₫');
    expect(await price('ms_MY', 129, 'MYR')).toBe('RM 129');
    expect(await price('in', 149000, 'IDR')).toBe('Rp 149.000');
    expect(await price('zh_CN', 19.9, 'USD')).toBe('US$19.90');
  });
});

describe('language cookies', () => {
  it('writes both cookies for 365 days, path /, SameSite=Lax', () => {
    const [lang, locale] = languageCookies('th', { secure: true });
    expect(lang).toBe('language=th; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(locale).toBe('locale=th; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('reads cookies and ignores a bad language', () => {
    expect(parseCookies('a=1; language=vi; x=%E0%B8%81')).toEqual({ a: '1', language: 'vi', x: 'ก' });
    expect(cookieLang({ [LANG_COOKIE]: 'vi' })).toBe('vi');
    expect(cookieLang({ [LANG_COOKIE]: 'xx' })).toBeUndefined();
    expect(parseCookies('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });
});
