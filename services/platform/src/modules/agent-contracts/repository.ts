import type { ContractEndReason, ContractKind, ContractPayer, ContractPeriod, ContractRequestReason, ContractRequestStatus, ContractRequestType } from '@croupier/domain';
import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';
import { belowAnyAgentSql, memberUsernameSql } from '../accounts';

/**
 * The SQL of contracts and their requests (migration 0023). Bigint columns travel as text; member
 * names come from the accounts module's SQL (memberUsernameSql) in the same statement, so every
 * answer can name both sides.
 */

/** Terms as the tables keep them. */
export interface TermsRecord {
  kind: ContractKind;
  period: ContractPeriod | null;
  ratePpm: number;
  minValidBetMinor: bigint | null;
  minProfitLossMinor: bigint | null;
  minActiveMembers: number | null;
  minBetAmountMinor: bigint | null;
}

export interface ContractRecord extends TermsRecord {
  id: string;
  merchantCode: string;
  holderId: string;
  holderUsername: string;
  /** null: a platform contract */
  giverId: string | null;
  giverUsername: string | null;
  payer: ContractPayer;
  startedAtMs: number;
  endedAtMs: number | null;
  endReason: ContractEndReason | null;
  nextPeriodStartMs: number;
  nextPeriodEndMs: number;
}

export interface RequestRecord extends TermsRecord {
  id: string;
  type: ContractRequestType;
  status: ContractRequestStatus;
  fromId: string | null;
  fromUsername: string | null;
  toId: string;
  toUsername: string;
  contractId: string | null;
  reason: ContractRequestReason | null;
  createdAtMs: number;
  answeredAtMs: number | null;
}

const TERMS_COLUMNS = (alias: string) =>
  `${alias}.kind, ${alias}.period, ${alias}.rate_ppm, ${alias}.min_valid_bet_minor::text AS min_valid_bet_minor,
   ${alias}.min_profit_loss_minor::text AS min_profit_loss_minor, ${alias}.min_active_members, ${alias}.min_bet_amount_minor::text AS min_bet_amount_minor`;

// Functions, not constants: the names come from the accounts module's door, which may still be loading
// when this file is.
const holderUsername = () => memberUsernameSql('c.merchant_code', 'c.holder_id');

export const contractSelect = () => `
  SELECT c.id::text AS id, c.merchant_code, c.holder_id::text AS holder_id, ${holderUsername()} AS holder_username,
         c.giver_id::text AS giver_id, ${memberUsernameSql('c.merchant_code', 'c.giver_id')} AS giver_username, ${TERMS_COLUMNS('c')}, c.payer,
         c.started_at, c.ended_at, c.end_reason, c.next_period_start, c.next_period_end
    FROM agent_contracts c`;

const requestSelect = () => `
  SELECT r.id::text AS id, r.type, r.status, r.from_id::text AS from_id, ${memberUsernameSql('r.merchant_code', 'r.from_id')} AS from_username,
         r.to_id::text AS to_id, ${memberUsernameSql('r.merchant_code', 'r.to_id')} AS to_username, r.contract_id::text AS contract_id, ${TERMS_COLUMNS('r')},
         r.reason, r.created_at, r.answered_at
    FROM agent_contract_requests r`;

interface TermsRow {
  kind: ContractKind;
  period: ContractPeriod | null;
  rate_ppm: number;
  min_valid_bet_minor: string | null;
  min_profit_loss_minor: string | null;
  min_active_members: number | null;
  min_bet_amount_minor: string | null;
}

export interface ContractRow extends TermsRow {
  id: string;
  merchant_code: string;
  holder_id: string;
  holder_username: string;
  giver_id: string | null;
  giver_username: string | null;
  payer: ContractPayer;
  started_at: unknown;
  ended_at: unknown;
  end_reason: ContractEndReason | null;
  next_period_start: unknown;
  next_period_end: unknown;
}

interface RequestRow extends TermsRow {
  id: string;
  type: ContractRequestType;
  status: ContractRequestStatus;
  from_id: string | null;
  from_username: string | null;
  to_id: string;
  to_username: string;
  contract_id: string | null;
  reason: ContractRequestReason | null;
  created_at: unknown;
  answered_at: unknown;
}

const optionalBigint = (text: string | null) => (text === null ? null : BigInt(text));
const optionalMs = (value: unknown) => (value === null || value === undefined ? null : toEpochMs(value));

function termsFrom(row: TermsRow): TermsRecord {
  return {
    kind: row.kind,
    period: row.period,
    ratePpm: Number(row.rate_ppm),
    minValidBetMinor: optionalBigint(row.min_valid_bet_minor),
    minProfitLossMinor: optionalBigint(row.min_profit_loss_minor),
    minActiveMembers: row.min_active_members === null ? null : Number(row.min_active_members),
    minBetAmountMinor: optionalBigint(row.min_bet_amount_minor),
  };
}

export function contractFrom(row: ContractRow): ContractRecord {
  return {
    ...termsFrom(row),
    id: row.id,
    merchantCode: row.merchant_code,
    holderId: row.holder_id,
    holderUsername: row.holder_username,
    giverId: row.giver_id,
    giverUsername: row.giver_username,
    payer: row.payer,
    startedAtMs: toEpochMs(row.started_at),
    endedAtMs: optionalMs(row.ended_at),
    endReason: row.end_reason,
    nextPeriodStartMs: toEpochMs(row.next_period_start),
    nextPeriodEndMs: toEpochMs(row.next_period_end),
  };
}

function requestFrom(row: RequestRow): RequestRecord {
  return {
    ...termsFrom(row),
    id: row.id,
    type: row.type,
    status: row.status,
    fromId: row.from_id,
    fromUsername: row.from_username,
    toId: row.to_id,
    toUsername: row.to_username,
    contractId: row.contract_id,
    reason: row.reason,
    createdAtMs: toEpochMs(row.created_at),
    answeredAtMs: optionalMs(row.answered_at),
  };
}

const termsParams = (terms: TermsRecord) => [
  terms.kind,
  terms.period,
  terms.ratePpm,
  terms.minValidBetMinor?.toString() ?? null,
  terms.minProfitLossMinor?.toString() ?? null,
  terms.minActiveMembers,
  terms.minBetAmountMinor?.toString() ?? null,
];

// ---------------------------------------------------------------------------------------------------
// Contracts
// ---------------------------------------------------------------------------------------------------

export async function selectContract(db: Queryable, merchantCode: string, contractId: string, forUpdate = false): Promise<ContractRecord | null> {
  const { rows } = await db.query<ContractRow>(`${contractSelect()} WHERE c.merchant_code = $1 AND c.id = $2::bigint${forUpdate ? ' FOR UPDATE OF c' : ''}`, [merchantCode, contractId]);
  return rows[0] ? contractFrom(rows[0]) : null;
}

/** The holder's contract of the kind in force, locked when asked (to replace or end it). */
export async function selectActiveContract(db: Queryable, merchantCode: string, holderId: string, kind: ContractKind, forUpdate = false): Promise<ContractRecord | null> {
  const { rows } = await db.query<ContractRow>(
    `${contractSelect()} WHERE c.merchant_code = $1 AND c.holder_id = $2::bigint AND c.kind = $3 AND c.ended_at IS NULL${forUpdate ? ' FOR UPDATE OF c' : ''}`,
    [merchantCode, holderId, kind],
  );
  return rows[0] ? contractFrom(rows[0]) : null;
}

/** Every contract the member holds in force, one per kind. */
export async function selectActiveContractsOf(db: Queryable, merchantCode: string, holderId: string): Promise<ContractRecord[]> {
  const { rows } = await db.query<ContractRow>(`${contractSelect()} WHERE c.merchant_code = $1 AND c.holder_id = $2::bigint AND c.ended_at IS NULL ORDER BY c.kind`, [merchantCode, holderId]);
  return rows.map(contractFrom);
}

export interface NewContract extends TermsRecord {
  merchantCode: string;
  holderId: string;
  giverId: string | null;
  startedAtMs: number;
  firstPeriodStartMs: number;
  firstPeriodEndMs: number;
}

export async function insertContract(db: Queryable, contract: NewContract): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO agent_contracts (merchant_code, holder_id, giver_id, kind, period, rate_ppm, min_valid_bet_minor, min_profit_loss_minor,
                                  min_active_members, min_bet_amount_minor, payer, started_at, next_period_start, next_period_end)
     VALUES ($1, $2::bigint, $3::bigint, $4, $5, $6, $7::bigint, $8::bigint, $9, $10::bigint, $11, $12::timestamptz, $13::timestamptz, $14::timestamptz)
     RETURNING id::text AS id`,
    [
      contract.merchantCode,
      contract.holderId,
      contract.giverId,
      ...termsParams(contract),
      contract.giverId === null ? 'HOUSE' : 'UPLINE',
      isoAt(contract.startedAtMs),
      isoAt(contract.firstPeriodStartMs),
      isoAt(contract.firstPeriodEndMs),
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('contracts: the insert answered no id');
  return id;
}

/** Ends contracts still in force; answers the ids it ended. */
export async function endContracts(db: Queryable, merchantCode: string, contractIds: readonly string[], reason: ContractEndReason, nowMs: number): Promise<string[]> {
  if (contractIds.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    `UPDATE agent_contracts SET ended_at = $3::timestamptz, end_reason = $4
      WHERE merchant_code = $1 AND id = ANY($2::bigint[]) AND ended_at IS NULL
      RETURNING id::text AS id`,
    [merchantCode, contractIds, isoAt(nowMs), reason],
  );
  return rows.map((row) => row.id);
}

/** A contract further down that a change would end, and why. */
export interface ConflictRecord {
  contract: ContractRecord;
  because: 'RATE_CONFLICT' | 'GIVER_ENDED';
}

/**
 * What lowering `holderId`'s rate of the kind to `newRatePpm` ends: the contracts it gave above that
 * rate (RATE_CONFLICT), and every contract of the kind in force below their holders (GIVER_ENDED).
 * With `newRatePpm` null the holder keeps no contract of the kind: everything below it ends.
 */
export async function selectConflicts(db: Queryable, merchantCode: string, holderId: string, kind: ContractKind, newRatePpm: number | null, forUpdate = false): Promise<ConflictRecord[]> {
  const lock = forUpdate ? ' FOR UPDATE OF c' : '';
  const direct =
    newRatePpm === null
      ? []
      : (
          await db.query<ContractRow>(
            `${contractSelect()} WHERE c.merchant_code = $1 AND c.giver_id = $2::bigint AND c.kind = $3 AND c.ended_at IS NULL AND c.rate_ppm > $4
              ORDER BY c.id${lock}`,
            [merchantCode, holderId, kind, newRatePpm],
          )
        ).rows.map(contractFrom);
  const roots = newRatePpm === null ? [holderId] : direct.map((contract) => contract.holderId);
  if (roots.length === 0) return [];
  const { rows } = await db.query<ContractRow>(
    `${contractSelect()}
      WHERE c.merchant_code = $1 AND c.kind = $3 AND c.ended_at IS NULL
        AND c.holder_id IN ${belowAnyAgentSql('$1', '$2::bigint[]')}
      ORDER BY c.id${lock}`,
    [merchantCode, roots, kind],
  );
  return [
    ...direct.map((contract) => ({ contract, because: 'RATE_CONFLICT' as const })),
    ...rows.map(contractFrom).map((contract) => ({ contract, because: 'GIVER_ENDED' as const })),
  ];
}

export interface ContractFilter {
  merchantCode: string;
  activeOnly: boolean;
  kind?: ContractKind | undefined;
}

export async function selectHeldContracts(db: Queryable, filter: ContractFilter & { holderId: string }, limit: number): Promise<ContractRecord[]> {
  const { rows } = await db.query<ContractRow>(
    `${contractSelect()}
      WHERE c.merchant_code = $1 AND c.holder_id = $2::bigint AND ($3::boolean = false OR c.ended_at IS NULL) AND ($4::text IS NULL OR c.kind = $4)
      ORDER BY (c.ended_at IS NULL) DESC, c.started_at DESC, c.id DESC LIMIT $5`,
    [filter.merchantCode, filter.holderId, filter.activeOnly, filter.kind ?? null, limit],
  );
  return rows.map(contractFrom);
}

export async function selectGivenContracts(
  db: Queryable,
  filter: ContractFilter & { giverId: string; holderUsername?: string | undefined },
  offset: number,
  limit: number,
): Promise<{ contracts: ContractRecord[]; total: number }> {
  const where = `c.merchant_code = $1 AND c.giver_id = $2::bigint AND ($3::boolean = false OR c.ended_at IS NULL) AND ($4::text IS NULL OR c.kind = $4)
                 AND ($5::text IS NULL OR lower(${holderUsername()}) = lower($5))`;
  const params = [filter.merchantCode, filter.giverId, filter.activeOnly, filter.kind ?? null, filter.holderUsername ?? null];
  const { rows } = await db.query<ContractRow>(`${contractSelect()} WHERE ${where} ORDER BY (c.ended_at IS NULL) DESC, c.started_at DESC, c.id DESC LIMIT $6 OFFSET $7`, [...params, limit, offset]);
  const counted = await db.query<{ total: string }>(
    `SELECT count(*)::text AS total FROM agent_contracts c WHERE ${where}`,
    params,
  );
  return { contracts: rows.map(contractFrom), total: Number(counted.rows[0]?.total ?? 0) };
}

/** Kinds the member holds, held or gave a contract of, at any time. */
export async function selectKindsTouched(db: Queryable, merchantCode: string, memberId: string): Promise<ContractKind[]> {
  const { rows } = await db.query<{ kind: ContractKind }>(
    `SELECT DISTINCT kind FROM agent_contracts WHERE merchant_code = $1 AND (holder_id = $2::bigint OR giver_id = $2::bigint)`,
    [merchantCode, memberId],
  );
  return rows.map((row) => row.kind);
}

/** Whether the member has held any contract at all (the demo seeds only agents that never had one). */
export async function hasAnyContract(db: Queryable, merchantCode: string, holderId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM agent_contracts WHERE merchant_code = $1 AND holder_id = $2::bigint LIMIT 1', [merchantCode, holderId]);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------

export interface NewRequest extends TermsRecord {
  merchantCode: string;
  type: ContractRequestType;
  status: ContractRequestStatus;
  fromId: string | null;
  toId: string;
  contractId: string | null;
  reason: ContractRequestReason | null;
  createdAtMs: number;
}

/** Inserts a request; answers null when a pending one of the same offer or termination is already there. */
export async function insertRequest(db: Queryable, request: NewRequest): Promise<string | null> {
  const answered = request.status === 'PENDING' ? null : isoAt(request.createdAtMs);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO agent_contract_requests (merchant_code, type, status, from_id, to_id, contract_id, kind, period, rate_ppm, min_valid_bet_minor,
                                          min_profit_loss_minor, min_active_members, min_bet_amount_minor, reason, created_at, answered_at)
     VALUES ($1, $2, $3, $4::bigint, $5::bigint, $6::bigint, $7, $8, $9, $10::bigint, $11::bigint, $12, $13::bigint, $14, $15::timestamptz, $16::timestamptz)
     ON CONFLICT DO NOTHING
     RETURNING id::text AS id`,
    [request.merchantCode, request.type, request.status, request.fromId, request.toId, request.contractId, ...termsParams(request), request.reason, isoAt(request.createdAtMs), answered],
  );
  return rows[0]?.id ?? null;
}

export async function selectRequest(db: Queryable, merchantCode: string, requestId: string, forUpdate = false): Promise<RequestRecord | null> {
  const { rows } = await db.query<RequestRow>(`${requestSelect()} WHERE r.merchant_code = $1 AND r.id = $2::bigint${forUpdate ? ' FOR UPDATE OF r' : ''}`, [merchantCode, requestId]);
  return rows[0] ? requestFrom(rows[0]) : null;
}

export async function closeRequest(db: Queryable, requestId: string, status: ContractRequestStatus, contractId: string | null, nowMs: number): Promise<void> {
  await db.query(`UPDATE agent_contract_requests SET status = $2, contract_id = coalesce($3::bigint, contract_id), answered_at = $4::timestamptz WHERE id = $1::bigint`, [
    requestId,
    status,
    contractId,
    isoAt(nowMs),
  ]);
}

/**
 * Pending offers that can no longer be taken, rejected on the platform's word: offers of the kind by
 * these givers (all of them, or those above `aboveRatePpm`).
 */
export async function rejectPendingOffersBy(db: Queryable, merchantCode: string, giverIds: readonly string[], kind: ContractKind, aboveRatePpm: number | null, reason: ContractRequestReason, nowMs: number): Promise<void> {
  if (giverIds.length === 0) return;
  await db.query(
    `UPDATE agent_contract_requests SET status = 'REJECTED', reason = $5, answered_at = $6::timestamptz
      WHERE merchant_code = $1 AND type = 'NEW' AND status = 'PENDING' AND from_id = ANY($2::bigint[]) AND kind = $3 AND ($4::int IS NULL OR rate_ppm > $4)`,
    [merchantCode, giverIds, kind, aboveRatePpm, reason, isoAt(nowMs)],
  );
}

/** Pending termination requests of contracts that have ended anyway. */
export async function rejectPendingTerminationsOf(db: Queryable, contractIds: readonly string[], nowMs: number): Promise<void> {
  if (contractIds.length === 0) return;
  await db.query(
    `UPDATE agent_contract_requests SET status = 'REJECTED', reason = 'CONTRACT_ENDED', answered_at = $2::timestamptz
      WHERE type = 'TERMINATE' AND status = 'PENDING' AND contract_id = ANY($1::bigint[])`,
    [contractIds, isoAt(nowMs)],
  );
}

/** Every request of these contracts (the offer that made each, and its terminations), oldest first. */
export async function selectRequestsOfContracts(db: Queryable, merchantCode: string, contractIds: readonly string[]): Promise<RequestRecord[]> {
  if (contractIds.length === 0) return [];
  const { rows } = await db.query<RequestRow>(`${requestSelect()} WHERE r.merchant_code = $1 AND r.contract_id = ANY($2::bigint[]) ORDER BY r.created_at, r.id`, [merchantCode, contractIds]);
  return rows.map(requestFrom);
}

/** Offers sent or received by the member that started no contract (pending or rejected), newest first. */
export async function selectOpenOffers(db: Queryable, merchantCode: string, memberId: string, limit: number): Promise<RequestRecord[]> {
  const { rows } = await db.query<RequestRow>(
    `${requestSelect()}
      WHERE r.merchant_code = $1 AND r.type = 'NEW' AND r.contract_id IS NULL AND (r.to_id = $2::bigint OR r.from_id = $2::bigint)
      ORDER BY r.created_at DESC, r.id DESC LIMIT $3`,
    [merchantCode, memberId, limit],
  );
  return rows.map(requestFrom);
}

/** Pending requests the member answers (side 'to') or asked (side 'from'), oldest first. */
export async function selectPendingRequests(db: Queryable, merchantCode: string, memberId: string, side: 'to' | 'from'): Promise<RequestRecord[]> {
  const column = side === 'to' ? 'r.to_id' : 'r.from_id';
  const { rows } = await db.query<RequestRow>(`${requestSelect()} WHERE r.merchant_code = $1 AND r.status = 'PENDING' AND ${column} = $2::bigint ORDER BY r.created_at, r.id LIMIT 200`, [
    merchantCode,
    memberId,
  ]);
  return rows.map(requestFrom);
}

export async function countPendingFor(db: Queryable, merchantCode: string, memberId: string): Promise<number> {
  const { rows } = await db.query<{ pending: string }>(
    `SELECT count(*)::text AS pending FROM agent_contract_requests WHERE merchant_code = $1 AND to_id = $2::bigint AND status = 'PENDING'`,
    [merchantCode, memberId],
  );
  return Number(rows[0]?.pending ?? 0);
}
