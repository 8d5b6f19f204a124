// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLanguageSwitch } from './language-switch';

afterEach(() => {
  document.body.innerHTML = '';
  for (const c of document.cookie.split(';')) {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears what the code under test wrote.
    document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`;
  }
});

function setup(changeLang = vi.fn(async () => ({ code: 0 }))) {
  document.body.innerHTML = `
    <a data-slot="language-switcher-item" hreflang="th" href="/th/goods/price.htm">ไทย</a>
    <a href="/vi/index.htm" hreflang="vi">plain link</a>`;
  const navigate = vi.fn();
  const stop = startLanguageSwitch(document, { changeLang, navigate, secure: false, timeoutMs: 50 });
  return { changeLang, navigate, stop };
}

describe('language switch', () => {
  it('stores both cookies, tells the server, then opens the same page in the language', async () => {
    const { changeLang, navigate, stop } = setup();
    document.querySelector<HTMLAnchorElement>('[data-slot="language-switcher-item"]')?.click();
    expect(document.cookie).toContain('language=th');
    expect(document.cookie).toContain('locale=th');
    expect(changeLang).toHaveBeenCalledWith('th');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('http://localhost:3000/th/goods/price.htm'));
    stop();
  });

  it('still navigates when the server does not answer in time', async () => {
    const { navigate, stop } = setup(vi.fn(() => new Promise(() => {})));
    document.querySelector<HTMLAnchorElement>('[data-slot="language-switcher-item"]')?.click();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    stop();
  });

  it('leaves other links alone', () => {
    const { changeLang, stop } = setup();
    const plain = document.querySelector<HTMLAnchorElement>('a:not([data-slot])');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    plain?.dispatchEvent(event);
    expect(changeLang).not.toHaveBeenCalled();
    stop();
  });
});
