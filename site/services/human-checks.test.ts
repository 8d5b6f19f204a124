// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadVendorScript, renderTurnstile, runCaptchaService } from './human-checks';
import { TAGS } from './tags';

// The vendors' scripts never load in jsdom: each test plays the script's part by firing its load or error
// event and setting the vendor's window global, as the real script does.
const vendorScript = (src: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
const loaded = (src: string, define: () => void) => {
  define();
  vendorScript(src)?.dispatchEvent(new Event('load'));
};

afterEach(() => {
  document.head.innerHTML = '';
  delete window.TencentCaptcha;
  delete window.turnstile;
  vi.useRealTimers();
});

const CAPTCHA_SRC = TAGS.captcha!.src('190000001');

describe('the captcha service in the browser', () => {
  it("loads its script once, with the page's nonce, and gives the ticket and random string it passed", async () => {
    const nonce = document.createElement('script');
    nonce.setAttribute('nonce', 'n0nce');
    document.head.append(nonce);
    const opened: unknown[] = [];
    const running = runCaptchaService(window, '190000001', 'th');
    await Promise.resolve();
    expect(vendorScript(CAPTCHA_SRC)?.nonce).toBe('n0nce');
    loaded(CAPTCHA_SRC, () => {
      window.TencentCaptcha = class {
        constructor(appId: string, callback: (r: object) => void, options: object) {
          opened.push({ appId, options });
          this.show = () => callback({ ret: 0, ticket: 't-1', randstr: '@r1' });
        }
        show: () => void;
      } as never;
    });
    await expect(running).resolves.toEqual({ ticket: 't-1', randstr: '@r1' });
    expect(opened).toEqual([{ appId: '190000001', options: { userLanguage: 'th' } }]);
    await runCaptchaService(window, '190000001', 'th').catch(() => {});
    expect(document.head.querySelectorAll(`script[src="${CAPTCHA_SRC}"]`)).toHaveLength(1);
  });

  it('closed by the visitor is cancelled; its own fallback ticket (errorCode) is unavailable', async () => {
    for (const [result, outcome] of [
      [{ ret: 2 }, 'cancelled'],
      [{ ret: 0, ticket: 'terror_1001_x', randstr: 'r', errorCode: 1001 }, 'unavailable'],
    ] as const) {
      window.TencentCaptcha = class {
        show = () => this.cb(result);
        constructor(
          _id: string,
          private cb: (r: object) => void,
        ) {}
      } as never;
      await expect(runCaptchaService(window, '1', 'en_US')).resolves.toBe(outcome);
    }
  });

  it('a script that fails to load, or is not ready in time, is unavailable and can be tried again', async () => {
    const failing = runCaptchaService(window, '1', 'vi');
    await Promise.resolve();
    vendorScript(CAPTCHA_SRC)?.dispatchEvent(new Event('error'));
    await expect(failing).resolves.toBe('unavailable');
    expect(vendorScript(CAPTCHA_SRC)).toBeNull();

    vi.useFakeTimers();
    const slow = runCaptchaService(window, '1', 'vi');
    await vi.advanceTimersByTimeAsync(6000);
    await expect(slow).resolves.toBe('unavailable');
  });

  it('loadVendorScript resolves at once when the global is already there', async () => {
    await expect(loadVendorScript(document, 'https://x.test/a.js', () => true)).resolves.toBeUndefined();
    expect(vendorScript('https://x.test/a.js')).toBeNull();
  });
});

describe('the bot-challenge widget in the browser', () => {
  const TURNSTILE_SRC = TAGS.turnstile!.src('0x4AAA');

  it('renders into its element with the site key and language, passes on its tokens, resets and removes', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const tokens: (string | null)[] = [];
    const calls: string[] = [];
    let issue: ((token: string) => void) | undefined;
    const widget = renderTurnstile(window, element, '0x4AAA', 'zh_CN', (t) => tokens.push(t));
    await Promise.resolve();
    loaded(TURNSTILE_SRC, () => {
      window.turnstile = {
        render: (el, options) => {
          calls.push(`render ${el === element} ${options.sitekey} ${options.language}`);
          issue = options.callback;
          return 'w1';
        },
        reset: (id) => calls.push(`reset ${id}`),
        remove: (id) => calls.push(`remove ${id}`),
      };
    });
    await vi.waitFor(() => expect(issue).toBeDefined());
    issue?.('token-1');
    widget.reset();
    widget.remove();
    expect(calls).toEqual(['render true 0x4AAA zh-cn', 'reset w1', 'remove w1']);
    expect(tokens).toEqual(['token-1', null, null]);
  });

  it('no widget when its script fails: no token, so the API names what is missing', async () => {
    const tokens: (string | null)[] = [];
    renderTurnstile(window, document.createElement('div'), '0x4AAA', 'en_US', (t) => tokens.push(t));
    await Promise.resolve();
    vendorScript(TURNSTILE_SRC)?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(tokens).toEqual([null]));
  });
});
