import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES, REBATE_RATE_PPM_MAX, REBATE_RATE_STEP_PPM, REBATE_SETTLE_MS, dayInZone, shiftDay, type GameType } from '@croupier/domain';
import { claimableUntilMs, claimWindowDays, dayAt, dayStartMs, dayWindow, isClaimableAt, payAtMs, wallMsAt } from './brand-days';
import { rebateFigures, validBetsByType, type GameStakeOfDay } from './compute';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const rateArb = fc.integer({ min: 0, max: REBATE_RATE_PPM_MAX / REBATE_RATE_STEP_PPM }).map((steps) => steps * REBATE_RATE_STEP_PPM);
const ratesArb = fc.record(Object.fromEntries(GAME_TYPES.map((type) => [type, rateArb])) as Record<GameType, fc.Arbitrary<number>>);
const amountArb = fc.bigInt({ min: 1n, max: 10n ** 13n });
const typeArb = fc.constantFrom(...GAME_TYPES);

describe('a day’s rebate', () => {
  it('rounds each type down to whole minor units, sums the types and cuts the sum to the cap', () => {
    fc.assert(
      fc.property(fc.dictionary(typeArb, amountArb), ratesArb, fc.bigInt({ min: 1n, max: 10n ** 12n }), (bets, rates, capMinor) => {
        const validBets = new Map(Object.entries(bets) as [GameType, bigint][]);
        const figures = rebateFigures(validBets, rates, capMinor);
        expect(figures.lines.map((line) => line.gameType)).toEqual(GAME_TYPES.filter((type) => validBets.has(type)));
        for (const line of figures.lines) {
          const exact = line.validBetMinor * BigInt(line.ratePpm);
          // floor: the rebate times a million is at most the exact product, and one more minor unit is past it
          expect(line.rebateMinor * 1_000_000n <= exact).toBe(true);
          expect((line.rebateMinor + 1n) * 1_000_000n > exact).toBe(true);
          expect(line.ratePpm).toBe(rates[line.gameType]);
        }
        const sum = figures.lines.reduce((total, line) => total + line.rebateMinor, 0n);
        expect(figures.rebateMinor).toBe(sum);
        expect(figures.validBetMinor).toBe([...validBets.values()].reduce((total, bet) => total + bet, 0n));
        expect(figures.amountMinor).toBe(sum < capMinor ? sum : capMinor);
        expect(figures.capped).toBe(sum > capMinor);
        expect(figures.amountMinor <= capMinor).toBe(true);
      }),
    );
  });

  it('pays the market’s examples', () => {
    const rates = { RNG: 4_000, PVP: 5_000, LIVE: 3_500 };
    const figures = rebateFigures(
      new Map<GameType, bigint>([
        ['RNG', 1_000_099n],
        ['PVP', 199n],
        ['LIVE', 2_000_000n],
      ]),
      rates,
      1_688_800n,
    );
    // 4,000.40 at 0.4% is 16.0016 (1,600 minor), 1.99 at 0.5% is 0.00995 (0), 20,000 at 0.35% is 70 (7,000)
    expect(figures.lines.map((line) => [line.gameType, line.rebateMinor])).toEqual([
      ['LIVE', 7_000n],
      ['RNG', 4_000n],
      ['PVP', 0n],
    ]);
    expect(figures.amountMinor).toBe(11_000n);
    const capped = rebateFigures(new Map<GameType, bigint>([['RNG', 10n ** 12n]]), rates, 1_688_800n);
    expect(capped).toMatchObject({ rebateMinor: 4_000_000_000n, amountMinor: 1_688_800n, capped: true });
  });

  it('earns nothing for a game type without a rate or a game the catalogue does not name', () => {
    const stakes: GameStakeOfDay[] = [
      { gameId: 'A', stakedMinor: 100_000n },
      { gameId: 'gone', stakedMinor: 500_000n },
    ];
    const validBets = validBetsByType(stakes, new Map<string, GameType>([['A', 'SPORTS']]));
    expect([...validBets]).toEqual([['SPORTS', 100_000n]]);
    expect(rebateFigures(validBets, {}, 1_000_000n)).toMatchObject({ validBetMinor: 100_000n, rebateMinor: 0n, amountMinor: 0n });
  });
});

/** A stake and what happened to it: given back (rolled back) or kept. */
interface Stake {
  gameId: string;
  amountMinor: bigint;
  rolledBack: boolean;
}

/** What the ledger's read answers for a day (stakesByGame): per game, stakes less stakes given back, games above zero only. */
function ledgerStakes(stakes: readonly Stake[]): GameStakeOfDay[] {
  const byGame = new Map<string, bigint>();
  for (const stake of stakes) {
    byGame.set(stake.gameId, (byGame.get(stake.gameId) ?? 0n) + stake.amountMinor);
    if (stake.rolledBack) byGame.set(stake.gameId, (byGame.get(stake.gameId) ?? 0n) - stake.amountMinor);
  }
  return [...byGame].filter(([, staked]) => staked > 0n).map(([gameId, stakedMinor]) => ({ gameId, stakedMinor }));
}

describe('rollbacks', () => {
  const games = ['g1', 'g2', 'g3', 'g4', 'g5'];
  const typeOfGame = new Map<string, GameType>([
    ['g1', 'RNG'],
    ['g2', 'RNG'],
    ['g3', 'LIVE'],
    ['g4', 'BGS'],
    ['g5', 'SPORTS'],
  ]);
  const stakeArb = fc.record({ gameId: fc.constantFrom(...games), amountMinor: fc.bigInt({ min: 1n, max: 10n ** 9n }), rolledBack: fc.boolean() });

  it('undo their stake’s rebate: a day with rolled-back stakes pays what the day without them pays', () => {
    fc.assert(
      fc.property(fc.array(stakeArb, { maxLength: 40 }), ratesArb, fc.bigInt({ min: 1n, max: 10n ** 10n }), (stakes, rates, capMinor) => {
        const withRollbacks = rebateFigures(validBetsByType(ledgerStakes(stakes), typeOfGame), rates, capMinor);
        const kept = stakes.filter((stake) => !stake.rolledBack);
        const withoutThem = rebateFigures(validBetsByType(ledgerStakes(kept), typeOfGame), rates, capMinor);
        expect(withRollbacks).toEqual(withoutThem);
      }),
    );
  });

  it('leave a day whose every stake came back with nothing to pay', () => {
    fc.assert(
      fc.property(fc.array(stakeArb, { minLength: 1, maxLength: 20 }), ratesArb, (stakes, rates) => {
        const allBack = stakes.map((stake) => ({ ...stake, rolledBack: true }));
        expect(rebateFigures(validBetsByType(ledgerStakes(allBack), typeOfGame), rates, 10n ** 10n)).toEqual({
          validBetMinor: 0n,
          rebateMinor: 0n,
          amountMinor: 0n,
          capped: false,
          lines: [],
        });
      }),
    );
  });
});

/** Zones whose clocks never jump across midnight: every instant lies in the window of its own local date. */
const ZONES = ['Asia/Dhaka', 'Asia/Kolkata', 'Asia/Kathmandu', 'UTC', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
/** Zones that have moved their clocks at midnight (Chile, Cuba, Paraguay...): days still tile time. */
const MIDNIGHT_ZONES = ['America/Santiago', 'America/Havana', 'America/Asuncion', 'Asia/Beirut'];
const instantArb = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2032, 0, 1) });

describe('a day in the brand’s zone', () => {
  it('holds exactly the instants of its local date', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), instantArb, (zone, instantMs) => {
        const day = dayAt(zone, instantMs);
        const window = dayWindow(zone, day);
        expect(window.fromMs <= instantMs && instantMs < window.toMs).toBe(true);
        expect(dayInZone(window.fromMs, zone)).toBe(day);
        expect(dayInZone(window.fromMs - 1, zone)).toBe(shiftDay(day, -1));
        expect(dayInZone(window.toMs - 1, zone)).toBe(day);
        expect(dayInZone(window.toMs, zone)).toBe(shiftDay(day, 1));
      }),
      { numRuns: 300 },
    );
  });

  it('tiles time: each day ends where the next begins, 23 to 25 hours long, in every zone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES, ...MIDNIGHT_ZONES), instantArb, (zone, instantMs) => {
        const day = dayAt(zone, instantMs);
        const today = dayWindow(zone, day);
        const tomorrow = dayWindow(zone, shiftDay(day, 1));
        expect(tomorrow.fromMs).toBe(today.toMs);
        expect(today.toMs - today.fromMs).toBeGreaterThanOrEqual(23 * HOUR);
        expect(today.toMs - today.fromMs).toBeLessThanOrEqual(25 * HOUR);
        expect(dayStartMs(zone, day)).toBe(today.fromMs);
      }),
      { numRuns: 300 },
    );
  });

  it('starts on Dhaka’s midnight, six hours before UTC’s, and a New York day of the clocks going back is 25 hours', () => {
    expect(new Date(dayStartMs('Asia/Dhaka', '2026-11-29')).toISOString()).toBe('2026-11-28T18:00:00.000Z');
    const fallBack = dayWindow('America/New_York', '2026-11-01');
    expect(fallBack.toMs - fallBack.fromMs).toBe(25 * HOUR);
    const springForward = dayWindow('America/New_York', '2026-03-08');
    expect(springForward.toMs - springForward.fromMs).toBe(23 * HOUR);
    // Santiago's clocks jumped from 00:00 to 01:00 on 2026-09-06: the day starts at 01:00 local
    expect(new Date(dayStartMs('America/Santiago', '2026-09-06')).toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('pays at the pay hour of the next day, once the day is final', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), instantArb, fc.integer({ min: 0, max: 23 }), (zone, instantMs, payHour) => {
        const day = dayAt(zone, instantMs);
        const payAt = payAtMs(zone, day, payHour);
        const end = dayWindow(zone, day).toMs;
        expect(payAt >= end + REBATE_SETTLE_MS).toBe(true);
        if (payHour > 0) {
          // the pay hour's wall clock, unless that hour does not exist that day (the clocks jumped past it)
          const wall = new Date(wallMsAt(zone, payAt));
          if (wall.getUTCHours() === payHour) expect(wall.toISOString().slice(0, 16)).toBe(`${shiftDay(day, 1)}T${String(payHour).padStart(2, '0')}:00`);
          else expect(payAt - end).toBeLessThan(payHour * HOUR + HOUR);
        } else {
          expect(payAt).toBe(end + REBATE_SETTLE_MS);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a finished day claimable from a minute after its end for seven days', () => {
    const zone = 'Asia/Dhaka';
    const day = '2026-11-20';
    const end = dayWindow(zone, day).toMs;
    expect(isClaimableAt(zone, day, end)).toBe(false);
    expect(isClaimableAt(zone, day, end + REBATE_SETTLE_MS - 1)).toBe(false);
    expect(isClaimableAt(zone, day, end + REBATE_SETTLE_MS)).toBe(true);
    expect(claimableUntilMs(zone, day)).toBe(end + 7 * DAY);
    expect(isClaimableAt(zone, day, end + 7 * DAY - 1)).toBe(true);
    expect(isClaimableAt(zone, day, end + 7 * DAY)).toBe(false);
    expect(claimWindowDays(zone, end + REBATE_SETTLE_MS)).toEqual(['2026-11-20', '2026-11-19', '2026-11-18', '2026-11-17', '2026-11-16', '2026-11-15', '2026-11-14']);
    expect(claimWindowDays(zone, end + 1)).toEqual(['2026-11-19', '2026-11-18', '2026-11-17', '2026-11-16', '2026-11-15', '2026-11-14']);
  });
});
