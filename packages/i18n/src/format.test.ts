import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';
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

describe('createI18n', () => {
  it('answers in the chosen language and falls back to English', () => {
    expect(createI18n('bn').t('close')).toBe('বন্ধ করুন');
    expect(createI18n('en').t('close')).toBe('Close');
  });
});
