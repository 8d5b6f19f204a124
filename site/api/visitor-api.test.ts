// @vitest-environment jsdom
import { decodePassword, encodePassword, ROUTES, type RouteName } from '@sellwise/api/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createVisitorApi, type Loaded } from './visitor-api';

function setup() {
  const call = vi.fn(async (_route: unknown, _input?: unknown) => ({
    code: 0 as const,
    msg: 'ok',
    data: {},
  }));
  const navigate = vi.fn();
  const api = createVisitorApi(
    async () => ({ api: { call } as unknown as Loaded['api'], routes: ROUTES, encodePassword }),
    'th',
    navigate,
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
});
