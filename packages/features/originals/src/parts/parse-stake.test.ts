import { describe, expect, it } from 'vitest';
import { checkStake, parseStakeMinor } from './parse-stake';

describe('reading a typed stake', () => {
  it('reads major units on their digits at the currency scale, Bengali digits too', () => {
    expect(parseStakeMinor('1,234.5', 2)).toEqual({ ok: true, amountMinor: 123_450 });
    expect(parseStakeMinor('৫০.২৫', 2)).toEqual({ ok: true, amountMinor: 5_025 });
    expect(parseStakeMinor('7', 0)).toEqual({ ok: true, amountMinor: 7 });
  });

  it('names what is wrong', () => {
    expect(parseStakeMinor('', 2)).toEqual({ ok: false, problem: 'empty' });
    expect(parseStakeMinor('1e3', 2)).toEqual({ ok: false, problem: 'format' });
    expect(parseStakeMinor('1.234', 2)).toEqual({ ok: false, problem: 'step' });
    expect(parseStakeMinor('0.00', 2)).toEqual({ ok: false, problem: 'notPositive' });
  });

  it('holds the stake to the game limits', () => {
    const limits = { minBetMinor: 100, maxBetMinor: 1_000_000 };
    expect(checkStake('0.99', 2, limits)).toEqual({ ok: false, problem: 'belowMinimum' });
    expect(checkStake('10000.01', 2, limits)).toEqual({ ok: false, problem: 'aboveMaximum' });
    expect(checkStake('10000', 2, limits)).toEqual({ ok: true, amountMinor: 1_000_000 });
  });
});
