import { describe, expect, it } from 'vitest';
import { nodeOutcomeWords, TEST_CLIENT_SEED, TEST_SERVER_SEED } from '../../testing/node-reference';
import { diceQuote, diceRtp, diceWins, settleDice, type DiceBet } from './dice';

const seeds = { serverSeed: TEST_SERVER_SEED, clientSeed: TEST_CLIENT_SEED, nonce: 0 };
const under = (targetHundredths: number): DiceBet => ({ targetHundredths, direction: 'under' });
const over = (targetHundredths: number): DiceBet => ({ targetHundredths, direction: 'over' });

describe('dice rolls', () => {
  it('are the first accepted 32-bit word of the stream modulo 10,000', () => {
    for (const nonce of [0, 1, 2, 99]) {
      const [word] = nodeOutcomeWords(TEST_SERVER_SEED, TEST_CLIENT_SEED, nonce, 1) as [number];
      expect(settleDice({ ...seeds, nonce }, under(5_000), 100, 100).roll).toBe(word % 10_000);
    }
  });
  it('match vectors computed with Python: 43.91, 19.12, 68.55', () => {
    expect([0, 1, 2].map((nonce) => settleDice({ ...seeds, nonce }, under(5_000), 100, 100).roll)).toEqual([4_391, 1_912, 6_855]);
  });
});

describe('diceQuote', () => {
  it('pays (1 - edge) / chance, rounded down to 1/10,000', () => {
    expect(diceQuote(under(5_000), 100)).toEqual({ winChanceBps: 5_000, multiplierUnits: 19_800 });
    expect(diceQuote(over(5_000), 100)).toEqual({ winChanceBps: 4_999, multiplierUnits: 19_803 }); // 1.980396...
    expect(diceQuote(under(5_000), 0)).toEqual({ winChanceBps: 5_000, multiplierUnits: 20_000 });
    expect(diceQuote(under(5_000), 250)).toEqual({ winChanceBps: 5_000, multiplierUnits: 19_500 });
  });
  it('covers the extreme targets', () => {
    expect(diceQuote(under(1), 100)).toEqual({ winChanceBps: 1, multiplierUnits: 99_000_000 }); // 9,900x on 0.00 alone
    expect(diceQuote(over(9_998), 100)).toEqual({ winChanceBps: 1, multiplierUnits: 99_000_000 }); // 99.99 alone
    expect(diceQuote(under(9_899), 100).multiplierUnits).toBe(10_001);
  });
  it('refuses bets that can never win or cannot pay more than the stake', () => {
    expect(() => diceQuote(under(0), 100)).toThrow(RangeError);
    expect(() => diceQuote(over(9_999), 100)).toThrow(RangeError);
    expect(() => diceQuote(under(9_901), 100)).toThrow(RangeError); // 0.9998x
    expect(() => diceQuote(under(9_900), 100)).toThrow(RangeError); // exactly 1x
  });
  it('refuses targets and edges out of range', () => {
    expect(() => diceQuote(under(10_000), 100)).toThrow(RangeError);
    expect(() => diceQuote(under(50.5), 100)).toThrow(RangeError);
    expect(() => diceQuote(under(5_000), -1)).toThrow(RangeError);
    expect(() => diceQuote(under(5_000), 1.5)).toThrow(RangeError);
    expect(() => diceQuote(under(5_000), 5_001)).toThrow(RangeError);
  });
});

describe('diceWins', () => {
  it('is strict on both sides of the target', () => {
    expect(diceWins(4_999, under(5_000))).toBe(true);
    expect(diceWins(5_000, under(5_000))).toBe(false);
    expect(diceWins(5_000, over(5_000))).toBe(false);
    expect(diceWins(5_001, over(5_000))).toBe(true);
    expect(diceWins(0, under(1))).toBe(true);
    expect(diceWins(9_999, over(9_998))).toBe(true);
  });
});

describe('settleDice', () => {
  it('pays the stake times the multiplier, rounded down, or nothing', () => {
    // Nonce 1 rolls 19.12: under 20.00 wins at 4.95x, over 20.00 loses.
    expect(settleDice({ ...seeds, nonce: 1 }, under(2_000), 333, 100)).toEqual({ roll: 1_912, won: true, multiplierUnits: 49_500, payoutMinor: 1_648 });
    expect(settleDice({ ...seeds, nonce: 1 }, over(2_000), 333, 100)).toEqual({ roll: 1_912, won: false, multiplierUnits: 12_376, payoutMinor: 0 });
  });
});

describe('diceRtp', () => {
  it('is 1 - edge where the multiplier is exact, and a little below where it was rounded down', () => {
    expect(diceRtp(under(5_000), 100)).toBeCloseTo(0.99, 12);
    expect(diceRtp(over(5_000), 100)).toBeCloseTo((4_999 / 10_000) * 1.9803, 12);
    expect(diceRtp(over(5_000), 100)).toBeLessThan(0.99);
    expect(diceRtp(under(3_333), 100)).toBeGreaterThan(0.99 - 1e-4);
  });
});
