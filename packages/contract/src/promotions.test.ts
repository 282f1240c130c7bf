import { describe, expect, it } from 'vitest';
import { ALL_CALLS, BACKOFFICE_CALLS, OPS_CALLS, OPS_TEST_CALLS } from './index';
import { BONUS_CONSOLE_CALLS } from './bonus-console';
import { PROMOTION_CONSOLE_CALLS, promotionDraftSchema } from './promotion-console';
import { PROMOTION_CALLS, applyPromotion } from './promotions';
import { RED_ENVELOPE_CONSOLE_CALLS } from './red-envelopes';
import { REBATE_CONSOLE_CALLS, REBATE_OPS_TEST_CALLS } from './rebates';

const draft = (overrides: Record<string, unknown> = {}) => ({
  merchantCode: 'SHONALI',
  kind: 'JOIN_BONUS',
  category: 'WELCOME',
  titles: { en: 'Welcome', bn: 'স্বাগতম' },
  summaries: { en: 'A gift', bn: 'উপহার' },
  bodies: { en: '<p>Terms</p>', bn: '<p>শর্ত</p>' },
  startsAt: '2026-12-01T00:00:00Z',
  endsAt: '2026-12-31T00:00:00Z',
  segment: 'ALL_MEMBERS',
  frequency: 'ONCE',
  budgetMinor: 100_000,
  reward: { form: 'BONUS', amountMinor: 5_000, percentBps: 0, capMinor: 0, minDepositMinor: 0, wageringBase: 'BONUS', multiplierHundredths: 1_000, contributions: [], maxBetMinor: null, maxCashoutMinor: null, lifetimeDays: 7 },
  signInAmountsMinor: [],
  rafflePrizes: [],
  ...overrides,
});

describe('promotion calls', () => {
  it('are the player’s under /wps/promotions and the console’s under /bo/, clashing with no other call', () => {
    for (const call of PROMOTION_CALLS) {
      expect(call.path).toMatch(/^\/wps\/promotions/);
      expect(ALL_CALLS).toContain(call);
    }
    for (const call of PROMOTION_CONSOLE_CALLS) {
      expect(call.path).toMatch(/^\/bo\/promotion/);
      expect(call.auth).toBe(true);
    }
    const others = [...ALL_CALLS, ...BACKOFFICE_CALLS, ...OPS_CALLS, ...OPS_TEST_CALLS, ...BONUS_CONSOLE_CALLS, ...RED_ENVELOPE_CONSOLE_CALLS, ...REBATE_CONSOLE_CALLS, ...REBATE_OPS_TEST_CALLS];
    const keys = new Set(others.map((call) => `${call.method} ${call.path}`));
    for (const call of PROMOTION_CONSOLE_CALLS) expect(keys.has(`${call.method} ${call.path}`)).toBe(false);
  });

  it('takes a draft with both languages’ texts and refuses one with a text missing', () => {
    expect(promotionDraftSchema.safeParse(draft()).success).toBe(true);
    expect(promotionDraftSchema.safeParse(draft({ titles: { en: 'Welcome', bn: '  ' } })).success).toBe(false);
    expect(promotionDraftSchema.safeParse(draft({ budgetMinor: 0 })).success).toBe(false);
    expect(promotionDraftSchema.safeParse(draft({ signInAmountsMinor: [1, 2, 3, 4, 5, 6, 7, 8] })).success).toBe(false);
  });

  it('takes an application of a remark up to 140 characters and up to three images', () => {
    const image = { contentType: 'image/png', dataBase64: 'iVBORw0KGgo=' };
    const body = (remark: string, images: unknown[]) => applyPromotion.body.safeParse({ requestId: 'req-0001-abcd', remark, images });
    expect(body('x'.repeat(140), [image, image, image]).success).toBe(true);
    expect(body('x'.repeat(141), []).success).toBe(false);
    expect(body('ok', [image, image, image, image]).success).toBe(false);
    expect(body('ok', [{ contentType: 'image/gif', dataBase64: 'R0lGOD' }]).success).toBe(false);
  });
});
