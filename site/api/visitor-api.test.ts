// @vitest-environment jsdom
import { decodePassword, encodePassword } from '@sellwise/api/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Endpoints } from './endpoints';
import { createVisitorApi } from './visitor-api';

const answer = { code: 0, msg: 'ok', data: {} };

function setup() {
  const endpoints = {
    register: vi.fn(async (_input: unknown) => answer),
    login: vi.fn(async (_input: unknown) => answer),
    sendEmailCode: vi.fn(async (_input: unknown) => answer),
    sendRegPhoneCode: vi.fn(async (_input: unknown) => answer),
    forgetPhoneCode: vi.fn(async (_input: unknown) => answer),
    forgetByEmail: vi.fn(async (_input: unknown) => answer),
    forgetByPhone: vi.fn(async (_input: unknown) => answer),
  };
  const navigate = vi.fn();
  const api = createVisitorApi(
    async () => ({ endpoints: endpoints as unknown as Endpoints, encodePassword }),
    'th',
    navigate,
  );
  return { api, endpoints, navigate };
}

const phone = { kind: 'phone', phonePrefix: '66', phoneNumber: '812345678' } as const;
const captcha = { captchaId: 'c1', picVerificationCode: 'ab12' };

describe('the visitor calls the site gives pages', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('sends the password encoded, never as typed, with the stored attribution', async () => {
    localStorage.setItem('sw:sourceChannel', JSON.stringify({ sourceChannelId: 77, sourceTime: 1 }));
    const { api, endpoints } = setup();
    await api.register({ account: phone, password: 'seller2026', verifyCode: '123456' });
    const sent = endpoints.register.mock.calls[0]?.[0] as unknown as Record<string, unknown>;
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
    const { api, endpoints } = setup();
    await api.sendCode({ account: phone, purpose: 'register', ...captcha });
    await api.sendCode({ account: phone, purpose: 'forget', ...captcha });
    await api.sendCode({ account: { kind: 'email', email: 'a@b.co' }, purpose: 'forget', ...captcha });
    expect(endpoints.sendRegPhoneCode).toHaveBeenCalledWith({
      phoneNumber: '812345678',
      phonePrefix: '66',
      ...captcha,
    });
    expect(endpoints.forgetPhoneCode).toHaveBeenCalledTimes(1);
    expect(endpoints.sendEmailCode).toHaveBeenCalledWith({ email: 'a@b.co', purpose: 'forget', ...captcha });
  });

  it('resets by e-mail or phone with the new password encoded', async () => {
    const { api, endpoints } = setup();
    await api.resetPassword({ account: phone, verifyCode: '654321', password: 'newpass99' });
    const sent = endpoints.forgetByPhone.mock.calls[0]?.[0] as unknown as Record<string, string>;
    expect(decodePassword(sent.password ?? '')).toBe('newpass99');
    expect(endpoints.forgetByEmail).not.toHaveBeenCalled();
  });

  it('stores the page language before leaving for a page without a language segment', () => {
    const { api, navigate } = setup();
    api.navigate('/registerNext.htm');
    expect(document.cookie).toContain('language=th');
    expect(document.cookie).toContain('locale=th');
    expect(navigate).toHaveBeenCalledWith('/registerNext.htm');
  });
});
