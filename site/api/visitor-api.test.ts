// @vitest-environment jsdom
import { decodePassword, encodePassword, ROUTES, type RouteName } from '@sellwise/api/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Loaded } from './api-loader';
import { createVisitorApi, type HumanCheckIds } from './visitor-api';

function setup(checks: HumanCheckIds = {}, data: (route: unknown) => unknown = () => ({})) {
  const call = vi.fn(async (route: unknown, _input?: unknown) => ({
    code: 0 as const,
    msg: 'ok',
    data: data(route),
  }));
  const navigate = vi.fn();
  const api = createVisitorApi(
    async () => ({ api: { call } as unknown as Loaded['api'], routes: ROUTES, encodePassword }),
    'th',
    navigate,
    checks,
  );
  /** What each call of the entry sent. */
  const sent = (name: RouteName) =>
    call.mock.calls.filter(([route]) => route === ROUTES[name]).map(([, i]) => i);
  return { api, sent, navigate };
}

const phone = { kind: 'phone', phonePrefix: '66', phoneNumber: '812345678' } as const;
const captcha = { captchaId: 'c1', picVerificationCode: 'ab12' };

describe('the visitor calls the site gives pages', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('sends the password encoded, never as typed, with the stored attribution', async () => {
    localStorage.setItem('sw:sourceChannel', JSON.stringify({ sourceChannelId: 77, sourceTime: 1 }));
    const { api, sent: sentTo } = setup();
    await api.register({ account: phone, password: 'seller2026', verifyCode: '123456' });
    const sent = (sentTo('register')[0] as { body: Record<string, unknown> }).body;
    expect(sent).toMatchObject({
      account: '812345678',
      phoneAccountCode: '66',
      verifyCode: '123456',
      sourceChannelId: 77,
      lang: 'th',
    });
    expect(sent.password).not.toBe('seller2026');
    expect(decodePassword(String(sent.password))).toBe('seller2026');
  });

  it('sends codes through the call of their purpose and channel', async () => {
    const { api, sent } = setup();
    await api.sendCode({ account: phone, purpose: 'register', ...captcha });
    await api.sendCode({ account: phone, purpose: 'forget', ...captcha });
    await api.sendCode({ account: { kind: 'email', email: 'a@b.co' }, purpose: 'forget', ...captcha });
    expect(sent('sendRegPhoneCode')).toEqual([
      { body: { phoneNumber: '812345678', phonePrefix: '66', ...captcha } },
    ]);
    expect(sent('forgetPhoneCode')).toHaveLength(1);
    expect(sent('sendEmailCode')).toEqual([{ body: { email: 'a@b.co', purpose: 'forget', ...captcha } }]);
  });

  it('resets by e-mail or phone with the new password encoded', async () => {
    const { api, sent } = setup();
    await api.resetPassword({ account: phone, verifyCode: '654321', password: 'newpass99' });
    const body = (sent('forgetByPhone')[0] as { body: Record<string, string> }).body;
    expect(decodePassword(body.password ?? '')).toBe('newpass99');
    expect(sent('forgetByEmail')).toEqual([]);
  });

  it('stores the page language before leaving for a page without a language segment', () => {
    const { api, navigate } = setup();
    api.navigate('/registerNext.htm');
    expect(document.cookie).toContain('language=th');
    expect(document.cookie).toContain('locale=th');
    expect(navigate).toHaveBeenCalledWith('/registerNext.htm');
  });

  describe('the human checks, where configured (issue 27)', () => {
    afterEach(() => {
      delete window.TencentCaptcha;
      delete window.turnstile;
      document.head.innerHTML = '';
    });

    it('none configured: no captcha service and no bot check for the pages', () => {
      const { api } = setup();
      expect(api.captchaService).toBeUndefined();
      expect(api.botCheck).toBeUndefined();
    });

    it('the captcha service: its window function, then encryptTencentCaptcha with ticket and randstr, then the pass', async () => {
      const pass = { captchaId: 'c-9', picVerificationCode: 'Pa55Pa55' };
      const { api, sent } = setup({ captcha: '190000001' }, (route) =>
        route === ROUTES.captchaProvider ? { provider: 'service', enabled: true, ...pass } : {},
      );
      window.TencentCaptcha = class {
        constructor(
          readonly appId: string,
          readonly done: (r: object) => void,
        ) {}
        show() {
          this.done({ ret: 0, ticket: `ticket-for-${this.appId}`, randstr: '@xyz' });
        }
      } as never;
      await expect(api.captchaService?.()).resolves.toEqual(pass);
      expect(sent('captchaProvider')).toEqual([
        { body: { ticket: 'ticket-for-190000001', randstr: '@xyz' } },
      ]);
    });

    it('the captcha service: an API without one sends the form to the picture', async () => {
      const { api } = setup({ captcha: '1' }, () => ({ provider: 'picture', enabled: false }));
      window.TencentCaptcha = class {
        constructor(
          _id: string,
          readonly done: (r: object) => void,
        ) {}
        show() {
          this.done({ ret: 0, ticket: 't', randstr: 'r' });
        }
      } as never;
      await expect(api.captchaService?.()).resolves.toBe('unavailable');
    });

    it("the bot check: the widget's latest token goes with log-in, sign-up and reset, and each spends it", async () => {
      const resets: string[] = [];
      let issue: ((token: string) => void) | undefined;
      window.turnstile = {
        render: (_el, options) => {
          issue = options.callback;
          return 'w1';
        },
        reset: (id) => resets.push(String(id)),
        remove: () => {},
      };
      const { api, sent } = setup({ turnstile: '0x4AAA' });
      const element = document.createElement('div');
      document.body.append(element);
      api.botCheck?.(element);
      await vi.waitFor(() => expect(issue).toBeDefined());
      issue?.('tok-1');
      await api.login({ account: phone, password: 'seller2026' });
      expect((sent('login')[0] as { body: Record<string, unknown> }).body.turnstileToken).toBe('tok-1');
      expect(resets).toEqual(['w1']);
      // Spent: the next call goes without one until the widget issues another.
      await api.register({ account: phone, password: 'seller2026', verifyCode: '123456' });
      expect((sent('register')[0] as { body: Record<string, unknown> }).body.turnstileToken).toBeUndefined();
      issue?.('tok-2');
      await api.resetPassword({ account: phone, verifyCode: '654321', password: 'newpass99' });
      expect((sent('forgetByPhone')[0] as { body: Record<string, unknown> }).body.turnstileToken).toBe(
        'tok-2',
      );
    });
  });
});
