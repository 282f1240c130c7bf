import { describe, expect, it } from 'vitest';
import { formatDay } from './format';
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
