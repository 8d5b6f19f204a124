import { trainingRequest } from '@sellwise/api/contract';
import { phoneSchema, phoneValue } from '@sellwise/design-system/forms';
import { describe, expect, it } from 'vitest';
import { addDays, marketZone, slotStart, todayIn } from './market-time';
import { calendarFile } from './training-ics';
import { toTrainingRequest } from './training-schema';

// Each field against the API: pages/visitor/field-rules.test.tsx.
describe('training rules and the contract', () => {
  it('send only phone numbers the contract accepts', () => {
    for (const [country, digits] of [
      ['TH', '812345678'],
      ['VN', '912345678'],
      ['ID', '81234567890'],
      ['MY', '123456789'],
    ] as const) {
      const phone = phoneValue(country, digits);
      expect(phoneSchema.safeParse(phone).success, `${country} ${digits}`).toBe(true);
      expect(trainingRequest.shape.phoneNumber.safeParse(phone.nationalNumber).success).toBe(true);
      expect(trainingRequest.shape.phonePrefix.safeParse(phone.dialCode).success).toBe(true);
    }
    // A Bangkok landline is a valid number but cannot get the day's SMS reminder: the form refuses it.
    expect(phoneSchema.safeParse(phoneValue('TH', '21234567')).success).toBe(false);
  });

  it('leaves empty optional texts out', () => {
    const request = toTrainingRequest({
      name: ' A ',
      email: 'a@example.com',
      phone: phoneValue('TH', '812345678'),
      country: 'TH',
      date: '2030-03-10',
      timeSlot: '09:00',
      marketplace: 'shopee',
      trainingLanguage: 'th',
      storeName: '  ',
      remark: ' note ',
    });
    expect(request).not.toHaveProperty('storeName');
    expect(request.remark).toBe('note');
    expect(request.name).toBe('A');
  });
});

describe('market time', () => {
  it('places a slot on the market clocks', () => {
    expect(slotStart('2030-03-10', '09:00', 'Asia/Bangkok').toISOString()).toBe('2030-03-10T02:00:00.000Z');
    expect(slotStart('2030-03-10', '19:00', marketZone('CN')).toISOString()).toBe('2030-03-10T11:00:00.000Z');
    // A zone with summer time, to show the offset is read at the slot, not today.
    expect(slotStart('2030-07-01', '09:00', 'Europe/Berlin').toISOString()).toBe('2030-07-01T07:00:00.000Z');
    expect(marketZone('XX')).toBe('Asia/Singapore');
  });

  it('knows the market day and counts days across months', () => {
    // 18:00 UTC is already the next day in Bangkok.
    expect(todayIn('Asia/Bangkok', Date.parse('2030-03-04T18:00:00Z'))).toBe('2030-03-05');
    expect(addDays('2030-12-20', 60)).toBe('2031-02-18');
  });
});

describe('calendar file', () => {
  it('is a valid event in UTC with escaped, folded text', () => {
    const file = calendarFile({
      uid: 'training-7@sellwise.com',
      start: new Date('2030-03-10T02:00:00Z'),
      minutes: 60,
      title: 'Sellwise training; online, free',
      description: `Line one\nLine two ${'x'.repeat(80)}`,
      stamp: new Date('2030-03-04T02:30:00Z'),
    });
    const lines = file.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20300310T020000Z');
    expect(lines).toContain('DTEND:20300310T030000Z');
    expect(lines).toContain('SUMMARY:Sellwise training\\; online\\, free');
    expect(file).toContain('DESCRIPTION:Line one\\nLine two');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
