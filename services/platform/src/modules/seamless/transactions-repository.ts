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

export interface RequestRows {
  /** the rows under the ids asked for, by transaction id */
  byId: Map<string, StoredTransaction>;
  /** the rollback (or tombstone) of the bet asked for, whatever its own id */
  rollbackOfBet: StoredTransaction | null;
  /** every bet and win of the player's round, oldest first */
  round: StoredTransaction[];
}

export interface RequestRowsWanted {
  transactionIds: readonly string[];
  /** the bet whose rollback is looked for; null for none */
  betTransactionId: string | null;
  playerId: string;
  roundId: string;
}

/**
 * Everything a bet, win or rollback reads of provider_transactions, in one read once its locks are
 * held: the rows under its ids, the rollback of a bet, and the player's round. A request holds its
 * locks while it reads, and each round trip counts there.
 */
export async function selectRequestRows(db: Queryable, providerCode: string, wanted: RequestRowsWanted): Promise<RequestRows> {
  const { rows } = await db.query<TransactionRow>(
    `SELECT ${COLUMNS} FROM provider_transactions
      WHERE provider_code = $1
        AND (transaction_id = ANY($2::text[]) OR (kind = 'ROLLBACK' AND rolled_back_transaction_id = $3) OR (player_id = $4 AND round_id = $5 AND kind <> 'ROLLBACK'))
      ORDER BY id`,
    [providerCode, wanted.transactionIds, wanted.betTransactionId, wanted.playerId, wanted.roundId],
  );
  const found = rows.map(transactionFrom);
  return {
    byId: new Map(found.filter((row) => wanted.transactionIds.includes(row.transactionId)).map((row) => [row.transactionId, row])),
    rollbackOfBet: found.find((row) => row.kind === 'ROLLBACK' && row.rolledBackTransactionId === wanted.betTransactionId) ?? null,
    round: found.filter((row) => row.kind !== 'ROLLBACK' && row.playerId === wanted.playerId && row.roundId === wanted.roundId),
  };
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

/**
 * Inserts the row and returns its id. A rollback that returned a bet marks that bet ROLLED_BACK in the
 * same statement (`rolledBackBet`): the house account is locked by then, so one round trip less counts.
 */
export async function insertTransaction(tx: Queryable, row: NewTransaction, rolledBackBet?: string): Promise<string> {
  const marking = rolledBackBet === undefined ? '' : `WITH marked AS (UPDATE provider_transactions SET status = 'ROLLED_BACK' WHERE provider_code = $1 AND transaction_id = $19 AND kind = 'BET') `;
  const { rows } = await tx.query<{ id: string }>(
    `${marking}INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code, game_id, wallet,
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
      ...(rolledBackBet === undefined ? [] : [rolledBackBet]),
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('seamless: a provider transaction was inserted without an id');
  return id;
}

/**
 * Holds transaction-scoped advisory locks on the given keys, smallest first so two requests that
 * share keys cannot deadlock. Concurrent deliveries of one transaction id, a bet and its rollback, and
 * the requests of one round then run one after another. One statement takes them all: unnest hands
 * the keys over in the sorted order they are passed in, and each lock is taken as its row comes.
 */
export async function lockKeys(tx: Queryable, keys: readonly bigint[]): Promise<void> {
  const sorted = [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  await tx.query('SELECT pg_advisory_xact_lock(key) FROM unnest($1::bigint[]) WITH ORDINALITY AS sorted (key, position) ORDER BY position', [sorted.map(String)]);
}
