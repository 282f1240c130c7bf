import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatDigits, formatTime } from './format';
import { formatMoney, minorUnitsToDecimal } from './money-format';
import { createI18n } from './setup';

const BDT = { code: 'BDT', symbol: '৳', scale: 2 };

describe('formatMoney', () => {
  it('uses Bengali digits and lakh grouping in bn, western in en', () => {
    expect(formatMoney(123456789, BDT, 'en')).toBe('৳1,234,567.89');
    expect(formatMoney(123456789, BDT, 'bn')).toBe('৳১২,৩৪,৫৬৭.৮৯');
  });
  it('keeps every digit of large amounts and shows the sign', () => {
    expect(formatMoney(900719925474099, BDT, 'en')).toBe('৳9,007,199,254,740.99');
    expect(formatMoney(-5, BDT, 'en')).toBe('-৳0.05');
    expect(formatMoney(42, { code: 'JPY', symbol: '¥', scale: 0 }, 'en')).toBe('¥42');
  });
});

describe('minorUnitsToDecimal', () => {
  it('keeps the currency scale unless told how many decimals', () => {
    expect(minorUnitsToDecimal(123456, 2)).toBe('1234.56');
    expect(minorUnitsToDecimal(5, 2)).toBe('0.05');
    expect(minorUnitsToDecimal(42, 0)).toBe('42');
  });
  it('pads a shorter scale and rounds a longer one half up', () => {
    expect(minorUnitsToDecimal(1234, 0, 2)).toBe('1234.00');
    expect(minorUnitsToDecimal(12345, 1, 2)).toBe('1234.50');
    expect(minorUnitsToDecimal(123455, 3, 2)).toBe('123.46');
    expect(minorUnitsToDecimal(123454, 3, 2)).toBe('123.45');
    expect(minorUnitsToDecimal(999995, 4, 2)).toBe('100.00');
    expect(minorUnitsToDecimal(-123455, 3, 2)).toBe('-123.46');
    expect(minorUnitsToDecimal(15, 1, 0)).toBe('2');
  });
});

describe('formatMoney with fixed decimals', () => {
  it('shows exactly the decimals asked for, with grouping', () => {
    expect(formatMoney(123456789, { code: 'JPY', symbol: '¥', scale: 0 }, 'en', 2)).toBe('¥123,456,789.00');
    expect(formatMoney(1234567891, { code: 'KWD', symbol: 'KD', scale: 3 }, 'en', 2)).toBe('KD1,234,567.89');
    expect(formatMoney(-5, BDT, 'en', 2)).toBe('-৳0.05');
  });
});

describe('createI18n', () => {
  it('answers in the chosen language and falls back to English', () => {
    expect(createI18n('bn').t('close')).toBe('বন্ধ করুন');
    expect(createI18n('en').t('close')).toBe('Close');
  });
});

describe('formatDay', () => {
  it('writes the calendar day it is given in either language, whatever the zone of the machine', () => {
    expect(formatDay('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatDay('2026-12-31', 'en')).toBe('Dec 31, 2026');
    expect(formatDay('2026-01-01', 'bn')).toMatch(/^১ জানু/);
  });
});

describe('formatDateTime and formatTime', () => {
  const afternoon = '2026-11-28T09:30:00Z'; // 15:30 in Dhaka
  const morning = '2026-11-28T02:05:00Z'; // 08:05 in Dhaka
  it('write Bengali times with Bengali digits and Bengali words for before and after noon, no AM or PM', () => {
    expect(formatTime(afternoon, 'bn', 'Asia/Dhaka')).toBe('৩:৩০ অপরাহ্ণ');
    expect(formatTime(morning, 'bn', 'Asia/Dhaka')).toBe('৮:০৫ পূর্বাহ্ণ');
    expect(formatTime(afternoon, 'bn', 'Asia/Dhaka', true)).toBe('৩:৩০:০০ অপরাহ্ণ');
    const both = formatDateTime(afternoon, 'bn', 'Asia/Dhaka');
    expect(both).toContain('২৮');
    expect(both).toContain('অপরাহ্ণ');
    expect(both).not.toMatch(/[A-Za-z0-9]/);
  });
  it('keep English times as English writes them', () => {
    expect(formatTime(afternoon, 'en', 'Asia/Dhaka')).toBe('3:30 PM');
    expect(formatDateTime(morning, 'en', 'Asia/Dhaka')).toBe('Nov 28, 2026, 8:05 AM');
  });
  it('count the hour in the zone asked for, not the machine', () => {
    expect(formatTime('2026-11-28T05:59:00Z', 'bn', 'Asia/Dhaka')).toBe('১১:৫৯ পূর্বাহ্ণ');
    expect(formatTime('2026-11-28T06:00:00Z', 'bn', 'Asia/Dhaka')).toBe('১২:০০ অপরাহ্ণ');
    expect(formatTime('2026-11-28T18:00:00Z', 'bn', 'Asia/Dhaka')).toBe('১২:০০ পূর্বাহ্ণ');
  });
});

describe('formatDigits', () => {
  it('writes ids and round numbers in Bengali digits, ungrouped, leaving other characters', () => {
    expect(formatDigits('1024', 'bn')).toBe('১০২৪');
    expect(formatDigits(1234567, 'bn')).toBe('১২৩৪৫৬৭');
    expect(formatDigits(12n, 'bn')).toBe('১২');
    expect(formatDigits('TRX-042', 'bn')).toBe('TRX-০৪২');
    expect(formatDigits('1024', 'en')).toBe('1024');
  });
  it('is what `{{value, digits}}` writes in a dictionary', () => {
    const i18n = createI18n('bn');
    i18n.addResource('bn', 'common', 'testDigits', 'টেলিগ্রাম {{number, digits}}');
    expect(i18n.t('testDigits', { number: 1 })).toBe('টেলিগ্রাম ১');
    expect(createI18n('en').t('shell:service.telegram', { number: 2 })).toBe('Telegram 2');
    expect(createI18n('bn').t('shell:service.telegram', { number: 2 })).toBe('টেলিগ্রাম ২');
  });
});

describe('numbers in sentences', () => {
  it('are written in the language digits wherever a sentence takes one, while names and codes stay as given', () => {
    const bn = createI18n('bn');
    bn.addResource('bn', 'common', 'testCount', '{{count}}টি গেম, {{name}}');
    expect(bn.t('testCount', { count: 12, name: 'rahim01' })).toBe('১২টি গেম, rahim01');
    const en = createI18n('en');
    en.addResource('en', 'common', 'testCount', '{{count}} games, {{name}}');
    expect(en.t('testCount', { count: 12, name: 'rahim01' })).toBe('12 games, rahim01');
  });
  it('still choose the plural by the number', () => {
    const en = createI18n('en');
    en.addResources('en', 'common', { testGames_one: '{{count}} game', testGames_other: '{{count}} games' });
    expect(en.t('testGames', { count: 1 })).toBe('1 game');
    expect(en.t('testGames', { count: 3 })).toBe('3 games');
  });
});
