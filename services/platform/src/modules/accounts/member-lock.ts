import type { Queryable } from '../../db/database';

/**
 * Holds the member's row until the transaction ends: what a module does for a member under this lock
 * (add a favourite under the cap, start the demo agent's contracts once) cannot run twice at once.
 */
export async function lockMemberRow(tx: Queryable, merchantCode: string, memberId: string): Promise<void> {
  await tx.query('SELECT 1 FROM members WHERE merchant_code = $1 AND id = $2::bigint FOR UPDATE', [merchantCode, memberId]);
}
