import type { Database } from '../../src/db/database';

/** The reads of checkEffects: what the platform kept under a run's transaction ids. */

export interface ProviderRow {
  id: string;
  transactionId: string;
  kind: 'BET' | 'WIN' | 'ROLLBACK';
  status: 'ACCEPTED' | 'ROLLED_BACK' | 'TOMBSTONE';
  postingId: string | null;
  rolledBackTransactionId: string | null;
}

/** The platform id a row's answers carry: its posting, or `T<row id>` for a movement of no money. */
export const platformIdOf = (row: ProviderRow) => row.postingId ?? `T${row.id}`;

/** Ids of a run start with its prefix and a dash; LIKE needs the prefix's own wildcards escaped. */
const likePrefix = (idPrefix: string) => `${idPrefix.replace(/[\\%_]/g, (character) => `\\${character}`)}-%`;

export async function loadProviderRows(db: Database, providerCode: string, idPrefix: string): Promise<Map<string, ProviderRow>> {
  const { rows } = await db.query<{ id: string; transaction_id: string; kind: ProviderRow['kind']; status: ProviderRow['status']; posting_id: string | null; rolled_back_transaction_id: string | null }>(
    `SELECT id::text AS id, transaction_id, kind, status, posting_id::text AS posting_id, rolled_back_transaction_id
       FROM provider_transactions WHERE provider_code = $1 AND transaction_id LIKE $2`,
    [providerCode, likePrefix(idPrefix)],
  );
  return new Map(
    rows.map((row) => [
      row.transaction_id,
      { id: row.id, transactionId: row.transaction_id, kind: row.kind, status: row.status, postingId: row.posting_id, rolledBackTransactionId: row.rolled_back_transaction_id },
    ]),
  );
}

export interface ProviderPosting {
  id: string;
  kind: string;
  legs: number;
  totalMinor: bigint;
  /** the member wallet's leg */
  memberAmountMinor: bigint;
}

/** Every posting under the provider's idempotency source and the run's ids, grouped by transaction id. */
export async function loadProviderPostings(db: Database, providerCode: string, idPrefix: string): Promise<Map<string, ProviderPosting[]>> {
  const { rows } = await db.query<{ key: string; id: string; kind: string; legs: string; total: string; member_amount: string | null }>(
    `SELECT p.idempotency_key AS key, p.id::text AS id, p.kind, count(e.id)::text AS legs, coalesce(sum(e.amount_minor), 0)::text AS total,
            sum(e.amount_minor) FILTER (WHERE a.member_id IS NOT NULL)::text AS member_amount
       FROM ledger_postings p LEFT JOIN ledger_entries e ON e.posting_id = p.id LEFT JOIN ledger_accounts a ON a.id = e.account_id
      WHERE p.source = $1 AND p.idempotency_key LIKE $2
      GROUP BY p.id`,
    [`provider:${providerCode}`, likePrefix(idPrefix)],
  );
  const byKey = new Map<string, ProviderPosting[]>();
  for (const row of rows) {
    const list = byKey.get(row.key) ?? [];
    list.push({ id: row.id, kind: row.kind, legs: Number(row.legs), totalMinor: BigInt(row.total), memberAmountMinor: BigInt(row.member_amount ?? 0) });
    byKey.set(row.key, list);
  }
  return byKey;
}

/** Every wallet of these members, keyed `${merchantCode}:${memberId}:${wallet}`, in one read. */
export async function loadMemberBalances(db: Database, memberIds: readonly string[]): Promise<Map<string, bigint>> {
  const { rows } = await db.query<{ merchant_code: string; member_id: string; wallet: string; balance_minor: string }>(
    `SELECT merchant_code, member_id::text AS member_id, wallet, balance_minor::text AS balance_minor FROM ledger_accounts WHERE member_id = ANY($1::bigint[])`,
    [memberIds],
  );
  return new Map(rows.map((row) => [`${row.merchant_code}:${row.member_id}:${row.wallet}`, BigInt(row.balance_minor)]));
}
