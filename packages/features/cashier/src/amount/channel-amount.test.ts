import { describe, expect, it } from 'vitest';
import { channelSpentToday, checkChannelAmount, checkWithdrawAmount } from './channel-amount';

// ৳200.00 to ৳25,000.00 a deposit, ৳30,000.00 left today.
const limits = { minMinor: 20_000, maxMinor: 2_500_000, remainingTodayMinor: 3_000_000 };

describe('checkChannelAmount', () => {
  it('reads major units into minor units at the currency scale', () => {
    expect(checkChannelAmount('200', 2, limits)).toEqual({ ok: true, amountMinor: 20_000 });
    expect(checkChannelAmount('1,250.5', 2, limits)).toEqual({ ok: true, amountMinor: 125_050 });
    expect(checkChannelAmount('২৫,০০০.০০', 2, limits)).toEqual({ ok: true, amountMinor: 2_500_000 });
    expect(checkChannelAmount('250', 0, { minMinor: 200, maxMinor: 25_000, remainingTodayMinor: 25_000 })).toEqual({ ok: true, amountMinor: 250 });
  });

  it('names a malformed amount before comparing it', () => {
    expect(checkChannelAmount('', 2, limits)).toEqual({ ok: false, problem: 'empty' });
    expect(checkChannelAmount('12abc', 2, limits)).toEqual({ ok: false, problem: 'format' });
    expect(checkChannelAmount('500.001', 2, limits)).toEqual({ ok: false, problem: 'step' });
    expect(checkChannelAmount('0', 2, limits)).toEqual({ ok: false, problem: 'notPositive' });
  });

  it('keeps to the channel: its minimum, its maximum, then what is left today', () => {
    expect(checkChannelAmount('199.99', 2, limits)).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkChannelAmount('25000.01', 2, limits)).toEqual({ ok: false, problem: 'aboveMax' });
    expect(checkChannelAmount('99999999999999999', 2, limits)).toEqual({ ok: false, problem: 'aboveMax' });
    const late = { ...limits, remainingTodayMinor: 50_000 };
    expect(checkChannelAmount('500', 2, late)).toEqual({ ok: true, amountMinor: 50_000 });
    expect(checkChannelAmount('500.01', 2, late)).toEqual({ ok: false, problem: 'overToday' });
    // Below the minimum is said first, even when the day's room is smaller still.
    expect(checkChannelAmount('100', 2, { ...limits, remainingTodayMinor: 0 })).toEqual({ ok: false, problem: 'belowMin' });
  });
});

describe('checkWithdrawAmount', () => {
  it('keeps to the channel first, then to what the main wallet holds', () => {
    expect(checkWithdrawAmount('500', 2, limits, 50_000)).toEqual({ ok: true, amountMinor: 50_000 });
    expect(checkWithdrawAmount('500.01', 2, limits, 50_000)).toEqual({ ok: false, problem: 'overBalance' });
    // The channel's minimum is said before the balance, as the server says it.
    expect(checkWithdrawAmount('100', 2, limits, 0)).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkWithdrawAmount('৫০০', 2, { ...limits, remainingTodayMinor: 40_000 }, 1_000_000)).toEqual({ ok: false, problem: 'overToday' });
    expect(checkWithdrawAmount('abc', 2, limits, 1_000_000)).toEqual({ ok: false, problem: 'format' });
  });
});

describe('channelSpentToday', () => {
  it('is true once the smallest deposit no longer fits in the day', () => {
    expect(channelSpentToday(limits)).toBe(false);
    expect(channelSpentToday({ ...limits, remainingTodayMinor: 20_000 })).toBe(false);
    expect(channelSpentToday({ ...limits, remainingTodayMinor: 19_999 })).toBe(true);
    expect(channelSpentToday({ ...limits, remainingTodayMinor: 0 })).toBe(true);
  });
});
