import { describe, expect, it } from 'vitest';
import { formatChanceBps, formatCrashHundredths, formatHundredths, formatMultiplierUnits, parseHundredths } from './numbers';

describe('figures of the games', () => {
  it('shows the contract integers exactly', () => {
    expect(formatMultiplierUnits(19_800, 'en')).toBe('1.9800×');
    expect(formatCrashHundredths(250, 'en')).toBe('2.50×');
    expect(formatHundredths(4_999, 'en')).toBe('49.99');
    expect(formatChanceBps(4_950, 'en')).toBe('49.50%');
    expect(formatCrashHundredths(101, 'bn')).toBe('১.০১×');
  });

  it('reads typed hundredths on their digits', () => {
    expect(parseHundredths('49.5')).toBe(4_950);
    expect(parseHundredths('২.০০')).toBe(200);
    expect(parseHundredths('1.01x')).toBe(101);
    expect(parseHundredths('1.001')).toBeNull();
    expect(parseHundredths('abc')).toBeNull();
  });
});
