import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from '@croupier/domain';
import { ALL_CALLS, BACKOFFICE_CALLS, OPS_CALLS, OPS_TEST_CALLS } from './index';
import { REBATE_CALLS, REBATE_CONSOLE_CALLS, REBATE_OPS_TEST_CALLS, boGetRebateReport, claimRebate, rebateSettingsInputSchema } from './rebates';

const everyRate = (ratePpm = 4_000) => GAME_TYPES.map((gameType) => ({ gameType, ratePpm }));

describe('rebate calls', () => {
  it('keep to their areas and clash with no other call', () => {
    for (const call of REBATE_CALLS) expect(call.path).toMatch(/^\/wps\/rebates\//);
    for (const call of REBATE_CONSOLE_CALLS) expect(call.path).toMatch(/^\/bo\/rebates\//);
    for (const call of REBATE_OPS_TEST_CALLS) expect(call.path).toMatch(/^\/ops\//);
    const mine = [...REBATE_CALLS, ...REBATE_CONSOLE_CALLS, ...REBATE_OPS_TEST_CALLS];
    // the member's calls are among the player's calls too (ALL_CALLS), so they count against the rest
    const mineSet = new Set<unknown>(mine);
    const others = [...ALL_CALLS, ...BACKOFFICE_CALLS, ...OPS_CALLS, ...OPS_TEST_CALLS].filter((call) => !mineSet.has(call));
    const keys = new Set(others.map((call) => `${call.method} ${call.path}`));
    const names = new Set(others.map((call) => call.name));
    for (const call of mine) {
      expect(keys.has(`${call.method} ${call.path}`)).toBe(false);
      expect(names.has(call.name)).toBe(false);
    }
    expect(new Set(mine.map((call) => call.name)).size).toBe(mine.length);
  });

  it('claims a calendar day', () => {
    expect(claimRebate.body.safeParse({ day: '2026-11-28' }).success).toBe(true);
    expect(claimRebate.body.safeParse({ day: '2026-02-30' }).success).toBe(false);
    expect(claimRebate.body.safeParse({ day: '28/11/2026' }).success).toBe(false);
    expect(claimRebate.body.safeParse({}).success).toBe(false);
  });

  it('takes rates of two decimals as a percent, each game type once, a cap and an hour', () => {
    const good = { merchantCode: 'SHONALI', rates: everyRate(), dailyCapMinor: 1_688_800, payHour: 12 };
    expect(rebateSettingsInputSchema.safeParse(good).success).toBe(true);
    expect(rebateSettingsInputSchema.safeParse({ ...good, rates: everyRate(0) }).success).toBe(true);
    expect(rebateSettingsInputSchema.safeParse({ ...good, rates: everyRate(4_050) }).success).toBe(false);
    expect(rebateSettingsInputSchema.safeParse({ ...good, rates: everyRate(50_100) }).success).toBe(false);
    expect(rebateSettingsInputSchema.safeParse({ ...good, rates: everyRate(-100) }).success).toBe(false);
    expect(rebateSettingsInputSchema.safeParse({ ...good, rates: everyRate().slice(1) }).success).toBe(false);
    const twice = everyRate();
    twice[1] = { gameType: 'LIVE', ratePpm: 3_500 };
    expect(rebateSettingsInputSchema.safeParse({ ...good, rates: twice }).success).toBe(false);
    expect(rebateSettingsInputSchema.safeParse({ ...good, dailyCapMinor: 0 }).success).toBe(false);
    expect(rebateSettingsInputSchema.safeParse({ ...good, payHour: 24 }).success).toBe(false);
    expect(rebateSettingsInputSchema.safeParse({ ...good, payHour: 11.5 }).success).toBe(false);
  });

  it('reports a forward range of at most 31 days', () => {
    const query = (from: string, to: string) => boGetRebateReport.query.safeParse({ merchantCode: 'SHONALI', from, to }).success;
    expect(query('2026-11-01', '2026-11-28')).toBe(true);
    expect(query('2026-11-01', '2026-12-01')).toBe(true);
    expect(query('2026-11-01', '2026-12-02')).toBe(false);
    expect(query('2026-11-28', '2026-11-01')).toBe(false);
  });
});
