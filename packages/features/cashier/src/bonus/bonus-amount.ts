import type { PromotionReward } from '@croupier/contract';

const BASIS_POINTS = 10_000n;

export type DepositBonusPreview = { kind: 'bonus'; bonusMinor: number; capped: boolean } | { kind: 'belowMinimum' };

/**
 * What a deposit bonus gives for a deposit (decision 0047): its percent of the amount, rounded down to
 * the minor unit, up to its cap; nothing for a deposit under its minimum. Worked in BigInt, as an
 * amount times a rate in basis points can pass a safe integer.
 */
export function depositBonusPreview(amountMinor: number, reward: Pick<PromotionReward, 'percentBps' | 'capMinor' | 'minDepositMinor'>): DepositBonusPreview {
  if (amountMinor < reward.minDepositMinor) return { kind: 'belowMinimum' };
  const raw = (BigInt(amountMinor) * BigInt(reward.percentBps)) / BASIS_POINTS;
  const capped = raw >= BigInt(reward.capMinor);
  return { kind: 'bonus', bonusMinor: capped ? reward.capMinor : Number(raw), capped };
}
