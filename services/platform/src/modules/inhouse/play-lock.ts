import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';

export interface StakeRequestKey {
  merchantCode: string;
  memberId: string;
  /** the idempotency source and key the stake's posting is made under */
  source: string;
  key: string;
}

/**
 * Refuses a new stake of a member whose play an operator locked (member_play_locks). It runs in the
 * stake's own transaction, before the posting, so a refused stake moves no money. A request whose stake
 * was taken before the lock still gets its first answer, as seamless bets do: it is not a new stake,
 * and the player must learn what became of it. Wins and cash-outs never come here.
 */
export async function refuseStakeWhilePlayLocked(tx: Queryable, stake: StakeRequestKey): Promise<void> {
  // The posting lookup runs only for a locked member, so open play pays for a single index probe.
  const { rows } = await tx.query<{ refused: boolean }>(
    `SELECT CASE WHEN EXISTS (SELECT 1 FROM member_play_locks WHERE merchant_code = $1 AND member_id = $2::bigint)
                 THEN NOT EXISTS (SELECT 1 FROM ledger_postings WHERE source = $3 AND idempotency_key = $4)
                 ELSE false END AS refused`,
    [stake.merchantCode, stake.memberId, stake.source, stake.key],
  );
  if (rows[0]?.refused) throw new ApiError('ACCOUNT_LOCKED', 'This player’s account is locked; no stakes are taken');
}
