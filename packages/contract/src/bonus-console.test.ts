import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from '@croupier/domain';
import { ALL_CALLS, BACKOFFICE_CALLS, OPS_CALLS, OPS_TEST_CALLS } from './index';
import { BONUS_CONSOLE_CALLS, boDecideBonusCredit, boGetBonusReport, bonusCreditInputSchema } from './bonus-console';
import { RED_ENVELOPE_CALLS, RED_ENVELOPE_CONSOLE_CALLS } from './red-envelopes';
import { REBATE_CALLS, REBATE_CONSOLE_CALLS, REBATE_OPS_TEST_CALLS } from './rebates';

const everyType = (percent = 100) => GAME_TYPES.map((gameType) => ({ gameType, percent }));
const credit = (overrides: Record<string, unknown> = {}) => ({
  merchantCode: 'SHONALI',
  memberId: '42',
  requestId: 'req-0001-abcd',
  titleEn: 'Welcome back',
  titleBn: 'আবার স্বাগতম',
  amountMinor: 10_000,
  wageringBase: 'BONUS',
  depositMinor: 0,
  multiplierHundredths: 2_000,
  contributions: everyType(),
  maxBetMinor: null,
  maxCashoutMinor: null,
  lifetimeDays: 7,
  reason: 'Goodwill after a delayed payout',
  ...overrides,
});

describe('bonus console calls', () => {
  it('sit under /bo/bonuses/ and clash with no other call', () => {
    for (const call of BONUS_CONSOLE_CALLS) {
      expect(call.path).toMatch(/^\/bo\/bonuses\//);
      expect(call.auth).toBe(true);
    }
    const others = [...ALL_CALLS, ...BACKOFFICE_CALLS, ...OPS_CALLS, ...OPS_TEST_CALLS, ...RED_ENVELOPE_CALLS, ...RED_ENVELOPE_CONSOLE_CALLS, ...REBATE_CALLS, ...REBATE_CONSOLE_CALLS, ...REBATE_OPS_TEST_CALLS];
    const keys = new Set(others.map((call) => `${call.method} ${call.path}`));
    const names = new Set(others.map((call) => call.name));
    for (const call of BONUS_CONSOLE_CALLS) {
      expect(keys.has(`${call.method} ${call.path}`)).toBe(false);
      expect(names.has(call.name)).toBe(false);
    }
  });

  it('takes a credit with every game type once, a deposit only for a deposit base, and a cap not below the bonus', () => {
    expect(bonusCreditInputSchema.safeParse(credit()).success).toBe(true);
    expect(bonusCreditInputSchema.safeParse(credit({ wageringBase: 'BONUS_AND_DEPOSIT', depositMinor: 50_000 })).success).toBe(true);
    expect(bonusCreditInputSchema.safeParse(credit({ wageringBase: 'BONUS_AND_DEPOSIT' })).success).toBe(false);
    expect(bonusCreditInputSchema.safeParse(credit({ depositMinor: 50_000 })).success).toBe(false);
    expect(bonusCreditInputSchema.safeParse(credit({ contributions: everyType().slice(1) })).success).toBe(false);
    expect(bonusCreditInputSchema.safeParse(credit({ contributions: everyType(0) })).success).toBe(false);
    expect(bonusCreditInputSchema.safeParse(credit({ contributions: everyType(101) })).success).toBe(false);
    expect(bonusCreditInputSchema.safeParse(credit({ maxCashoutMinor: 9_999 })).success).toBe(false);
    expect(bonusCreditInputSchema.safeParse(credit({ maxCashoutMinor: 10_000, maxBetMinor: 500 })).success).toBe(true);
    expect(bonusCreditInputSchema.safeParse(credit({ multiplierHundredths: 99 })).success).toBe(false);
    expect(bonusCreditInputSchema.safeParse(credit({ lifetimeDays: 0 })).success).toBe(false);
    expect(bonusCreditInputSchema.safeParse(credit({ reason: '  ' })).success).toBe(false);
    expect(bonusCreditInputSchema.safeParse(credit({ amountMinor: 1.5 })).success).toBe(false);
    expect(bonusCreditInputSchema.safeParse(credit({ requestId: 'short' })).success).toBe(false);
  });

  it('needs a reason to reject a credit, not to approve one', () => {
    expect(boDecideBonusCredit.body.safeParse({ decision: 'APPROVE' }).success).toBe(true);
    expect(boDecideBonusCredit.body.safeParse({ decision: 'REJECT' }).success).toBe(false);
    expect(boDecideBonusCredit.body.safeParse({ decision: 'REJECT', reason: 'Not agreed with the player' }).success).toBe(true);
  });

  it('reports a forward range of at most 92 days', () => {
    expect(boGetBonusReport.query.safeParse({ merchantCode: 'SHONALI', from: '2026-11-01', to: '2026-11-29' }).success).toBe(true);
    expect(boGetBonusReport.query.safeParse({ merchantCode: 'SHONALI', from: '2026-11-29', to: '2026-11-01' }).success).toBe(false);
    expect(boGetBonusReport.query.safeParse({ merchantCode: 'SHONALI', from: '2026-01-01', to: '2026-11-29' }).success).toBe(false);
  });
});
