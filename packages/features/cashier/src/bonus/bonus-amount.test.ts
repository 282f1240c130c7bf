import { describe, expect, it } from 'vitest';
import { depositBonusPreview } from './bonus-amount';

const hundredPercent = { percentBps: 10_000, capMinor: 1_000_000, minDepositMinor: 50_000 };

describe('a deposit bonus for an amount', () => {
  it('is the percent of the amount, rounded down to the minor unit', () => {
    expect(depositBonusPreview(100_000, hundredPercent)).toEqual({ kind: 'bonus', bonusMinor: 100_000, capped: false });
    expect(depositBonusPreview(100_001, { ...hundredPercent, percentBps: 2_550 })).toEqual({ kind: 'bonus', bonusMinor: 25_500, capped: false });
  });

  it('stops at the cap', () => {
    expect(depositBonusPreview(5_000_000, hundredPercent)).toEqual({ kind: 'bonus', bonusMinor: 1_000_000, capped: true });
  });

  it('is nothing under the minimum deposit, and the minimum itself qualifies', () => {
    expect(depositBonusPreview(49_999, hundredPercent)).toEqual({ kind: 'belowMinimum' });
    expect(depositBonusPreview(50_000, hundredPercent)).toEqual({ kind: 'bonus', bonusMinor: 50_000, capped: false });
  });

  it('does not lose precision on amounts whose product passes a safe integer', () => {
    expect(depositBonusPreview(9_000_000_000_000, { percentBps: 10_000, capMinor: Number.MAX_SAFE_INTEGER, minDepositMinor: 0 })).toEqual({ kind: 'bonus', bonusMinor: 9_000_000_000_000, capped: false });
  });
});
