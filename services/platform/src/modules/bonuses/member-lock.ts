import type { Queryable } from '../../db/database';

/**
 * Serialises every change of one member's bonuses (a grant, a settle, a forfeit) across instances, for
 * the caller's transaction. Bets never take it: they read the active bonus's maximum bet only, and the
 * ledger's own locks keep the wallets right.
 */
export async function lockMemberBonuses(tx: Queryable, merchantCode: string, memberId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('bonus:member:' || $1 || ':' || $2, 0))`, [merchantCode, memberId]);
}
