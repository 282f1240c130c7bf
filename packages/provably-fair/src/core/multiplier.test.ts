import { describe, expect, it } from 'vitest';
import { payoutMinor } from './multiplier';

describe('payoutMinor', () => {
  it('multiplies and rounds down to a whole minor unit', () => {
    expect(payoutMinor(1_000, 19_800)).toBe(1_980);
    expect(payoutMinor(333, 19_803)).toBe(659); // 659.4399
    expect(payoutMinor(1, 19_800)).toBe(1); // 1.98
    expect(payoutMinor(0, 19_800)).toBe(0);
  });
  it('stays exact past 2^53 in the intermediate product', () => {
    expect(payoutMinor(2 ** 52, 15_000)).toBe(1.5 * 2 ** 52);
    expect(payoutMinor(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('refuses fractional stakes and payouts that are not safe integers', () => {
    expect(() => payoutMinor(1.5, 10_000)).toThrow(RangeError);
    expect(() => payoutMinor(-1, 10_000)).toThrow(RangeError);
    expect(() => payoutMinor(10, 1.5)).toThrow(RangeError);
    expect(() => payoutMinor(Number.MAX_SAFE_INTEGER, 20_000)).toThrow(RangeError);
  });
});
