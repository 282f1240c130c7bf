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

/**
 * The merchant's ledger currency and the account's balance in it, in one read: null currency when the
 * merchant has none recorded, null balance for an account never used.
 */
export async function selectBalanceInLedgerCurrency(db: Queryable, account: AccountRef): Promise<{ currencyCode: string | null; balanceMinor: bigint | null }> {
  const identity = account.kind === 'member' ? 'a.member_id = $2::bigint AND a.wallet = $3' : 'a.house_name = $2';
  const values = account.kind === 'member' ? [account.memberId, account.wallet] : [account.name];
  const { rows } = await db.query<{ currency_code: string; balance_minor: string | null }>(
    `SELECT c.currency_code, a.balance_minor::text AS balance_minor
       FROM ledger_currencies c LEFT JOIN ledger_accounts a ON a.merchant_code = c.merchant_code AND a.currency_code = c.currency_code AND ${identity}
      WHERE c.merchant_code = $1`,
    [account.merchantCode, ...values],
  );
  const row = rows[0];
  if (!row) return { currencyCode: null, balanceMinor: null };
  return { currencyCode: row.currency_code, balanceMinor: row.balance_minor === null ? null : BigInt(row.balance_minor) };
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

interface LockedAccountRow {
  id: string;
  balance_minor: string;
  entry_count: string;
  member_id: string | null;
  wallet: string | null;
  house_name: string | null;
  currency_code: string;
}

/** The same text accountKeyOf (posting-rules.ts) gives the account a row is. */
function accountKeyOfRow(merchantCode: string, row: LockedAccountRow): string {
  return row.member_id === null ? `house:${merchantCode}:${row.house_name}` : `member:${merchantCode}:${row.member_id}:${row.wallet}`;
}

export interface OpenAccountsLocked {
  /** the merchant's ledger currency, the accounts' own */
  currencyCode: string;
  /** keyed by accountKeyOf */
  accounts: Map<string, LockedAccount>;
}

/**
 * Finds the accounts in the merchant's ledger currency and locks them, in ascending id order, in one
 * statement. Null when one of them is not open yet, or the merchant has no ledger currency: the caller
 * then opens what is missing and locks by id. The locks this took on the open ones stay; that is safe,
 * since opening an account waits only for another transaction opening the same one, and that one
 * took its own locks in this same statement first, so it holds them or waits for ours, never both.
 */
export async function lockOpenAccounts(tx: Queryable, merchantCode: string, accounts: readonly AccountRef[]): Promise<OpenAccountsLocked | null> {
  const members = accounts.filter((account) => account.kind === 'member');
  const houses = accounts.filter((account) => account.kind === 'house');
  // Two member legs are one member's two wallets (a transfer), so member and wallet lists name exactly
  // them; if they ever named more, the row count tells, and the caller locks by id instead.
  const { rows } = await tx.query<LockedAccountRow>(
    `SELECT a.id::text AS id, a.balance_minor::text AS balance_minor, a.entry_count::text AS entry_count, a.member_id::text AS member_id, a.wallet, a.house_name, a.currency_code
       FROM ledger_accounts a
      WHERE a.merchant_code = $1 AND a.currency_code = (SELECT c.currency_code FROM ledger_currencies c WHERE c.merchant_code = $1)
        AND ((a.member_id = ANY($2::bigint[]) AND a.wallet = ANY($3::text[])) OR a.house_name = ANY($4::text[]))
      ORDER BY a.id FOR UPDATE OF a`,
    [merchantCode, members.map((account) => account.memberId), members.map((account) => account.wallet), houses.map((account) => account.name)],
  );
  const currencyCode = rows[0]?.currency_code;
  if (rows.length !== accounts.length || currencyCode === undefined) return null;
  const locked = new Map(
    rows.map((row) => [
      accountKeyOfRow(merchantCode, row),
      { id: row.id, balanceMinor: BigInt(row.balance_minor), entryCount: BigInt(row.entry_count), isMember: row.member_id !== null },
    ]),
  );
  return { currencyCode, accounts: locked };
}

export interface NewPosting {
  merchantCode: string;
  currencyCode: string;
  kind: PostingKind;
  roundId: string | null;
  gameId: string | null;
  memberId: string | null;
  note: string | null;
  createdAtMs: number;
}

export interface NewEntry {
  accountId: string;
  accountSequence: bigint;
  amountMinor: bigint;
  previousBalanceMinor: bigint;
  balanceMinor: bigint;
}

/**
 * Claims the idempotency key and, only if it was free, writes the whole posting, all in one statement:
 * the key with its first answer, the posting, its entries in leg order, and each account's new
 * balance and entry count. Returns the posting's id, or null when the key was taken (nothing is
 * written then). A claim made by a transaction still running makes this wait until that one ends.
 *
 * One round trip matters here: the accounts are locked until the caller commits, and a merchant's
 * house account is in nearly every posting. The posting's id is drawn first so the key's row can name
 * it: a key refers to its posting, and the key decides whether the posting is written at all.
 */
export async function claimAndWritePosting(tx: Queryable, claim: IdempotencyClaim, posting: NewPosting, entries: readonly NewEntry[]): Promise<string | null> {
  const text = (pick: (entry: NewEntry) => bigint | string) => entries.map((entry) => pick(entry).toString());
  const { rows } = await tx.query<{ id: string }>(
    `WITH drawn AS (
       SELECT nextval(pg_get_serial_sequence('ledger_postings', 'id')) AS id
     ), claimed AS (
       INSERT INTO ledger_idempotency (source, idempotency_key, merchant_code, payload_sha256, posting_id, result, created_at)
       SELECT $4, $5, $1, $11, drawn.id, jsonb_build_object('postingId', drawn.id::text, 'balancesAfter', to_jsonb($17::bigint[]::text[]), 'createdAtMs', $12::bigint), $10::timestamptz
         FROM drawn
       ON CONFLICT DO NOTHING RETURNING posting_id
     ), posting AS (
       INSERT INTO ledger_postings (id, merchant_code, currency_code, kind, source, idempotency_key, round_id, game_id, member_id, note, created_at)
       OVERRIDING SYSTEM VALUE
       SELECT claimed.posting_id, $1, $2, $3, $4, $5, $6, $7, $8::bigint, $9, $10::timestamptz FROM claimed
       RETURNING id
     ), legs AS (
       SELECT * FROM unnest($13::bigint[], $14::bigint[], $15::bigint[], $16::bigint[], $17::bigint[]) WITH ORDINALITY
         AS leg (account_id, account_sequence, amount_minor, previous_balance_minor, balance_minor, ordinality)
     ), entries AS (
       INSERT INTO ledger_entries (posting_id, leg_index, account_id, account_sequence, amount_minor, previous_balance_minor, balance_minor, created_at)
       SELECT posting.id, legs.ordinality - 1, legs.account_id, legs.account_sequence, legs.amount_minor, legs.previous_balance_minor, legs.balance_minor, $10::timestamptz
         FROM posting, legs
     ), moved AS (
       UPDATE ledger_accounts a SET balance_minor = legs.balance_minor, entry_count = legs.account_sequence FROM posting, legs WHERE a.id = legs.account_id
     )
     SELECT id::text AS id FROM posting`,
    [
      posting.merchantCode,
      posting.currencyCode,
      posting.kind,
      claim.source,
      claim.key,
      posting.roundId,
      posting.gameId,
      posting.memberId,
      posting.note,
      isoAt(posting.createdAtMs),
      claim.payloadSha256,
      posting.createdAtMs,
      text((entry) => entry.accountId),
      text((entry) => entry.accountSequence),
      text((entry) => entry.amountMinor),
      text((entry) => entry.previousBalanceMinor),
      text((entry) => entry.balanceMinor),
    ],
  );
  return rows[0]?.id ?? null;
}

export interface IdempotencyClaim {
  source: string;
  key: string;
  merchantCode: string;
  payloadSha256: string;
  createdAtMs: number;
}

/**
 * Claims the key for this transaction without an answer; false when it is already taken. A claim made
 * by a transaction still running makes this wait until that one ends, so the answer is never "not
 * yet known". Only a refusal uses it, to learn whether the key was used before, and undoes it.
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
