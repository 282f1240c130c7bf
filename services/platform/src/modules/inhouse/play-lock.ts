import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { isPlayLocked } from '../accounts';
import { postingKeyTaken } from '../ledger';

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
  if (!(await isPlayLocked(tx, stake.merchantCode, stake.memberId))) return;
  if (!(await postingKeyTaken(tx, stake.source, stake.key))) throw new ApiError('ACCOUNT_LOCKED', 'This player’s account is locked; no stakes are taken');
}
