import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';
import type { AccountRef, PostingKind, PostingLeg } from './ledger-types';

/**
 * The ledger's SQL. Bigint columns travel as text both ways: the two drivers hand back int8
 * differently, and text keeps every digit.
 */

export async function upsertLedgerCurrency(db: Queryable, merchantCode: string, currencyCode: string, scale: number, nowMs: number): Promise<void> {
  await db.query(
    `INSERT INTO ledger_currencies (merchant_code, currency_code, scale, updated_at) VALUES ($1, $2, $3, $4::timestamptz)
     ON CONFLICT (merchant_code) DO UPDATE SET currency_code = excluded.currency_code, scale = excluded.scale, updated_at = excluded.updated_at
     WHERE (ledger_currencies.currency_code, ledger_currencies.scale) IS DISTINCT FROM (excluded.currency_code, excluded.scale)`,
    [merchantCode, currencyCode, scale, isoAt(nowMs)],
  );
}

/**
 * The merchant's ledger currency and the account's balance in it, in one read: null currency when the
 * merchant has none recorded, null balance for an account never used. A house account's balance is
 * the sum of its shards.
 */
export async function selectBalanceInLedgerCurrency(db: Queryable, account: AccountRef): Promise<{ currencyCode: string | null; balanceMinor: bigint | null }> {
  const identity = account.kind === 'member' ? 'a.member_id = $2::bigint AND a.wallet = $3' : 'a.house_name = $2';
  const values = account.kind === 'member' ? [account.memberId, account.wallet] : [account.name];
  const { rows } = await db.query<{ currency_code: string; balance_minor: string | null }>(
    `SELECT c.currency_code,
            (SELECT sum(a.balance_minor)::text FROM ledger_accounts a WHERE a.merchant_code = c.merchant_code AND a.currency_code = c.currency_code AND ${identity}) AS balance_minor
       FROM ledger_currencies c
      WHERE c.merchant_code = $1`,
    [account.merchantCode, ...values],
  );
  const row = rows[0];
  if (!row) return { currencyCode: null, balanceMinor: null };
  return { currencyCode: row.currency_code, balanceMinor: row.balance_minor === null ? null : BigInt(row.balance_minor) };
}

export interface LedgerPostCall {
  merchantCode: string;
  source: string;
  key: string;
  payloadSha256: string;
  kind: PostingKind;
  roundId: string | null;
  gameId: string | null;
  memberId: string | null;
  note: string | null;
  createdAt: string;
  createdAtMs: number;
  legs: readonly PostingLeg[];
}

export type LedgerPostAnswer =
  | { status: 'POSTED' | 'REPLAYED'; postingId: string; balancesAfter: bigint[]; createdAtMs: number }
  | { status: 'CONFLICT' | 'NO_CURRENCY' }
  | { status: 'SHORT'; shortLeg: number; shortBalanceMinor: bigint };

interface LedgerPostRow {
  result_status: 'POSTED' | 'REPLAYED' | 'CONFLICT' | 'SHORT' | 'NO_CURRENCY';
  result_posting_id: string | null;
  result_balances: string[] | null;
  result_created_at_ms: string | null;
  result_short_leg: number | null;
  result_short_balance: string | null;
}

/** One posting through the database function ledger_post (ledger/sql/ledger_post.sql), legs as parallel arrays. */
export async function callLedgerPost(tx: Queryable, call: LedgerPostCall): Promise<LedgerPostAnswer> {
  const member = (leg: PostingLeg) => (leg.account.kind === 'member' ? leg.account : null);
  const { rows } = await tx.query<LedgerPostRow>(
    `SELECT result_status, result_posting_id::text AS result_posting_id, result_balances::text[] AS result_balances,
            result_created_at_ms::text AS result_created_at_ms, result_short_leg, result_short_balance::text AS result_short_balance
       FROM ledger_post($1, $2, $3, $4, $5, $6, $7, $8::bigint, $9, $10::timestamptz, $11::bigint, $12::bigint[], $13::text[], $14::text[], $15::bigint[])`,
    [
      call.merchantCode,
      call.source,
      call.key,
      call.payloadSha256,
      call.kind,
      call.roundId,
      call.gameId,
      call.memberId,
      call.note,
      call.createdAt,
      call.createdAtMs,
      call.legs.map((leg) => member(leg)?.memberId ?? null),
      call.legs.map((leg) => member(leg)?.wallet ?? null),
      call.legs.map((leg) => (leg.account.kind === 'house' ? leg.account.name : null)),
      call.legs.map((leg) => leg.amountMinor.toString()),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('ledger: ledger_post answered no row');
  switch (row.result_status) {
    case 'POSTED':
    case 'REPLAYED':
      return {
        status: row.result_status,
        postingId: row.result_posting_id ?? '',
        balancesAfter: (row.result_balances ?? []).map((balance) => BigInt(balance)),
        createdAtMs: Number(row.result_created_at_ms),
      };
    case 'SHORT':
      return { status: 'SHORT', shortLeg: row.result_short_leg ?? -1, shortBalanceMinor: BigInt(row.result_short_balance ?? '0') };
    default:
      return { status: row.result_status };
  }
}

/** What a key was first posted with and answered, as `post` would replay it. */
export interface FirstPosting {
  merchantCode: string;
  payloadSha256: string;
  postingId: string;
  balancesAfter: bigint[];
  createdAtMs: number;
}

/** The posting that holds a key, read without taking any lock; null when the key is free. */
export async function selectFirstPosting(db: Queryable, source: string, key: string): Promise<FirstPosting | null> {
  const { rows } = await db.query<{ merchant_code: string; payload_sha256: string; posting_id: string; balances: string[]; created_at_ms: string }>(
    `SELECT merchant_code, payload_sha256, id::text AS posting_id, balances_after::text[] AS balances,
            floor(extract(epoch FROM created_at) * 1000)::bigint::text AS created_at_ms
       FROM ledger_postings WHERE source = $1 AND idempotency_key = $2`,
    [source, key],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    merchantCode: row.merchant_code,
    payloadSha256: row.payload_sha256,
    postingId: row.posting_id,
    balancesAfter: row.balances.map((balance) => BigInt(balance)),
    createdAtMs: Number(row.created_at_ms),
  };
}
