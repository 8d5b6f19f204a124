import { formMessageIds, phoneValue } from '@sellwise/design-system/forms';
import { describe, expect, it } from 'vitest';
import { accountPhoneSchema } from './phone-channel';

const issues = async (value: unknown) =>
  (await accountPhoneSchema.safeParseAsync(value)).error?.issues.map((issue) => issue.message) ?? [];

describe('accountPhoneSchema (the phone rule that loads with the phone field)', () => {
  it('takes a mobile number valid for its country', async () => {
    expect(await issues(phoneValue('TH', '0812345678'))).toEqual([]);
    expect(await issues(phoneValue('VN', '0912345678'))).toEqual([]);
  });
  it('asks for a number when none was typed', async () => {
    expect(await issues(undefined)).toEqual([formMessageIds.required]);
    expect(await issues(phoneValue('TH', ''))).toEqual([formMessageIds.required]);
  });
  it('refuses a number its country does not have, and a fixed line', async () => {
    expect(await issues(phoneValue('TH', '0812'))).toEqual([formMessageIds.phoneInvalid]);
    // Bangkok landline: SMS codes could not reach it.
    expect(await issues(phoneValue('TH', '021234567'))).toEqual([formMessageIds.phoneInvalid]);
  });
  it('cannot be parsed synchronously, so no form skips the rule by accident', () => {
    expect(() => accountPhoneSchema.safeParse(phoneValue('TH', '0812345678'))).toThrow();
  });
});
