import type { SeamlessTransactionResult } from '@croupier/contract';
import { ERROR_CODES, type ErrorCode } from '@croupier/contract';
import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';

/**
 * Callers of the seamless wallet's database functions (seamless/sql, decision 0015): each money call is one
 * statement, its own transaction. A refusal comes back as SQLSTATE CR001 and becomes an ApiError.
 */

const REFUSAL_STATE = 'CR001';

interface DatabaseRefusal {
  code: string;
  message: string;
  detail?: string;
  column?: string;
  hint?: string;
}

function isRefusal(error: unknown): error is DatabaseRefusal {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === REFUSAL_STATE;
}

const isErrorCode = (code: string | undefined): code is ErrorCode => code !== undefined && (ERROR_CODES as readonly string[]).includes(code);

/** The refusal a seamless function raised, as the API error it stands for; anything else as it came. */
export function refusalOf(error: unknown): unknown {
  if (!isRefusal(error)) return error;
  if (!isErrorCode(error.detail)) return new Error(`seamless: the database refused with unknown code ${String(error.detail)}: ${error.message}`);
  const fields = error.column ? [{ field: error.column, message: error.hint ?? error.message }] : undefined;
  return new ApiError(error.detail, error.message, fields);
}

type StoredAnswer = Omit<SeamlessTransactionResult, 'replayed' | 'platformTransactionId'>;

interface CallRow {
  answer: StoredAnswer | string;
  platform_transaction_id: string;
  replayed: boolean;
}

/**
 * Runs one seamless function and returns its answer as the API sends it. Each function's call is a
 * named statement: it runs on every provider request, and parsing it again each time was work the
 * database did for nothing.
 */
export async function callSeamless(db: Queryable, name: string, sql: string, params: readonly unknown[]): Promise<SeamlessTransactionResult> {
  let rows: CallRow[];
  try {
    rows = (await db.query<CallRow>(sql, params, { name })).rows;
  } catch (error) {
    throw refusalOf(error);
  }
  const row = rows[0];
  if (!row) throw new Error('seamless: a money call answered no row');
  const answer = typeof row.answer === 'string' ? (JSON.parse(row.answer) as StoredAnswer) : row.answer;
  return { ...answer, platformTransactionId: row.platform_transaction_id, replayed: row.replayed };
}

/** What every money call sends besides its own fields. */
export interface CallCommon {
  providerCode: string;
  transactionId: string;
  roundId: string;
  playerId: string;
  gameCode: string;
  payloadSha256: string;
  /** sorted ascending */
  lockKeys: readonly bigint[];
  nowMs: number;
}

const common = (call: CallCommon) => [call.providerCode, call.transactionId, call.roundId, call.playerId, call.gameCode];
const keys = (call: CallCommon) => call.lockKeys.map(String);

export function callBet(db: Queryable, call: CallCommon & { amountMinor: bigint; tokenHash: string; maintenance: string | null; idleMs: number; touchMs: number }) {
  return callSeamless(
    db,
    'seamless_bet_call',
    'SELECT answer, platform_transaction_id, replayed FROM seamless_bet($1, $2, $3, $4, $5, $6::bigint, $7, $8, $9::bigint[], $10, $11::timestamptz, $12::bigint, $13::bigint, $14::bigint)',
    [...common(call), call.amountMinor.toString(), call.tokenHash, call.payloadSha256, keys(call), call.maintenance, isoAt(call.nowMs), call.nowMs, call.idleMs, call.touchMs],
  );
}

export function callWin(db: Queryable, call: CallCommon & { amountMinor: bigint; roundClosed: boolean }) {
  return callSeamless(
    db,
    'seamless_win_call',
    'SELECT answer, platform_transaction_id, replayed FROM seamless_win($1, $2, $3, $4, $5, $6::bigint, $7, $8, $9::bigint[], $10::timestamptz, $11::bigint)',
    [...common(call), call.amountMinor.toString(), call.roundClosed, call.payloadSha256, keys(call), isoAt(call.nowMs), call.nowMs],
  );
}

export function callRollback(db: Queryable, call: CallCommon & { rolledBackTransactionId: string }) {
  return callSeamless(
    db,
    'seamless_rollback_call',
    'SELECT answer, platform_transaction_id, replayed FROM seamless_rollback($1, $2, $3, $4, $5, $6, $7, $8::bigint[], $9::timestamptz, $10::bigint)',
    [...common(call), call.rolledBackTransactionId, call.payloadSha256, keys(call), isoAt(call.nowMs), call.nowMs],
  );
}
