import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { bonusWalletOf } from '../ledger';
import { selectActiveAward } from './awards-repository';
import { forfeitBonusIn, settleBonusIn } from './settle';
import { wageringOf } from './wagering';

export interface ActiveBonusSummary {
  bonusMinor: bigint;
  wageredMinor: bigint;
  requiredMinor: bigint;
}

/** The member's active bonus as the withdraw page warns of it, or null. Read only: the next settle ends one that is due. */
export async function activeBonusSummary(db: Queryable, merchantCode: string, memberId: string, nowMs: number): Promise<ActiveBonusSummary | null> {
  const award = await selectActiveAward(db, merchantCode, memberId, false);
  if (!award) return null;
  const [{ wageredMinor, requiredMinor }, wallet] = await Promise.all([wageringOf(db, award, nowMs), bonusWalletOf(db, merchantCode, memberId)]);
  // met but not yet released: nothing is forfeited, the withdrawal's settle releases it first
  if (wageredMinor >= requiredMinor || nowMs >= award.expiresAtMs) return null;
  return { bonusMinor: wallet.balanceMinor, wageredMinor, requiredMinor };
}

/**
 * The bonus rule of a withdrawal (decision 0045), in the withdrawal's transaction: a bonus whose end is
 * due ends first (a completed one is released to MAIN, so its money can be withdrawn); one still being
 * wagered is forfeited when the player confirmed it, and refuses the withdrawal with
 * BONUS_FORFEIT_REQUIRED when not, so the player is warned before losing it.
 */
export async function settleBonusForWithdrawal(tx: Queryable, merchantCode: string, memberId: string, forfeitConfirmed: boolean, nowMs: number): Promise<void> {
  const state = await settleBonusIn(tx, merchantCode, memberId, nowMs);
  if (state !== 'ACTIVE') return;
  if (!forfeitConfirmed) {
    const wallet = await bonusWalletOf(tx, merchantCode, memberId);
    throw new ApiError('BONUS_FORFEIT_REQUIRED', `A withdrawal now forfeits your active bonus and the ${wallet.balanceMinor} (minor units) in its wallet; confirm to go ahead`);
  }
  await forfeitBonusIn(tx, merchantCode, memberId, 'withdrawal', nowMs);
}
