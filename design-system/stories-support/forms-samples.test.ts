/** Plays find fields by `formLabel`: the label's own text from its start, whatever characters it holds. */
import { describe, expect, it } from 'vitest';
import { formLabel, formText } from './forms-samples';

const th = { globals: { locale: 'th' } };
const zh = { globals: { locale: 'zh_CN' } };

describe('formLabel', () => {
  it('matches the label with or without the required marker, in the story language', () => {
    expect(formLabel('password', th).test(`${formText('password', th)}*`)).toBe(true);
    expect(formLabel('password', th).test(formText('password', th))).toBe(true);
    expect(formLabel('password', th).test('Password')).toBe(false);
  });

  it('matches from the start only', () => {
    expect(formLabel('password', {}).test('Password*')).toBe(true);
    expect(formLabel('password', {}).test('Show Password')).toBe(false);
  });

  it('takes regex characters in the text literally', () => {
    // Parentheses in English, 《》 and （） in Chinese.
    expect(formLabel('timeSlot', {}).test('Time (Bangkok time)*')).toBe(true);
    expect(formLabel('timeSlot', {}).test('Time Bangkok time')).toBe(false);
    expect(formLabel('timeSlot', zh).test(`${formText('timeSlot', zh)}*`)).toBe(true);
    expect(formLabel('phoneFormatLabel', {}).test('Phone (+66, digits only, no spaces or dashes)')).toBe(
      true,
    );
    expect(formLabel('phoneFormatLabel', {}).test('Phone (66, digits only, no spaces or dashes)')).toBe(
      false,
    );
  });
});
