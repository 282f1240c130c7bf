import type { SeamlessTransactionResult } from '@croupier/contract';
import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';

export type ProviderTransactionKind = 'BET' | 'WIN' | 'ROLLBACK';
export type ProviderTransactionStatus = 'ACCEPTED' | 'ROLLED_BACK' | 'TOMBSTONE';

/**
 * The first answer as kept. `replayed` depends on who asks, and platformTransactionId comes from the
 * row itself (its posting, or the row for movements of no money), so neither is stored.
 */
export type StoredAnswer = Omit<SeamlessTransactionResult, 'replayed' | 'platformTransactionId'>;

export interface StoredTransaction {
  id: string;
  transactionId: string;
  kind: ProviderTransactionKind;
  roundId: string;
  playerId: string;
  merchantCode: string;
  memberId: string;
  gameId: string | null;
  gameCode: string;
  wallet: string | null;
  amountMinor: bigint;
  postingId: string | null;
  status: ProviderTransactionStatus;
  rolledBackTransactionId: string | null;
  roundClosed: boolean;
  payloadSha256: string;
  answer: StoredAnswer;
}

interface TransactionRow {
  id: string;
  transaction_id: string;
  kind: ProviderTransactionKind;
  round_id: string;
  player_id: string;
  merchant_code: string;
  member_id: string;
  game_id: string | null;
  game_code: string;
  wallet: string | null;
  amount_minor: string;
  posting_id: string | null;
  status: ProviderTransactionStatus;
  rolled_back_transaction_id: string | null;
  round_closed: boolean;
  payload_sha256: string;
  answer: StoredAnswer | string;
}

const COLUMNS = `id::text AS id, transaction_id, kind, round_id, player_id, merchant_code, member_id::text AS member_id, game_id, game_code, wallet,
  amount_minor::text AS amount_minor, posting_id::text AS posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer`;

function transactionFrom(row: TransactionRow): StoredTransaction {
  return {
    id: row.id,
    transactionId: row.transaction_id,
    kind: row.kind,
    roundId: row.round_id,
    playerId: row.player_id,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    gameId: row.game_id,
    gameCode: row.game_code,
    wallet: row.wallet,
    amountMinor: BigInt(row.amount_minor),
    postingId: row.posting_id,
    status: row.status,
    rolledBackTransactionId: row.rolled_back_transaction_id,
    roundClosed: row.round_closed,
    payloadSha256: row.payload_sha256,
    answer: typeof row.answer === 'string' ? (JSON.parse(row.answer) as StoredAnswer) : row.answer,
  };
}

export async function selectTransaction(db: Queryable, providerCode: string, transactionId: string): Promise<StoredTransaction | null> {
  const { rows } = await db.query<TransactionRow>(`SELECT ${COLUMNS} FROM provider_transactions WHERE provider_code = $1 AND transaction_id = $2`, [providerCode, transactionId]);
  return rows[0] ? transactionFrom(rows[0]) : null;
}

/** The rollback (or tombstone) of a bet, whatever its own transaction id. */
export async function selectRollbackOf(db: Queryable, providerCode: string, betTransactionId: string): Promise<StoredTransaction | null> {
  const { rows } = await db.query<TransactionRow>(`SELECT ${COLUMNS} FROM provider_transactions WHERE provider_code = $1 AND kind = 'ROLLBACK' AND rolled_back_transaction_id = $2`, [
    providerCode,
    betTransactionId,
  ]);
  return rows[0] ? transactionFrom(rows[0]) : null;
}

/** Every bet and win of one player's round, oldest first. */
export async function selectRound(db: Queryable, providerCode: string, playerId: string, roundId: string): Promise<StoredTransaction[]> {
  const { rows } = await db.query<TransactionRow>(
    `SELECT ${COLUMNS} FROM provider_transactions WHERE provider_code = $1 AND player_id = $2 AND round_id = $3 AND kind <> 'ROLLBACK' ORDER BY id`,
    [providerCode, playerId, roundId],
  );
  return rows.map(transactionFrom);
}

export interface NewTransaction {
  providerCode: string;
  transactionId: string;
  kind: ProviderTransactionKind;
  roundId: string;
  merchantCode: string;
  memberId: string;
  playerId: string;
  gameCode: string;
  gameId: string | null;
  wallet: string | null;
  amountMinor: bigint;
  postingId: string | null;
  status: ProviderTransactionStatus;
  rolledBackTransactionId: string | null;
  roundClosed: boolean;
  payloadSha256: string;
  answer: StoredAnswer;
  createdAtMs: number;
}

/** Inserts the row and returns its id. */
export async function insertTransaction(tx: Queryable, row: NewTransaction): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code, game_id, wallet,
       amount_minor, posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::bigint, $7, $8, $9, $10, $11::bigint, $12::bigint, $13, $14, $15, $16, $17::jsonb, $18::timestamptz)
     RETURNING id::text AS id`,
    [
      row.providerCode,
      row.transactionId,
      row.kind,
      row.roundId,
      row.merchantCode,
      row.memberId,
      row.playerId,
      row.gameCode,
      row.gameId,
      row.wallet,
      row.amountMinor.toString(),
      row.postingId,
      row.status,
      row.rolledBackTransactionId,
      row.roundClosed,
      row.payloadSha256,
      JSON.stringify(row.answer),
      isoAt(row.createdAtMs),
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('seamless: a provider transaction was inserted without an id');
  return id;
}

export async function markBetRolledBack(tx: Queryable, providerCode: string, betTransactionId: string): Promise<void> {
  await tx.query(`UPDATE provider_transactions SET status = 'ROLLED_BACK' WHERE provider_code = $1 AND transaction_id = $2 AND kind = 'BET'`, [providerCode, betTransactionId]);
}

/**
 * Holds transaction-scoped advisory locks on the given keys, smallest first so two requests that
 * share keys cannot deadlock. Concurrent deliveries of one transaction id, a bet and its rollback, and
 * the requests of one round then run one after another.
 */
export async function lockKeys(tx: Queryable, keys: readonly bigint[]): Promise<void> {
  const sorted = [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of sorted) await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [key.toString()]);
}
