import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';

export interface WalletRow {
  wallet: string;
  balanceMinor: bigint;
  /** the vendor's name in the shared catalogue, whether or not the brand offers it (null for MAIN) */
  vendorName: string | null;
}

/** The member's wallets in the merchant's ledger currency, MAIN first, then by vendor code. */
export async function selectMemberWallets(db: Queryable, merchantCode: string, memberId: string): Promise<WalletRow[]> {
  const { rows } = await db.query<{ wallet: string; balance_minor: string; vendor_name: string | null }>(
    `SELECT a.wallet, a.balance_minor::text AS balance_minor, v.name AS vendor_name
       FROM ledger_accounts a JOIN ledger_currencies c ON c.merchant_code = a.merchant_code AND c.currency_code = a.currency_code
       LEFT JOIN catalogue_vendors v ON v.vassalage = a.wallet
      WHERE a.merchant_code = $1 AND a.member_id = $2::bigint
      ORDER BY a.wallet <> 'MAIN', a.wallet`,
    [merchantCode, memberId],
  );
  return rows.map((row) => ({ wallet: row.wallet, balanceMinor: BigInt(row.balance_minor), vendorName: row.vendor_name }));
}

/**
 * Locks every wallet of the member, in the order the ledger locks accounts (ascending id), and reads
 * what each holds: a collect decides its amounts from balances no bet or transfer can change under it,
 * and takes no lock out of order with ledger_post, so it cannot deadlock with one.
 */
export async function lockMemberWallets(tx: Queryable, merchantCode: string, memberId: string): Promise<{ wallet: string; balanceMinor: bigint }[]> {
  const { rows } = await tx.query<{ wallet: string; balance_minor: string }>(
    `SELECT a.wallet, a.balance_minor::text AS balance_minor
       FROM ledger_accounts a JOIN ledger_currencies c ON c.merchant_code = a.merchant_code AND c.currency_code = a.currency_code
      WHERE a.merchant_code = $1 AND a.member_id = $2::bigint
      ORDER BY a.id
        FOR UPDATE OF a`,
    [merchantCode, memberId],
  );
  return rows.map((row) => ({ wallet: row.wallet, balanceMinor: BigInt(row.balance_minor) }));
}

/** What one leg of a posting moved (a collect's first leg is what came back to MAIN). */
export async function selectPostingLegAmount(db: Queryable, postingId: string, legIndex: number): Promise<bigint> {
  const { rows } = await db.query<{ amount_minor: string }>('SELECT amount_minor::text AS amount_minor FROM ledger_entries WHERE posting_id = $1::bigint AND leg_index = $2', [
    postingId,
    legIndex,
  ]);
  return BigInt(rows[0]?.amount_minor ?? '0');
}

/**
 * Opens the member's wallet (empty) if it is not there yet, through the ledger's own opening, before a
 * caller takes any lock: opening it under the locks of the member's other wallets could wait on a
 * transfer opening the same wallet while that transfer waits on those locks.
 */
export async function openMemberWallet(tx: Queryable, merchantCode: string, memberId: string, wallet: string, nowMs: number): Promise<void> {
  await tx.query(
    `SELECT ledger_open_account(c.merchant_code, c.currency_code, $2::bigint, $3, NULL, 0::smallint, $4::timestamptz)
       FROM ledger_currencies c WHERE c.merchant_code = $1`,
    [merchantCode, memberId, wallet, isoAt(nowMs)],
  );
}
