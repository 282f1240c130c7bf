import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { grantBonusIn, type Contributions } from '../bonuses';
import { post } from '../ledger';
import type { EntryRow } from './entries-repository';
import { reserveBudget, type PromotionRow } from './repository';

const DAY_MS = 24 * 60 * 60_000;

export interface PaidReward {
  paidMinor: bigint;
  bonusAwardId: string | null;
  postingId: string | null;
}

const promotionsSource = (merchantCode: string) => `promotions:${merchantCode}`;

export const budgetSpent = (promotion: PromotionRow) =>
  new ApiError('PROMOTION_BUDGET_SPENT', `The budget of “${promotion.titleEn}” cannot pay another reward; the promotion is closed`);

function contributionsOf(promotion: PromotionRow): Contributions {
  const map: Contributions = {};
  for (const line of promotion.reward.contributions) map[line.gameType] = line.percent;
  return map;
}

/**
 * Pays an entry's reward in the caller's transaction (decision 0047): reserves it from the budget (or
 * PROMOTION_BUDGET_SPENT, and nothing moves), then credits a bonus through the bonus engine (keyed by the
 * entry, so a repeat grants once) or posts cash PROMOTIONS → MAIN under the entry's key. A raffle's
 * "no prize" pays and reserves nothing.
 */
export async function payRewardIn(tx: Queryable, promotion: PromotionRow, entry: EntryRow, amountMinor: bigint, depositMinor: bigint, nowMs: number): Promise<PaidReward> {
  if (amountMinor <= 0n) return { paidMinor: 0n, bonusAwardId: null, postingId: null };
  if (!(await reserveBudget(tx, promotion.id, amountMinor))) throw budgetSpent(promotion);
  const { merchantCode, reward } = promotion;
  if (reward.form === 'BONUS') {
    const award = await grantBonusIn(
      tx,
      {
        merchantCode,
        memberId: entry.memberId,
        origin: `promotion:${promotion.id}`,
        awardKey: `promotion-entry:${entry.id}`,
        titleEn: promotion.titleEn,
        titleBn: promotion.titleBn,
        terms: {
          amountMinor,
          depositMinor,
          wageringBase: reward.wageringBase,
          multiplierHundredths: reward.multiplierHundredths,
          contributions: contributionsOf(promotion),
          maxBetMinor: reward.maxBetMinor === null ? null : BigInt(reward.maxBetMinor),
          maxCashoutMinor: reward.maxCashoutMinor === null ? null : BigInt(reward.maxCashoutMinor),
          lostBelowMinor: 0n,
          lifetimeMs: reward.lifetimeDays * DAY_MS,
        },
      },
      nowMs,
    );
    return { paidMinor: amountMinor, bonusAwardId: award.id, postingId: null };
  }
  const posted = await post(
    tx,
    {
      merchantCode,
      idempotency: { source: promotionsSource(merchantCode), key: `${entry.id}:reward`, payload: { promotionId: promotion.id, entryId: entry.id, amountMinor } },
      kind: 'PROMOTION',
      legs: [
        { account: { kind: 'house', merchantCode, name: 'PROMOTIONS' }, amountMinor: -amountMinor },
        { account: { kind: 'member', merchantCode, memberId: entry.memberId, wallet: 'MAIN' }, amountMinor },
      ],
      reference: { memberId: entry.memberId, note: { code: 'promotion', params: { promotionId: promotion.id, kind: promotion.kind } } },
    },
    nowMs,
  );
  return { paidMinor: amountMinor, bonusAwardId: null, postingId: posted.postingId };
}

/** A deposit bonus's amount: its percent of the deposit, up to the cap; nothing under the minimum deposit. */
export function depositBonusOf(promotion: Pick<PromotionRow, 'reward'>, depositMinor: bigint): bigint {
  const { reward } = promotion;
  if (depositMinor < BigInt(reward.minDepositMinor)) return 0n;
  const share = (depositMinor * BigInt(reward.percentBps)) / 10_000n;
  const cap = BigInt(reward.capMinor);
  return share < cap ? share : cap;
}
