import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from './game-type';
import { DEFAULT_REBATE_RATES_PPM, REBATE_RATE_PPM_MAX, REBATE_RATE_STEP_PPM, rebateOfValidBet } from './rebates';

describe('rebate rates', () => {
  it('gives every game type a default within the console’s bounds and steps', () => {
    for (const type of GAME_TYPES) {
      const rate = DEFAULT_REBATE_RATES_PPM[type];
      expect(rate % REBATE_RATE_STEP_PPM).toBe(0);
      expect(rate).toBeGreaterThan(0);
      expect(rate).toBeLessThanOrEqual(REBATE_RATE_PPM_MAX);
    }
  });

  it('rounds a rebate down to whole minor units', () => {
    expect(rebateOfValidBet(100_000n, 4_000)).toBe(400n);
    expect(rebateOfValidBet(249n, 4_000)).toBe(0n);
    expect(rebateOfValidBet(250n, 4_000)).toBe(1n);
    expect(rebateOfValidBet(12_345n, 3_500)).toBe(43n);
    expect(rebateOfValidBet(0n, 4_000)).toBe(0n);
    expect(rebateOfValidBet(-5_000n, 4_000)).toBe(0n);
    expect(rebateOfValidBet(5_000n, 0)).toBe(0n);
  });
});
