import { ERRORS, type ErrorData } from '@sellwise/api/contract';
import type { Decorator } from '@storybook/react-vite';
import { createElement } from 'react';
import { contactChannelsFixture } from '../contact/contact-fixtures';
import type { ApiAnswer, ApiFailure, VisitorApi } from '../types';
import { VisitorApiContext } from '../visitor/visitor-api';

/** A successful answer, as the site's client gives it. */
export const ok = <T>(data: T): Promise<ApiAnswer<T>> => Promise.resolve({ code: 0, msg: 'ok', data });

/** A failure as the API answers it: a code and its message id from api/contract/errors.ts. */
export const fail = <T = never>(code: number, msg: string, data: ErrorData = null): Promise<ApiAnswer<T>> =>
  Promise.resolve({ code, msg, data } as ApiFailure);

// A small captcha picture (four grey characters' worth of strokes), so stories need no network.
const CAPTCHA_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f1f5f9"/><path d="M12 28l8-16 8 16M40 12v16h10M62 12h10l-10 16h10M88 12c8 0 8 16 0 16s-8-16 0-16" stroke="#334155" stroke-width="3" fill="none"/></svg>',
)}`;

/**
 * The human checks as a site configured with them gives them (issue 27): the captcha service passes
 * at once with a one-use pass; the bot-challenge widget draws a stand-in of the vendor's box.
 */
export const humanChecksFixture = {
  captchaService: async () => ({
    captchaId: '00000000-0000-4000-8000-00000000000a',
    picVerificationCode: 'Pa55Pa55',
  }),
  botCheck: (element: HTMLElement) => {
    element.dataset.standIn = 'turnstile';
    element.className += ' flex items-center rounded-md border border-border bg-surface px-4 text-sm';
    element.textContent = 'Cloudflare Turnstile';
    return () => {
      element.textContent = '';
    };
  },
} satisfies Pick<VisitorApi, 'captchaService' | 'botCheck'>;

/** Successful answers for every visitor call; pass overrides for the state a story shows. */
export function fixtureVisitorApi(overrides: Partial<VisitorApi> = {}): VisitorApi {
  return {
    captcha: () =>
      ok({ captchaId: '00000000-0000-4000-8000-000000000001', image: CAPTCHA_IMAGE, expiresIn: 300 }),
    sendCode: () => ok({ cooldown: 60, expiresIn: 600 }),
    register: () => ok({ account: 'seller@example.com', redirect: '/registerNext.htm' }),
    saveProfile: () => ok({ account: 'seller@example.com' }),
    login: () => ok({ account: 'seller@example.com', redirect: '/web/dashboard.htm' }),
    logout: () => ok(null),
    isLogin: () => ok({ isLogin: false, account: null }),
    resetPassword: () => ok(null),
    defaultPhoneCode: () => ok({ country: 'TH', phonePrefix: '66' }),
    trainingDefaultCountry: () =>
      ok({
        country: 'TH',
        countries: [
          { country: 'TH', name: 'Thailand', dialCode: '66', currency: 'THB' },
          { country: 'VN', name: 'Vietnam', dialCode: '84', currency: 'VND' },
          { country: 'ID', name: 'Indonesia', dialCode: '62', currency: 'IDR' },
          { country: 'MY', name: 'Malaysia', dialCode: '60', currency: 'MYR' },
        ],
      }),
    bookTraining: (input) => ok({ id: 1, date: input.date, timeSlot: input.timeSlot }),
    customerServiceList: () => ok({ list: [] }),
    customerServiceQrcode: (channel) => {
      const found = contactChannelsFixture.find((c) => c.channel === channel);
      return found ? ok(found) : fail(ERRORS.CHANNEL_NOT_FOUND.code, ERRORS.CHANNEL_NOT_FOUND.msg);
    },
    feedback: () => ok({ id: 1 }),
    spxEnquiry: () => ok({ id: 1 }),
    partnerApply: (input) => ok({ id: 1, email: input.email.trim().toLowerCase() }),
    attribution: () => ({}),
    reportRegistration: () => {},
    navigate: () => {},
    // Stories that show content pass their own fixture answers.
    content: () => Promise.reject(new Error('no content fixture for this story')),
    ...overrides,
  };
}

/** Provides a story's visitor calls (default: every call succeeds). */
export const withVisitorApi =
  (overrides: Partial<VisitorApi> = {}): Decorator =>
  (Story) =>
    createElement(VisitorApiContext, { value: fixtureVisitorApi(overrides) }, createElement(Story));
