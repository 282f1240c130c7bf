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
