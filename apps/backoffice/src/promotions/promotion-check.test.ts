import { describe, expect, it } from 'vitest';
import { checkForm, percentBpsOf, type CheckContext } from './promotion-check';
import { freshForm, type PromotionForm } from './promotion-form';

const CONTEXT: CheckContext = { merchantCode: 'SHONALI', scale: 2, timeZone: 'Asia/Dhaka', nowMs: Date.parse('2026-11-29T00:00:00Z') };

function completeForm(change: Partial<PromotionForm> = {}): PromotionForm {
  const texts = { title: 'Title', summary: 'Summary', body: '<p>Body</p>' };
  return { ...freshForm(CONTEXT.nowMs, CONTEXT.timeZone), budget: '1000', cap: '100', minDeposit: '10', texts: { en: texts, bn: texts }, ...change };
}

describe('the builder’s checks', () => {
  it('reads percents as basis points without a float', () => {
    expect(percentBpsOf('100')).toBe(10_000);
    expect(percentBpsOf('12.5')).toBe(1_250);
    expect(percentBpsOf(' 0.05 % ')).toBe(5);
    expect(percentBpsOf('12.555')).toBeNull();
    expect(percentBpsOf('ten')).toBeNull();
  });

  it('sends a complete deposit bonus, and only the chosen kind’s fields', () => {
    const { problems, draft } = checkForm(completeForm({ signInDays: ['x'], prizes: [{ amount: 'y', weight: '0' }] }), CONTEXT);
    expect(problems).toEqual({});
    expect(draft?.reward).toMatchObject({ form: 'BONUS', percentBps: 10_000, capMinor: 10_000, minDepositMinor: 1_000 });
    expect(draft?.signInAmountsMinor).toEqual([]);
    expect(draft?.rafflePrizes).toEqual([]);
  });

  it('sends a cash join bonus without wagering terms', () => {
    const { draft } = checkForm(completeForm({ kind: 'JOIN_BONUS', rewardForm: 'CASH', amount: '25', multiplier: 'nonsense' }), CONTEXT);
    expect(draft?.reward).toEqual({ form: 'CASH', amountMinor: 2_500, percentBps: 0, capMinor: 0, minDepositMinor: 0, wageringBase: 'BONUS', multiplierHundredths: 0, contributions: [], maxBetMinor: null, maxCashoutMinor: null, lifetimeDays: 1 });
  });

  it('takes a raffle prize of nothing, but not a raffle that pays nothing at all', () => {
    const raffle = completeForm({ kind: 'RAFFLE', prizes: [{ amount: '0', weight: '9' }, { amount: '50', weight: '1' }] });
    expect(checkForm(raffle, CONTEXT).draft?.rafflePrizes).toEqual([{ amountMinor: 0, weight: 9 }, { amountMinor: 5_000, weight: 1 }]);
    const nothing = checkForm({ ...raffle, prizes: [{ amount: '0', weight: '1' }] }, CONTEXT);
    expect(nothing.problems.rafflePrizes).toEqual({ code: 'noPrize' });
  });

  it('files each problem under the path the platform names it by', () => {
    const form = completeForm({ kind: 'SIGN_IN', signInDays: ['10', '', '1.234'], endsAt: '2026-11-01T00:00' });
    const { problems, draft } = checkForm(form, CONTEXT);
    expect(draft).toBeNull();
    expect(problems['signInAmountsMinor.1']).toEqual({ code: 'required' });
    expect(problems['signInAmountsMinor.2']).toEqual({ code: 'decimals', values: { scale: 2 } });
    expect(problems.endsAt).toEqual({ code: 'endBeforeStart' });
  });

  it('asks the budget to pay one reward as the platform counts it', () => {
    expect(checkForm(completeForm({ kind: 'SIGN_IN', signInDays: ['20', '10'], budget: '5' }), CONTEXT).problems.budgetMinor).toEqual({ code: 'budgetBelowReward', values: { rewardMinor: 1_000 } });
    // a raffle's largest prize
    expect(checkForm(completeForm({ kind: 'RAFFLE', prizes: [{ amount: '0', weight: '9' }, { amount: '50', weight: '1' }], budget: '40' }), CONTEXT).problems.budgetMinor).toEqual({ code: 'budgetBelowReward', values: { rewardMinor: 5_000 } });
    // a deposit bonus at its smallest deposit: 100 % of ৳10
    expect(checkForm(completeForm({ budget: '9.99' }), CONTEXT).problems.budgetMinor).toEqual({ code: 'budgetBelowReward', values: { rewardMinor: 1_000 } });
    expect(checkForm(completeForm({ budget: '10' }), CONTEXT).problems).toEqual({});
  });

  it('keeps a promotion within a year, and its end in the future', () => {
    expect(checkForm(completeForm({ startsAt: '2027-01-01T00:00', endsAt: '2028-06-01T00:00' }), CONTEXT).problems.endsAt).toEqual({ code: 'windowTooLong' });
    expect(checkForm(completeForm({ startsAt: '2026-10-01T00:00', endsAt: '2026-11-01T00:00' }), CONTEXT).problems.endsAt).toEqual({ code: 'endsInPast' });
    expect(checkForm(completeForm({ startsAt: '2026-10-01T00:00', endsAt: '2026-12-01T00:00' }), CONTEXT).problems).toEqual({});
  });
});
