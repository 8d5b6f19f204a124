import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, test } from 'vitest';
import { ERRORS } from './errors.ts';
import {
  FIELD_MESSAGE_VALUES,
  FIELD_MESSAGES,
  isStrongPassword,
  nationalNumber,
  PASSWORD_CHECKS,
  phoneNumberSchema,
  phonePrefixSchema,
  verifyCodeSchema,
} from './fields.ts';

describe('field rules', () => {
  test.each([
    ['secret12', true],
    ['ab1', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['密码密码密码密码1', true],
    [`a1${'x'.repeat(30)}`, true],
    [`a1${'x'.repeat(31)}`, false],
    // Characters, not UTF-16 units: 31 emoji (62 units) and a digit are 32 characters.
    [`${'😀'.repeat(30)}a1`, true],
    [`${'😀'.repeat(31)}a1`, false],
    ['😀😀😀a1', false],
    // Digits of any script, letters of any script.
    ['รหัสผ่าน๒๐๒๖', true],
    ['ｐａｓｓ１２３４', true],
    // Not digits: a Roman numeral or a superscript; not letters: Thai tone marks alone.
    ['abcdefgⅫ', false],
    ['abcdefg²', false],
    ['่่่่่่่1', false],
    // Half an emoji is no character.
    ['abcdefg1\ud83d', false],
  ])('password %j strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  test('the checklist is the rule', () => {
    for (const password of ['abc', 'abcdefg1', 'ａｂｃｄｅｆｇ１', `${'😀'.repeat(33)}a1`, '12345678'])
      expect(PASSWORD_CHECKS.every((check) => check.test(password))).toBe(isStrongPassword(password));
  });

  test('dial codes and numbers', () => {
    expect(phonePrefixSchema.parse('+66')).toBe('66');
    expect(phonePrefixSchema.safeParse('0').success).toBe(false);
    expect(phoneNumberSchema.parse('081-234 5678')).toBe('0812345678');
    expect(phoneNumberSchema.safeParse('12ab').success).toBe(false);
    expect(phoneNumberSchema.safeParse('๐๘๑๒๓๔๕๖๗๘').success).toBe(false);
    expect(nationalNumber(' 081-234 5678')).toBe('812345678');
    // The trunk zero does not count: "0123" is three digits.
    expect(nationalNumber('0123')).toBeNull();
    expect(nationalNumber('1'.repeat(15))).toBeNull();
  });

  test('codes are six ASCII digits, surrounding spaces ignored', () => {
    expect(verifyCodeSchema.safeParse('123456').success).toBe(true);
    expect(verifyCodeSchema.parse(' 123456 ')).toBe('123456');
    expect(verifyCodeSchema.safeParse('12345').success).toBe(false);
    expect(verifyCodeSchema.safeParse('12345a').success).toBe(false);
    expect(verifyCodeSchema.safeParse('๑๒๓๔๕๖').success).toBe(false);
  });

  test('error codes and message ids are unique', () => {
    const entries = Object.values(ERRORS);
    expect(new Set(entries.map((e) => e.code)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.msg)).size).toBe(entries.length);
  });
});

/** en_US's messages by id (locales/en_US.json and locales/en_US/<namespace>.json). */
function englishMessages(): Record<string, string> {
  const root = join(import.meta.dirname, '..', '..', 'locales', 'en_US');
  const out: Record<string, string> = {};
  const flatten = (value: unknown, id: string) => {
    if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) flatten(inner, id ? `${id}.${key}` : key);
    else out[id] = String(value);
  };
  flatten(JSON.parse(readFileSync(`${root}.json`, 'utf8')), '');
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }))
    if (file.endsWith('.json'))
      flatten(JSON.parse(readFileSync(join(root, file), 'utf8')), file.slice(0, -5).split(/[\\/]/).join('.'));
  return out;
}

describe('the rules’ messages', () => {
  const messages = englishMessages();
  const argumentsOf = (message: string) =>
    parse(message)
      .filter((node) => node.type === TYPE.argument || node.type === TYPE.number)
      .map((node) => (node as { value: string }).value)
      .sort();

  test.each(Object.values(FIELD_MESSAGES))('%s exists, with the values the rules give it', (id) => {
    expect(messages[id], id).toBeDefined();
    expect(argumentsOf(messages[id] ?? '')).toEqual(Object.keys(FIELD_MESSAGE_VALUES[id] ?? {}).sort());
  });
});
