import type { Queryable } from '../../db/database';
import type { PostingKind } from './ledger-types';

/**
 * Whether the member's wallets took part in a posting of `kind`: a promotion's segment asks whether a
 * member has deposited (a DEPOSIT posting) without reading the cashier's tables (decision 0047).
 */
export async function memberHasPosting(db: Queryable, merchantCode: string, memberId: string, kind: PostingKind): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM ledger_accounts a
         JOIN ledger_entries e ON e.account_id = a.id
         JOIN ledger_postings p ON p.id = e.posting_id
        WHERE a.merchant_code = $1 AND a.member_id = $2::bigint AND p.kind = $3) AS found`,
    [merchantCode, memberId, kind],
  );
  return rows[0]?.found === true;
}
