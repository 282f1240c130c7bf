import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanBodyHtml } from './body-html';
import { depositBonusOf } from './pay';
import { isoWeekOf, periodKeyOf, streakBefore } from './periods';
import { prizeIndexOf, raffleDrawHex } from './raffle';

describe('promotion periods', () => {
  it('names ISO weeks as the calendar does, the Thursday deciding the year', () => {
    expect(isoWeekOf('2026-11-29')).toBe('2026-W48'); // a Sunday
    expect(isoWeekOf('2026-11-30')).toBe('2026-W49'); // the Monday after
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53'); // a Friday of 2026's last week
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
  });

  it('reads the day and the week in the brand’s time zone', () => {
    // 2026-11-29 20:00 UTC is already 30 November in Dhaka (UTC+6)
    const instant = Date.parse('2026-11-29T20:00:00Z');
    expect(periodKeyOf('DAILY', 'Asia/Dhaka', instant)).toBe('2026-11-30');
    expect(periodKeyOf('WEEKLY', 'Asia/Dhaka', instant)).toBe('2026-W49');
    expect(periodKeyOf('DAILY', 'UTC', instant)).toBe('2026-11-29');
    expect(periodKeyOf('ONCE', 'Asia/Dhaka', instant)).toBe('once');
  });

  it('counts a sign-in streak up to yesterday, today aside', () => {
    expect(streakBefore('2026-11-29', [])).toBe(0);
    expect(streakBefore('2026-11-29', ['2026-11-28', '2026-11-27', '2026-11-25'])).toBe(2);
    expect(streakBefore('2026-11-29', ['2026-11-29', '2026-11-28'])).toBe(1);
    expect(streakBefore('2026-11-29', ['2026-11-27'])).toBe(0);
  });
});

describe('deposit bonus amounts', () => {
  const promotion = (percentBps: number, capMinor: number, minDepositMinor: number) =>
    ({ reward: { percentBps, capMinor, minDepositMinor } }) as Parameters<typeof depositBonusOf>[0];

  it('is the percent of the deposit up to the cap, nothing under the minimum', () => {
    expect(depositBonusOf(promotion(10_000, 500_000, 20_000), 19_999n)).toBe(0n);
    expect(depositBonusOf(promotion(10_000, 500_000, 20_000), 20_000n)).toBe(20_000n);
    expect(depositBonusOf(promotion(5_000, 200_000, 0), 1_000_001n)).toBe(200_000n);
    expect(depositBonusOf(promotion(3_333, 1_000_000, 0), 100n)).toBe(33n);
  });

  it('never passes the cap nor the percent, whatever the deposit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 1, max: 10_000_000 }), fc.bigInt({ min: 0n, max: 10n ** 12n }), (bps, cap, deposit) => {
        const amount = depositBonusOf(promotion(bps, cap, 0), deposit);
        return amount <= BigInt(cap) && amount * 10_000n <= deposit * BigInt(bps) && amount >= 0n;
      }),
    );
  });
});

describe('raffle draws', () => {
  const prizes = [
    { amountMinor: 0, weight: 50 },
    { amountMinor: 1_000, weight: 30 },
    { amountMinor: 5_000, weight: 15 },
    { amountMinor: 50_000, weight: 5 },
  ];
  const seed = 'ab'.repeat(32);

  it('is the same draw for the same seed, member and period, and another for another period', () => {
    expect(raffleDrawHex(seed, '42', '2026-11-29')).toBe(raffleDrawHex(seed, '42', '2026-11-29'));
    expect(raffleDrawHex(seed, '42', '2026-11-30')).not.toBe(raffleDrawHex(seed, '42', '2026-11-29'));
  });

  it('picks prizes in proportion to their weights', () => {
    const counts = [0, 0, 0, 0];
    for (let member = 0; member < 20_000; member += 1) counts[prizeIndexOf(raffleDrawHex(seed, String(member), 'once'), prizes)]! += 1;
    const shares = counts.map((count) => (count / 20_000) * 100);
    for (const [index, expected] of [50, 30, 15, 5].entries()) expect(Math.abs(shares[index]! - expected)).toBeLessThan(1.5);
  });

  it('reaches the first prize at the lowest draw and the last at the highest', () => {
    expect(prizeIndexOf('0'.repeat(64), prizes)).toBe(0);
    expect(prizeIndexOf('f'.repeat(64), prizes)).toBe(3);
  });
});

describe('promotion pages', () => {
  it('keep their markup and lose scripts, handlers, styles, frames and script links', () => {
    const dirty =
      '<h3 style="color:red">Terms</h3><p onclick="x()">Play <a href="javascript:alert(1)">now</a> <a href="https://example.com/t">rules</a></p>' +
      '<script>alert(1)</script><iframe src="https://evil.example"></iframe><img src="data:image/png;base64,AAAA" onerror="x()"><img src="https://cdn.example/a.png" alt="a">';
    expect(cleanBodyHtml(dirty)).toBe(
      '<h3>Terms</h3><p>Play <a rel="noopener noreferrer" target="_blank">now</a> <a href="https://example.com/t" rel="noopener noreferrer" target="_blank">rules</a></p><img /><img src="https://cdn.example/a.png" alt="a" />',
    );
  });
});
