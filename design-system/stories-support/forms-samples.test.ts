/** Plays find fields by `formLabel`: the label's own text from its start, whatever characters it holds. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultCaptchaFieldLabels } from '../src/forms/captcha-field/captcha-field';
import { defaultCodeFieldLabels } from '../src/forms/code-field/code-field';
import { defaultDatePickerLabels } from '../src/forms/date-picker/date-picker';
import { defaultPasswordFieldLabels } from '../src/forms/password-field/password-field';
import { defaultPhoneFieldLabels } from '../src/forms/phone-field/phone-field';
import { defaultTextareaLabels } from '../src/forms/textarea/textarea';
import { defaultTimeSlotPickerLabels } from '../src/forms/time-slot-picker/time-slot-picker';
import {
  captchaFieldLabels,
  codeFieldLabels,
  datePickerLabels,
  formLabel,
  formText,
  passwordFieldLabels,
  phoneFieldLabels,
  textareaLabels,
  timeSlotPickerLabels,
} from './forms-samples';
import type { SampleLang } from './sample-text';

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

describe('component label tables', () => {
  it("are the components' defaults in English, so the English images keep showing them", () => {
    expect(passwordFieldLabels.en_US).toBe(defaultPasswordFieldLabels);
    expect(codeFieldLabels.en_US).toBe(defaultCodeFieldLabels);
    expect(datePickerLabels.en_US).toBe(defaultDatePickerLabels);
    expect(phoneFieldLabels.en_US).toBe(defaultPhoneFieldLabels);
    expect(captchaFieldLabels.en_US).toBe(defaultCaptchaFieldLabels);
    expect(textareaLabels.en_US).toBe(defaultTextareaLabels);
    expect(timeSlotPickerLabels.en_US).toBe(defaultTimeSlotPickerLabels);
  });

  // English is left out: it is the components' defaults (the site says "Choose a date", the picker "Choose date").
  const others: SampleLang[] = ['in', 'th', 'vi', 'zh_CN', 'ms_MY'];
  const catalogue = (lang: SampleLang, page: string) =>
    JSON.parse(
      readFileSync(join(import.meta.dirname, '../../locales', lang, 'pages', `${page}.json`), 'utf8'),
    );
  /** An ICU message's `other` plural branch, with # as the count. */
  const pluralOther = (message: string, count: number) =>
    (/other \{([^}]*)\}/.exec(message)?.[1] ?? message).replace('#', String(count));

  it.each(others)('say what the site says in %s', (lang) => {
    const { fields } = catalogue(lang, 'visitor');
    const { form } = catalogue(lang, 'train');
    const pw = fields.password;
    expect(passwordFieldLabels[lang]).toEqual({
      show: pw.show,
      hide: pw.hide,
      capsLock: pw.capsLock,
      strength: pw.strength,
      levels: [pw.weak, pw.fair, pw.good, pw.strong],
      met: pw.met,
      notMet: pw.notMet,
    });
    const { resendIn, ...code } = codeFieldLabels[lang];
    expect(code).toEqual({
      send: fields.code.send,
      resend: fields.code.resend,
      sending: fields.code.sending,
    });
    expect(resendIn(42)).toBe(fields.code.resendIn.replace('{seconds}', '42'));
    const { country, search, suggested, allCountries, noResults } = fields.phone;
    expect(phoneFieldLabels[lang]).toEqual({ country, search, suggested, allCountries, noResults });
    expect(captchaFieldLabels[lang]).toEqual({
      image: fields.captcha.image,
      refresh: fields.captcha.refresh,
    });
    const { openCalendar, previousMonth, nextMonth } = form.date;
    expect(datePickerLabels[lang]).toEqual({
      ...defaultDatePickerLabels,
      openCalendar,
      previousMonth,
      nextMonth,
    });
    expect(textareaLabels[lang].charactersLeft(12)).toBe(pluralOther(form.remark.charactersLeft, 12));
  });

  it('translate the time slots\' "full" (the site has no such wording: its slots are "started")', () => {
    for (const lang of others)
      expect(timeSlotPickerLabels[lang].full).not.toBe(defaultTimeSlotPickerLabels.full);
  });
});
