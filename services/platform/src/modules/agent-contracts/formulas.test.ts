import { describe, expect, it } from 'vitest';
import { contractAmountMinor } from '@croupier/domain';
import { settle, type ContractRule, type TeamFigures } from './formulas';

const rule = (overrides: Partial<ContractRule>): ContractRule => ({
  kind: 'SALARY',
  ratePpm: 3_500,
  minValidBetMinor: null,
  minProfitLossMinor: null,
  minActiveMembers: null,
  minBetAmountMinor: null,
  ...overrides,
});
const team = (overrides: Partial<TeamFigures>): TeamFigures => ({ validBetMinor: 0n, netLossMinor: 0n, activeMembers: 0, lowestBetMinor: 0n, ...overrides });

describe('the pay of a period, rounded down', () => {
  it('is floor(base × rate / 1,000,000) with the remainder kept in millionths of a minor unit', () => {
    expect(contractAmountMinor(123_456n, 3_500)).toEqual({ amountMinor: 432n, remainderMicroMinor: 96_000 });
    expect(contractAmountMinor(999_999n, 1)).toEqual({ amountMinor: 0n, remainderMicroMinor: 999_999 });
    expect(contractAmountMinor(1_000_000n, 1)).toEqual({ amountMinor: 1n, remainderMicroMinor: 0 });
    expect(contractAmountMinor(777n, 1_000_000)).toEqual({ amountMinor: 777n, remainderMicroMinor: 0 });
    expect(contractAmountMinor(0n, 500_000)).toEqual({ amountMinor: 0n, remainderMicroMinor: 0 });
    expect(contractAmountMinor(-5_000n, 500_000)).toEqual({ amountMinor: 0n, remainderMicroMinor: 0 });
  });

  it('stays exact past what a double holds', () => {
    const base = 9_007_199_254_740_991n; // 2^53 - 1
    expect(contractAmountMinor(base, 999_999)).toEqual({ amountMinor: 9_007_190_247_541_736n, remainderMicroMinor: 259_009 });
  });

  it('never pays more than the base times the rate, and never a unit less than that rounded down', () => {
    for (let trial = 0; trial < 2_000; trial += 1) {
      const base = BigInt(Math.floor(Math.random() * 1e12));
      const rate = 1 + Math.floor(Math.random() * 1_000_000);
      const { amountMinor, remainderMicroMinor } = contractAmountMinor(base, rate);
      expect(amountMinor * 1_000_000n + BigInt(remainderMicroMinor)).toBe(base * BigInt(rate));
      expect(remainderMicroMinor).toBeLessThan(1_000_000);
    }
  });
});

describe('salary kinds (daily, hourly, real-time)', () => {
  it('pay the rate of the team valid bet', () => {
    for (const kind of ['SALARY', 'HOURLY', 'REALTIME'] as const) {
      const outcome = settle(rule({ kind, ratePpm: 2_500 }), team({ validBetMinor: 1_234_567n, netLossMinor: -50_000n, activeMembers: 3, lowestBetMinor: 1_234_567n }));
      expect(outcome).toEqual({ baseMinor: 1_234_567n, checks: [], amountMinor: 3_086n, remainderMicroMinor: 417_500, nothingDue: null });
    }
  });

  it('pay nothing without play, and nothing when the rate leaves less than one minor unit', () => {
    expect(settle(rule({}), team({})).nothingDue).toBe('NO_BASE');
    const small = settle(rule({ ratePpm: 10 }), team({ validBetMinor: 99_999n }));
    expect(small).toMatchObject({ amountMinor: 0n, nothingDue: 'BELOW_ONE_UNIT', remainderMicroMinor: 999_990 });
  });

  it('check the period valid bet, the active members and the bet amount of every day or the hour', () => {
    const strict = rule({ minValidBetMinor: 100_000n, minActiveMembers: 2, minBetAmountMinor: 20_000n });
    const met = settle(strict, team({ validBetMinor: 100_000n, activeMembers: 2, lowestBetMinor: 20_000n }));
    expect(met.nothingDue).toBeNull();
    expect(met.amountMinor).toBe(350n);
    expect(met.checks).toEqual([
      { threshold: 'MIN_VALID_BET', required: 100_000, actual: 100_000, met: true },
      { threshold: 'MIN_ACTIVE_MEMBERS', required: 2, actual: 2, met: true },
      { threshold: 'MIN_BET_AMOUNT', required: 20_000, actual: 20_000, met: true },
    ]);
    const oneShort = [
      team({ validBetMinor: 99_999n, activeMembers: 2, lowestBetMinor: 20_000n }),
      team({ validBetMinor: 100_000n, activeMembers: 1, lowestBetMinor: 20_000n }),
      team({ validBetMinor: 500_000n, activeMembers: 9, lowestBetMinor: 19_999n }),
    ];
    for (const figures of oneShort) {
      const outcome = settle(strict, figures);
      expect(outcome).toMatchObject({ nothingDue: 'THRESHOLD_NOT_MET', amountMinor: 0n });
      expect(outcome.checks.filter((check) => !check.met)).toHaveLength(1);
      // the base is still recorded, so the record shows what would have been paid on
      expect(outcome.baseMinor).toBe(figures.validBetMinor);
    }
  });

  it('leave the profit-and-loss threshold to dividends, and the bet amount to daily and hourly salary', () => {
    const checks = settle(rule({ kind: 'REALTIME', minProfitLossMinor: 1n, minBetAmountMinor: 1n }), team({ validBetMinor: 10_000_000n })).checks;
    expect(checks).toEqual([]);
  });
});

describe('dividends', () => {
  const dividend = rule({ kind: 'DIVIDEND', ratePpm: 150_000 });

  it('pay the rate of what the team lost', () => {
    const outcome = settle(dividend, team({ validBetMinor: 900_000n, netLossMinor: 123_457n, activeMembers: 4 }));
    expect(outcome).toEqual({ baseMinor: 123_457n, checks: [], amountMinor: 18_518n, remainderMicroMinor: 550_000, nothingDue: null });
  });

  it('pay nothing when the team won or broke even, and carry nothing over', () => {
    expect(settle(dividend, team({ validBetMinor: 900_000n, netLossMinor: -1n })).nothingDue).toBe('NO_BASE');
    expect(settle(dividend, team({ validBetMinor: 900_000n, netLossMinor: 0n })).nothingDue).toBe('NO_BASE');
    expect(settle(dividend, team({ validBetMinor: 900_000n, netLossMinor: -500_000n })).baseMinor).toBe(0n);
  });

  it('check the period profit and loss, valid bet and active members', () => {
    const strict = rule({ kind: 'DIVIDEND', ratePpm: 100_000, minProfitLossMinor: 50_000n, minValidBetMinor: 10_000n, minActiveMembers: 3, minBetAmountMinor: 1n });
    const met = settle(strict, team({ validBetMinor: 10_000n, netLossMinor: 50_000n, activeMembers: 3 }));
    expect(met).toMatchObject({ amountMinor: 5_000n, nothingDue: null });
    expect(met.checks.map((check) => check.threshold)).toEqual(['MIN_VALID_BET', 'MIN_PROFIT_LOSS', 'MIN_ACTIVE_MEMBERS']);
    const failed = settle(strict, team({ validBetMinor: 10_000n, netLossMinor: 49_999n, activeMembers: 3 }));
    expect(failed.nothingDue).toBe('THRESHOLD_NOT_MET');
    expect(failed.checks.find((check) => !check.met)).toEqual({ threshold: 'MIN_PROFIT_LOSS', required: 50_000, actual: 49_999, met: false });
  });
});
