import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fixtureVisitorApi, ok } from '../stories-support/visitor-fixtures';
import type { AccountInput, VisitorApi } from '../types';
import { shownAccount, useSendCode } from './use-send-code';
import { VisitorApiContext } from './visitor-api';

const account: AccountInput = { kind: 'email', email: 'seller@example.com' };

function setup(sendCode: VisitorApi['sendCode'], captchaService?: VisitorApi['captchaService']) {
  const api = fixtureVisitorApi({
    sendCode: vi.fn(sendCode),
    captcha: vi.fn(fixtureVisitorApi().captcha),
    ...(captchaService ? { captchaService: vi.fn(captchaService) } : {}),
  });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(VisitorApiContext, { value: api }, children);
  const hook = renderHook(() => useSendCode('forget', account), { wrapper });
  const form = { clearCaptcha: vi.fn(), captchaRefused: vi.fn(), failed: vi.fn() };
  const send = () => act(() => hook.result.current.send(account, ' k7QZ ', form));
  return { api, hook, form, send };
}

afterEach(() => window.sessionStorage.clear());

describe('useSendCode', () => {
  it('sends with the picture answer, spends the picture and counts down the API’s cooldown', async () => {
    const { api, hook, form, send } = setup(() => ok({ cooldown: 45, expiresIn: 600 }));
    await waitFor(() => expect(hook.result.current.captcha.captchaId).not.toBe(''));
    await expect(send()).resolves.toEqual({ cooldown: 45, expiresIn: 600 });
    expect(api.sendCode).toHaveBeenCalledWith({
      purpose: 'forget',
      account,
      captchaId: hook.result.current.captcha.captchaId,
      picVerificationCode: 'k7QZ',
    });
    expect(form.clearCaptcha).toHaveBeenCalledOnce();
    expect(api.captcha).toHaveBeenCalledTimes(2);
    const left = (hook.result.current.resend.availableAt ?? 0) - Date.now();
    expect(left).toBeGreaterThan(44_000);
    expect(left).toBeLessThanOrEqual(45_000);
  });

  it('puts a refused picture answer on the captcha field and starts no countdown', async () => {
    const { hook, form, send } = setup(() => fail(2001, 'error.captchaInvalid'));
    await expect(send()).resolves.toBeNull();
    expect(form.captchaRefused).toHaveBeenCalledWith('error.captchaInvalid');
    expect(form.failed).not.toHaveBeenCalled();
    expect(hook.result.current.resend.availableAt).toBeUndefined();
  });

  it('counts down the wait a refusal asks for, and reports the refusal', async () => {
    const { hook, form, send } = setup(() => fail(1008, 'error.rateLimited', { retryAfter: 42 }));
    await expect(send()).resolves.toBeNull();
    expect(form.failed).toHaveBeenCalledWith(expect.objectContaining({ msg: 'error.rateLimited' }));
    expect((hook.result.current.resend.availableAt ?? 0) - Date.now()).toBeGreaterThan(41_000);
  });

  describe('with the captcha service (issue 27)', () => {
    const pass = { captchaId: '00000000-0000-4000-8000-00000000000a', picVerificationCode: 'Pa55Pa55' };

    it("sends with the service's pass instead of a picture, and loads no picture", async () => {
      const { api, hook, form, send } = setup(
        () => ok({ cooldown: 60, expiresIn: 600 }),
        async () => pass,
      );
      expect(hook.result.current.captcha.byService).toBe(true);
      await expect(send()).resolves.toEqual({ cooldown: 60, expiresIn: 600 });
      expect(api.sendCode).toHaveBeenCalledWith({ purpose: 'forget', account, ...pass });
      expect(api.captcha).not.toHaveBeenCalled();
      expect(form.captchaRefused).not.toHaveBeenCalled();
    });

    it('sends nothing when the visitor closes the check', async () => {
      const { api, form, send } = setup(
        () => ok({ cooldown: 60, expiresIn: 600 }),
        async () => 'cancelled',
      );
      await expect(send()).resolves.toBeNull();
      expect(api.sendCode).not.toHaveBeenCalled();
      expect(form.captchaRefused).not.toHaveBeenCalled();
      expect(form.failed).not.toHaveBeenCalled();
    });

    it('falls back to the picture when the service is unavailable, and asks for its answer', async () => {
      const { api, hook, form, send } = setup(
        () => ok({ cooldown: 60, expiresIn: 600 }),
        async () => 'unavailable',
      );
      await expect(send()).resolves.toBeNull();
      expect(api.sendCode).not.toHaveBeenCalled();
      expect(form.captchaRefused).toHaveBeenCalledWith('error.captchaRequired');
      await waitFor(() => expect(hook.result.current.captcha.src).not.toBe(''));
      expect(hook.result.current.captcha.byService).toBe(false);
    });

    it('falls back to the picture when the API refuses the pass', async () => {
      const { hook, form, send } = setup(
        () => fail(2001, 'error.captchaInvalid'),
        async () => pass,
      );
      await expect(send()).resolves.toBeNull();
      expect(form.captchaRefused).toHaveBeenCalledWith('error.captchaInvalid');
      await waitFor(() => expect(hook.result.current.captcha.byService).toBe(false));
    });
  });

  it('shows a phone account with its dial code', () => {
    expect(shownAccount({ kind: 'phone', phonePrefix: '66', phoneNumber: '812345678' })).toBe(
      '+66 812345678',
    );
    expect(shownAccount(account)).toBe('seller@example.com');
  });
});
