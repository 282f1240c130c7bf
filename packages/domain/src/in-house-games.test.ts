import { describe, expect, it } from 'vitest';
import { CRASH_MAX_MULTIPLIER_HUNDREDTHS, CRASH_MULTIPLIER_SCALE, crashMultiplierAt } from './in-house-games';

describe('the Crash curve', () => {
  it('starts at 1.00x and grows in whole hundredths', () => {
    expect(crashMultiplierAt(0)).toBe(CRASH_MULTIPLIER_SCALE);
    expect(crashMultiplierAt(-5)).toBe(CRASH_MULTIPLIER_SCALE);
    // 2.00x is reached after about 11.6 s, and not a millisecond before
    expect(crashMultiplierAt(11_552)).toBe(199);
    expect(crashMultiplierAt(11_553)).toBe(200);
  });

  it('stops at 1,000,000x', () => {
    expect(crashMultiplierAt(10_000_000)).toBe(CRASH_MAX_MULTIPLIER_HUNDREDTHS);
  });
});
