import type { PromotionState } from '@croupier/contract';
import type { EntryRow } from './entries-repository';
import type { PromotionRow } from './repository';

export type BlockedReason = 'ENDED' | 'BUDGET_SPENT' | 'NOT_ELIGIBLE' | 'WITHDRAWN';

/**
 * The least one reward of the promotion can cost: below it the budget left cannot pay anyone, and the
 * promotion reads as spent. A raffle needs room for its largest prize, so any draw can be paid.
 */
export function smallestRewardOf(promotion: Pick<PromotionRow, 'kind' | 'reward' | 'signInAmountsMinor' | 'rafflePrizes'>): bigint {
  const { reward } = promotion;
  switch (promotion.kind) {
    case 'DEPOSIT_BONUS': {
      const atMinimum = (BigInt(reward.minDepositMinor) * BigInt(reward.percentBps)) / 10_000n;
      const capped = atMinimum < BigInt(reward.capMinor) ? atMinimum : BigInt(reward.capMinor);
      return capped > 0n ? capped : 1n;
    }
    case 'SIGN_IN':
      return BigInt(Math.min(...promotion.signInAmountsMinor));
    case 'RAFFLE':
      return BigInt(Math.max(...promotion.rafflePrizes.map((prize) => prize.amountMinor)));
    default:
      return BigInt(reward.amountMinor);
  }
}

/** Why nobody can take part now, or null: not begun is COMING_SOON, told apart by the caller. */
export function blockedReasonOf(promotion: PromotionRow, nowMs: number): BlockedReason | null {
  if (promotion.status === 'ENDED') return 'WITHDRAWN';
  if (nowMs >= promotion.endsAtMs) return 'ENDED';
  if (promotion.budgetMinor - promotion.spentMinor < smallestRewardOf(promotion)) return 'BUDGET_SPENT';
  return null;
}

/**
 * SPEC §4's state of a promotion for a reader (decision 0047): what the member did in this period comes
 * first (an application waiting stays APPLYING after the end), then whether anyone can take part, then
 * whether this member may, then the kind's action. `eligible` is null for a guest.
 */
export function promotionStateOf(
  promotion: PromotionRow,
  entry: EntryRow | null,
  eligible: boolean | null,
  nowMs: number,
): { state: PromotionState; blockedReason: BlockedReason | null } {
  const blocked = blockedReasonOf(promotion, nowMs);
  if (entry) {
    switch (entry.status) {
      case 'PROCESSING':
      case 'ISSUED':
      case 'APPLYING':
        return { state: entry.status, blockedReason: null };
      case 'CLAIMED':
        return { state: promotion.kind === 'SIGN_IN' ? 'SIGNED' : 'CLAIMED', blockedReason: null };
      case 'JOINED':
        if (!blocked && entry.holdUntilMs !== null && entry.holdUntilMs >= nowMs) return { state: 'JOINED', blockedReason: null };
        break;
      case 'REJECTED':
        return { state: 'REJECTED', blockedReason: blocked };
      default:
        break;
    }
  }
  if (nowMs < promotion.startsAtMs && promotion.status === 'PUBLISHED') return { state: 'COMING_SOON', blockedReason: null };
  if (blocked) return { state: 'CLOSED', blockedReason: blocked };
  if (eligible === false) return { state: 'CLOSED', blockedReason: 'NOT_ELIGIBLE' };
  const joins = promotion.kind === 'DEPOSIT_BONUS' || promotion.kind === 'APPLICATION';
  return { state: joins ? 'JOIN' : 'CLAIM', blockedReason: null };
}
