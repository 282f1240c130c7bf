import { describe, expect, it } from 'vitest';
import { formatRate, ratePercentText, readRatePercent } from './rate';

describe('contract rates in percent', () => {
  it('shows millionths as the exact percent, up to four decimals', () => {
    expect(ratePercentText(3_500)).toBe('0.35');
    expect(ratePercentText(1)).toBe('0.0001');
    expect(ratePercentText(1_000_000)).toBe('100');
    expect(ratePercentText(12_345)).toBe('1.2345');
    expect(formatRate(3_500, 'en')).toBe('0.35%');
    expect(formatRate(12_345, 'bn')).toBe('১.২৩৪৫%');
  });

  it('reads a typed percent as millionths, Bengali digits and a percent sign included', () => {
    expect(readRatePercent('0.35')).toEqual({ ok: true, ratePpm: 3_500 });
    expect(readRatePercent('১.২৩৪৫%')).toEqual({ ok: true, ratePpm: 12_345 });
    expect(readRatePercent('100')).toEqual({ ok: true, ratePpm: 1_000_000 });
  });

  it('refuses what no contract can hold, and more than the agent holds itself', () => {
    expect(readRatePercent('')).toEqual({ ok: false, problem: 'empty' });
    expect(readRatePercent('0.00001')).toEqual({ ok: false, problem: 'step' });
    expect(readRatePercent('0')).toEqual({ ok: false, problem: 'notPositive' });
    expect(readRatePercent('100.0001')).toEqual({ ok: false, problem: 'tooLarge' });
    expect(readRatePercent('a')).toEqual({ ok: false, problem: 'format' });
    expect(readRatePercent('0.5', 3_500)).toEqual({ ok: false, problem: 'aboveOwn' });
    expect(readRatePercent('0.35', 3_500)).toEqual({ ok: true, ratePpm: 3_500 });
  });
});
