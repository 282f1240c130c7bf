import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';
import type { AccountRef, PostingKind } from './ledger-types';

/**
 * The ledger's SQL. Bigint columns travel as text both ways: the two drivers hand back int8
 * differently, and text keeps every digit.
 */

export async function selectLedgerCurrency(db: Queryable, merchantCode: string): Promise<string | null> {
  const { rows } = await db.query<{ currency_code: string }>('SELECT currency_code FROM ledger_currencies WHERE merchant_code = $1', [merchantCode]);
  return rows[0]?.currency_code ?? null;
}

export async function upsertLedgerCurrency(db: Queryable, merchantCode: string, currencyCode: string, scale: number, nowMs: number): Promise<void> {
  await db.query(
    `INSERT INTO ledger_currencies (merchant_code, currency_code, scale, updated_at) VALUES ($1, $2, $3, $4::timestamptz)
     ON CONFLICT (merchant_code) DO UPDATE SET currency_code = excluded.currency_code, scale = excluded.scale, updated_at = excluded.updated_at
     WHERE (ledger_currencies.currency_code, ledger_currencies.scale) IS DISTINCT FROM (excluded.currency_code, excluded.scale)`,
    [merchantCode, currencyCode, scale, isoAt(nowMs)],
  );
}

/** The columns and values that name one account among the merchant's accounts in one currency. */
function identityOf(account: AccountRef): { where: string; values: unknown[] } {
  if (account.kind === 'member') {
    return { where: 'member_id = $3::bigint AND wallet = $4', values: [account.memberId, account.wallet] };
  }
  return { where: 'house_name = $3', values: [account.name] };
}

export async function selectAccountId(db: Queryable, account: AccountRef, currencyCode: string): Promise<string | null> {
  const identity = identityOf(account);
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM ledger_accounts WHERE merchant_code = $1 AND currency_code = $2 AND ${identity.where}`,
    [account.merchantCode, currencyCode, ...identity.values],
  );
  return rows[0]?.id ?? null;
}

/** Opens the account unless it exists; null when another transaction opened it first. */
export async function insertAccountIfMissing(tx: Queryable, account: AccountRef, currencyCode: string, nowMs: number): Promise<string | null> {
  const member = account.kind === 'member' ? account : null;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO ledger_accounts (merchant_code, currency_code, member_id, wallet, house_name, created_at)
     VALUES ($1, $2, $3::bigint, $4, $5, $6::timestamptz) ON CONFLICT DO NOTHING RETURNING id::text AS id`,
    [account.merchantCode, currencyCode, member?.memberId ?? null, member?.wallet ?? null, account.kind === 'house' ? account.name : null, isoAt(nowMs)],
  );
  return rows[0]?.id ?? null;
}

export async function selectAccountBalance(db: Queryable, account: AccountRef, currencyCode: string): Promise<bigint | null> {
  const identity = identityOf(account);
  const { rows } = await db.query<{ balance_minor: string }>(
    `SELECT balance_minor::text AS balance_minor FROM ledger_accounts WHERE merchant_code = $1 AND currency_code = $2 AND ${identity.where}`,
    [account.merchantCode, currencyCode, ...identity.values],
  );
  return rows[0] ? BigInt(rows[0].balance_minor) : null;
}

export interface LockedAccount {
  id: string;
  balanceMinor: bigint;
  entryCount: bigint;
  isMember: boolean;
}

/**
 * Locks the accounts in ascending id order, the one order every posting uses, so two postings that
 * share accounts queue on the first of them instead of deadlocking. One statement does it: the row
 * locks are taken as the sorted rows come out.
 */
export async function lockAccounts(tx: Queryable, accountIds: readonly string[]): Promise<Map<string, LockedAccount>> {
  const { rows } = await tx.query<{ id: string; balance_minor: string; entry_count: string; is_member: boolean }>(
    `SELECT id::text AS id, balance_minor::text AS balance_minor, entry_count::text AS entry_count, member_id IS NOT NULL AS is_member
       FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
    [accountIds],
  );
  return new Map(rows.map((row) => [row.id, { id: row.id, balanceMinor: BigInt(row.balance_minor), entryCount: BigInt(row.entry_count), isMember: row.is_member }]));
}

export interface NewPosting {
  merchantCode: string;
  currencyCode: string;
  kind: PostingKind;
  source: string;
  key: string;
  roundId: string | null;
  gameId: string | null;
  memberId: string | null;
  note: string | null;
  createdAtMs: number;
}

export async function insertPosting(tx: Queryable, posting: NewPosting): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO ledger_postings (merchant_code, currency_code, kind, source, idempotency_key, round_id, game_id, member_id, note, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::bigint, $9, $10::timestamptz) RETURNING id::text AS id`,
    [posting.merchantCode, posting.currencyCode, posting.kind, posting.source, posting.key, posting.roundId, posting.gameId, posting.memberId, posting.note, isoAt(posting.createdAtMs)],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('a posting row was not written');
  return id;
}

export interface NewEntry {
  accountId: string;
  accountSequence: bigint;
  amountMinor: bigint;
  previousBalanceMinor: bigint;
  balanceMinor: bigint;
}

/** Writes the entries in leg order and moves each account to its new balance, in two statements. */
export async function insertEntriesAndMoveBalances(tx: Queryable, postingId: string, entries: readonly NewEntry[], createdAtMs: number): Promise<void> {
  const text = (pick: (entry: NewEntry) => bigint | string) => entries.map((entry) => pick(entry).toString());
  await tx.query(
    `INSERT INTO ledger_entries (posting_id, leg_index, account_id, account_sequence, amount_minor, previous_balance_minor, balance_minor, created_at)
     SELECT $1::bigint, leg.ordinality - 1, leg.account_id, leg.account_sequence, leg.amount_minor, leg.previous_balance_minor, leg.balance_minor, $7::timestamptz
       FROM unnest($2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[]) WITH ORDINALITY
         AS leg (account_id, account_sequence, amount_minor, previous_balance_minor, balance_minor, ordinality)`,
    [
      postingId,
      text((entry) => entry.accountId),
      text((entry) => entry.accountSequence),
      text((entry) => entry.amountMinor),
      text((entry) => entry.previousBalanceMinor),
      text((entry) => entry.balanceMinor),
      isoAt(createdAtMs),
    ],
  );
  await tx.query(
    `UPDATE ledger_accounts a SET balance_minor = moved.balance_minor, entry_count = moved.account_sequence
       FROM unnest($1::bigint[], $2::bigint[], $3::bigint[]) AS moved (account_id, balance_minor, account_sequence)
      WHERE a.id = moved.account_id`,
    [text((entry) => entry.accountId), text((entry) => entry.balanceMinor), text((entry) => entry.accountSequence)],
  );
}

export interface IdempotencyClaim {
  source: string;
  key: string;
  merchantCode: string;
  payloadSha256: string;
  createdAtMs: number;
}

/**
 * Claims the key for this transaction; false when it is already taken. A claim made by a transaction
 * still running makes this wait until that one ends, so the answer is never "not yet known".
 */
export async function claimIdempotencyKey(tx: Queryable, claim: IdempotencyClaim): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO ledger_idempotency (source, idempotency_key, merchant_code, payload_sha256, created_at)
     VALUES ($1, $2, $3, $4, $5::timestamptz) ON CONFLICT DO NOTHING RETURNING 1 AS claimed`,
    [claim.source, claim.key, claim.merchantCode, claim.payloadSha256, isoAt(claim.createdAtMs)],
  );
  return rows.length === 1;
}

/** The first answer, as stored: bigints as text. */
export interface StoredPostingResult {
  postingId: string;
  balancesAfter: string[];
  createdAtMs: number;
}

export interface IdempotencyRow {
  merchantCode: string;
  payloadSha256: string;
  result: StoredPostingResult | null;
}

export async function selectIdempotencyRow(tx: Queryable, source: string, key: string): Promise<IdempotencyRow | null> {
  const { rows } = await tx.query<{ merchant_code: string; payload_sha256: string; result: string | null }>(
    'SELECT merchant_code, payload_sha256, result::text AS result FROM ledger_idempotency WHERE source = $1 AND idempotency_key = $2',
    [source, key],
  );
  const row = rows[0];
  if (!row) return null;
  return { merchantCode: row.merchant_code, payloadSha256: row.payload_sha256, result: row.result === null ? null : (JSON.parse(row.result) as StoredPostingResult) };
}

export async function answerIdempotencyKey(tx: Queryable, source: string, key: string, result: StoredPostingResult): Promise<void> {
  await tx.query('UPDATE ledger_idempotency SET posting_id = $3::bigint, result = $4::jsonb WHERE source = $1 AND idempotency_key = $2', [
    source,
    key,
    result.postingId,
    JSON.stringify(result),
  ]);
}
