import { describe, expect, test } from 'vitest';
import { ERRORS } from './errors.ts';
import { isStrongPassword, phoneNumberSchema, phonePrefixSchema, verifyCodeSchema } from './fields.ts';

describe('field rules', () => {
  test.each([
    ['secret12', true],
    ['ab1', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['密码密码密码密码1', true],
    [`a1${'x'.repeat(30)}`, true],
    [`a1${'x'.repeat(31)}`, false],
  ])('password %j strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  test('dial codes and numbers', () => {
    expect(phonePrefixSchema.parse('+66')).toBe('66');
    expect(phonePrefixSchema.safeParse('0').success).toBe(false);
    expect(phoneNumberSchema.parse('081-234 5678')).toBe('0812345678');
    expect(phoneNumberSchema.safeParse('12ab').success).toBe(false);
  });

  test('codes are six digits', () => {
    expect(verifyCodeSchema.safeParse('123456').success).toBe(true);
    expect(verifyCodeSchema.safeParse('12345').success).toBe(false);
    expect(verifyCodeSchema.safeParse('12345a').success).toBe(false);
  });

  test('error codes and message ids are unique', () => {
    const entries = Object.values(ERRORS);
    expect(new Set(entries.map((e) => e.code)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.msg)).size).toBe(entries.length);
  });
});
