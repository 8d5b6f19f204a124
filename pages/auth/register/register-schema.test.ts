import {
  emailSchema as contractEmail,
  isStrongPassword,
  MARKETPLACES,
  MONTHLY_ORDER_BANDS,
  verifyCodeSchema,
} from '@sellwise/api/contract';
import { emailSchema, oneTimeCodeSchema, passwordSchema } from '@sellwise/design-system/forms';
import { describe, expect, it } from 'vitest';
import { MARKETPLACE_OPTIONS, ORDER_BANDS } from '../register-next/register-next-schema';

const agree = (a: { success: boolean }, b: boolean) => expect(a.success).toBe(b);

describe('sign-up rules match the API contract', () => {
  it.each(['seller@example.com', 'a.b+c@shop.co.th', 'no-at-sign', 'x@', '@example.com', 'a b@example.com'])(
    'e-mail %s',
    (sample) => agree(emailSchema.safeParse(sample), contractEmail.safeParse(sample).success),
  );

  it.each([
    'mango pie 42',
    'abcdefg1',
    'abcdefgh',
    '12345678',
    'a1',
    `a1${'x'.repeat(30)}`,
    `a1${'x'.repeat(31)}`,
    'ไทยไทยไทย1',
  ])('password %s', (sample) => agree(passwordSchema.safeParse(sample), isStrongPassword(sample)));

  it.each(['482913', '12345', '1234567', '48291a', ''])('code %s', (sample) =>
    agree(oneTimeCodeSchema.safeParse(sample), verifyCodeSchema.safeParse(sample).success),
  );

  it('offers the marketplaces and order bands the contract takes', () => {
    expect(MARKETPLACE_OPTIONS).toEqual(MARKETPLACES);
    expect(ORDER_BANDS).toEqual(MONTHLY_ORDER_BANDS);
  });
});
