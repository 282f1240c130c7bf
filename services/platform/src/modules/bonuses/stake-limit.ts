import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { postingKeyTaken } from '../ledger';

export interface BonusStake {
  merchantCode: string;
  memberId: string;
  /** the idempotency source and key the stake's posting is made under */
  source: string;
  key: string;
  amountMinor: bigint;
}

/** The maximum bet of the member's active bonus, or null: the same rule the seamless wallet's SQL asks (sql/bonus_max_bet.sql). */
export async function bonusMaxBet(db: Queryable, merchantCode: string, memberId: string): Promise<bigint | null> {
  const { rows } = await db.query<{ max_bet: string | null }>('SELECT bonus_max_bet($1, $2::bigint)::text AS max_bet', [merchantCode, memberId]);
  const text = rows[0]?.max_bet;
  return text === null || text === undefined ? null : BigInt(text);
}

/**
 * Refuses a stake above the maximum bet of the member's active bonus (BONUS_BET_LIMIT; SoftSwiss's
 * max-bet protection, checked before the bet), in the stake's own transaction. A request whose stake
 * was taken before still gets its first answer.
 */
export async function refuseStakeOverBonusLimit(tx: Queryable, stake: BonusStake): Promise<void> {
  const maxBet = await bonusMaxBet(tx, stake.merchantCode, stake.memberId);
  if (maxBet === null || stake.amountMinor <= maxBet) return;
  if (await postingKeyTaken(tx, stake.source, stake.key)) return;
  throw new ApiError('BONUS_BET_LIMIT', `While the bonus is wagered a stake may be at most ${maxBet} (minor units)`, [{ field: 'amountMinor', message: `must be at most ${maxBet}` }]);
}
