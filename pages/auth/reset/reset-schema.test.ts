import {
  emailSchema as contractEmail,
  isStrongPassword,
  phoneNumberSchema,
  phonePrefixSchema,
  verifyCodeSchema,
} from '@sellwise/api/contract';
import { phoneValue } from '@sellwise/design-system/forms';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../stories-support/with-intl';
import { accountStepSchema, codeStepSchema, resendSchema } from './reset-schema';

const LANGS = ['en_US', 'in', 'th', 'vi', 'zh_CN', 'ms_MY'] as const;
const PASSWORDS = [
  'mango2026',
  'abcdefg1',
  `${'a'.repeat(31)}1`,
  `${'a'.repeat(32)}1`,
  'mango',
  '12345678',
  'abcdefgh',
  'สวัสดี12',
  '',
];
const CODES = ['482913', '000000', '48291', '4829130', '48a913', ''];
const EMAILS = ['seller@example.com', 'a.b+c@shop.co.th', 'seller@example', 'seller', '@example.com', ''];

const step = (values: Record<string, unknown>) =>
  codeStepSchema.safeParse({ code: '482913', password: 'mango2026', captcha: '', ...values }).success;

describe('reset rules agree with the API contract', () => {
  it.each(PASSWORDS)('password %j', (password) => {
    expect(step({ password })).toBe(isStrongPassword(password));
  });
  it.each(CODES)('code %j', (code) => {
    expect(step({ code })).toBe(verifyCodeSchema.safeParse(code).success);
  });
  it.each(EMAILS)('e-mail %j', (email) => {
    const page = accountStepSchema('email').safeParse({ channel: 'email', email, captcha: 'k7QZ' }).success;
    expect(page).toBe(contractEmail.safeParse(email).success);
  });
  it('a phone number the page accepts is one the API accepts', async () => {
    // The phone rule loads with the phone field, so the schema parses asynchronously (as zodResolver does).
    const phone = phoneValue('TH', '0812345678');
    const account = (value: typeof phone) =>
      accountStepSchema('phone').safeParseAsync({ channel: 'phone', phone: value, captcha: 'k7QZ' });
    expect((await account(phone)).success).toBe(true);
    expect(phonePrefixSchema.safeParse(phone.dialCode).success).toBe(true);
    expect(phoneNumberSchema.safeParse(phone.nationalNumber).success).toBe(true);
    expect((await account(phoneValue('TH', '12'))).success).toBe(false);
  });
  it('asks for the captcha to send a code, and to resend one, but not to save the password', () => {
    expect(
      accountStepSchema('email').safeParse({ channel: 'email', email: 'a@b.co', captcha: ' ' }).success,
    ).toBe(false);
    expect(resendSchema.safeParse({ code: '', password: '', captcha: '' }).success).toBe(false);
    expect(step({ captcha: '' })).toBe(true);
  });
});

describe('reset copy', () => {
  const english = Object.keys(messagesFor('en_US')).filter((id) => id.startsWith('pages.reset.'));
  it.each(LANGS)('has every message in %s', (lang) => {
    const messages = messagesFor(lang);
    for (const id of english) expect(messages[id], id).toBeTruthy();
    for (const channel of ['email', 'phone'])
      for (const id of [
        'meta.CH.title',
        'account.heading.CH',
        'account.intro.CH',
        'code.sent.CH',
        'code.changeLabel.CH',
      ])
        expect(messages[`pages.reset.${id.replace('CH', channel)}`]).toBeTruthy();
  });
});
