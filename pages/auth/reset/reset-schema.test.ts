import { LANGUAGES, phoneNumberSchema, phonePrefixSchema } from '@sellwise/api/contract';
import { phoneValue } from '@sellwise/design-system/forms';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../stories-support/with-intl';
import { accountStepSchema, codeStepSchema, resendSchema } from './reset-schema';

const step = (values: Record<string, unknown>) =>
  codeStepSchema.safeParse({ code: '482913', password: 'mango2026', captcha: '', ...values }).success;

// Each field against the API: pages/visitor/field-rules.test.tsx.
describe('reset rules', () => {
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
  it.each(LANGUAGES)('has every message in %s', (lang) => {
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
