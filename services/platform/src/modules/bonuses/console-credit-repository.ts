import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';
import { memberUsernameSql } from '../accounts';
import { operatorUsernameSql } from '../backoffice-operators';
import type { Contributions, WageringBase } from './terms';

/** An operator's bonus credit (migration 0042, decision 0046), with the names the console shows. */
export type CreditStatus = 'GRANTED' | 'PENDING' | 'APPROVED' | 'REJECTED';

export interface CreditRow {
  id: string;
  merchantCode: string;
  memberId: string;
  username: string;
  requestId: string;
  payloadSha256: string;
  titleEn: string;
  titleBn: string;
  amountMinor: bigint;
  depositMinor: bigint;
  wageringBase: WageringBase;
  multiplierHundredths: number;
  contributions: Contributions;
  maxBetMinor: bigint | null;
  maxCashoutMinor: bigint | null;
  lifetimeDays: number;
  reason: string;
  needsSecondApproval: boolean;
  status: CreditStatus;
  requestedById: string;
  requestedBy: string;
  requestedAtMs: number;
  decidedById: string | null;
  decidedBy: string | null;
  decidedAtMs: number | null;
  rejectionReason: string | null;
  awardId: string | null;
}

interface Row {
  id: string;
  merchant_code: string;
  member_id: string;
  username: string | null;
  request_id: string;
  payload_sha256: string;
  title_en: string;
  title_bn: string;
  amount_minor: string;
  deposit_minor: string;
  wagering_base: WageringBase;
  multiplier_hundredths: number;
  contributions: Contributions;
  max_bet_minor: string | null;
  max_cashout_minor: string | null;
  lifetime_days: number;
  reason: string;
  needs_second_approval: boolean;
  status: CreditStatus;
  requested_by: string;
  requested_by_name: string | null;
  requested_at: unknown;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: unknown;
  rejection_reason: string | null;
  award_id: string | null;
}

const SELECT_CREDIT = `
  SELECT r.id::text AS id, r.merchant_code, r.member_id::text AS member_id, ${memberUsernameSql('r.merchant_code', 'r.member_id')} AS username,
         r.request_id, r.payload_sha256, r.title_en, r.title_bn, r.amount_minor::text AS amount_minor, r.deposit_minor::text AS deposit_minor,
         r.wagering_base, r.multiplier_hundredths, r.contributions, r.max_bet_minor::text AS max_bet_minor, r.max_cashout_minor::text AS max_cashout_minor,
         r.lifetime_days, r.reason, r.needs_second_approval, r.status, r.requested_by::text AS requested_by,
         ${operatorUsernameSql('r.requested_by')} AS requested_by_name, r.requested_at, r.decided_by::text AS decided_by,
         ${operatorUsernameSql('r.decided_by')} AS decided_by_name, r.decided_at, r.rejection_reason, r.award_id::text AS award_id
    FROM bonus_credit_requests r`;

const optionalBig = (text: string | null) => (text === null ? null : BigInt(text));

function creditFrom(row: Row): CreditRow {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    username: row.username ?? row.member_id,
    requestId: row.request_id,
    payloadSha256: row.payload_sha256,
    titleEn: row.title_en,
    titleBn: row.title_bn,
    amountMinor: BigInt(row.amount_minor),
    depositMinor: BigInt(row.deposit_minor),
    wageringBase: row.wagering_base,
    multiplierHundredths: row.multiplier_hundredths,
    contributions: row.contributions,
    maxBetMinor: optionalBig(row.max_bet_minor),
    maxCashoutMinor: optionalBig(row.max_cashout_minor),
    lifetimeDays: row.lifetime_days,
    reason: row.reason,
    needsSecondApproval: row.needs_second_approval,
    status: row.status,
    requestedById: row.requested_by,
    requestedBy: row.requested_by_name ?? row.requested_by,
    requestedAtMs: toEpochMs(row.requested_at),
    decidedById: row.decided_by,
    decidedBy: row.decided_by === null ? null : (row.decided_by_name ?? row.decided_by),
    decidedAtMs: row.decided_at === null || row.decided_at === undefined ? null : toEpochMs(row.decided_at),
    rejectionReason: row.rejection_reason,
    awardId: row.award_id,
  };
}

export interface NewCredit {
  merchantCode: string;
  memberId: string;
  requestId: string;
  payloadSha256: string;
  titleEn: string;
  titleBn: string;
  amountMinor: bigint;
  depositMinor: bigint;
  wageringBase: WageringBase;
  multiplierHundredths: number;
  contributions: Contributions;
  maxBetMinor: bigint | null;
  maxCashoutMinor: bigint | null;
  lifetimeDays: number;
  reason: string;
  needsSecondApproval: boolean;
  requestedById: string;
}

/** How a credit is written: waiting for a second operator, or granted at once with the bonus it gave. */
export type CreditStart = { status: 'PENDING' } | { status: 'GRANTED'; awardId: string };

/**
 * Writes the credit, or nothing when the operator used its request id before (the caller reads that
 * one). A concurrent twin waits on the unique key until the first commits, then writes nothing.
 */
export async function insertCredit(tx: Queryable, credit: NewCredit, start: CreditStart, nowMs: number): Promise<string | null> {
  const granted = start.status === 'GRANTED';
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO bonus_credit_requests (merchant_code, member_id, request_id, payload_sha256, title_en, title_bn, amount_minor, deposit_minor, wagering_base,
       multiplier_hundredths, contributions, max_bet_minor, max_cashout_minor, lifetime_days, reason, needs_second_approval, status, requested_by, requested_at,
       decided_by, decided_at, award_id)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, $7::bigint, $8::bigint, $9, $10, $11::jsonb, $12::bigint, $13::bigint, $14, $15, $16, $17, $18::bigint, $19::timestamptz,
       CASE WHEN $20::bigint IS NULL THEN NULL ELSE $18::bigint END, CASE WHEN $20::bigint IS NULL THEN NULL ELSE $19::timestamptz END, $20::bigint)
     ON CONFLICT (merchant_code, requested_by, request_id) DO NOTHING
     RETURNING id::text AS id`,
    [
      credit.merchantCode,
      credit.memberId,
      credit.requestId,
      credit.payloadSha256,
      credit.titleEn,
      credit.titleBn,
      credit.amountMinor.toString(),
      credit.depositMinor.toString(),
      credit.wageringBase,
      credit.multiplierHundredths,
      JSON.stringify(credit.contributions),
      credit.maxBetMinor?.toString() ?? null,
      credit.maxCashoutMinor?.toString() ?? null,
      credit.lifetimeDays,
      credit.reason,
      credit.needsSecondApproval,
      start.status,
      credit.requestedById,
      isoAt(nowMs),
      granted ? start.awardId : null,
    ],
  );
  return rows[0]?.id ?? null;
}

export async function selectCreditByRequest(db: Queryable, merchantCode: string, requestedById: string, requestId: string): Promise<CreditRow | null> {
  const { rows } = await db.query<Row>(`${SELECT_CREDIT} WHERE r.merchant_code = $1 AND r.requested_by = $2::bigint AND r.request_id = $3`, [merchantCode, requestedById, requestId]);
  return rows[0] ? creditFrom(rows[0]) : null;
}

/** One credit, locked for the caller's transaction when `lock`: decisions on one credit queue here. */
export async function selectCredit(db: Queryable, id: string, lock: boolean): Promise<CreditRow | null> {
  const { rows } = await db.query<Row>(`${SELECT_CREDIT} WHERE r.id = $1::bigint${lock ? ' FOR UPDATE OF r' : ''}`, [id]);
  return rows[0] ? creditFrom(rows[0]) : null;
}

/** Marks a pending credit approved by a second operator, with the bonus it gave. */
export async function markCreditApproved(tx: Queryable, id: string, decidedById: string, awardId: string, nowMs: number): Promise<void> {
  const { rows } = await tx.query(
    `UPDATE bonus_credit_requests SET status = 'APPROVED', decided_by = $2::bigint, decided_at = $3::timestamptz, award_id = $4::bigint
      WHERE id = $1::bigint AND status = 'PENDING' RETURNING id`,
    [id, decidedById, isoAt(nowMs), awardId],
  );
  if (rows.length !== 1) throw new Error(`bonuses: credit ${id} was not pending when it was approved`);
}

export async function markCreditRejected(tx: Queryable, id: string, decidedById: string, reason: string, nowMs: number): Promise<void> {
  const { rows } = await tx.query(
    `UPDATE bonus_credit_requests SET status = 'REJECTED', decided_by = $2::bigint, decided_at = $3::timestamptz, rejection_reason = $4
      WHERE id = $1::bigint AND status = 'PENDING' RETURNING id`,
    [id, decidedById, isoAt(nowMs), reason],
  );
  if (rows.length !== 1) throw new Error(`bonuses: credit ${id} was not pending when it was rejected`);
}

/** A brand's credits newest first, of one status or all, a page of them. */
export async function selectCreditPage(db: Queryable, merchantCode: string, status: CreditStatus | null, limit: number, offset: number): Promise<{ rows: CreditRow[]; total: number }> {
  const where = `r.merchant_code = $1 AND ($2::text IS NULL OR r.status = $2)`;
  const [page, count] = await Promise.all([
    db.query<Row>(`${SELECT_CREDIT} WHERE ${where} ORDER BY r.id DESC LIMIT $3 OFFSET $4`, [merchantCode, status, limit, offset]),
    db.query<{ total: string }>(`SELECT count(*)::text AS total FROM bonus_credit_requests r WHERE ${where}`, [merchantCode, status]),
  ]);
  return { rows: page.rows.map(creditFrom), total: Number(count.rows[0]?.total ?? 0) };
}

/** The member's credits awaiting a second operator, newest first. */
export async function selectMemberPendingCredits(db: Queryable, merchantCode: string, memberId: string): Promise<CreditRow[]> {
  const { rows } = await db.query<Row>(`${SELECT_CREDIT} WHERE r.merchant_code = $1 AND r.member_id = $2::bigint AND r.status = 'PENDING' ORDER BY r.id DESC`, [merchantCode, memberId]);
  return rows.map(creditFrom);
}

/** The credits that gave these bonuses, by bonus id: who credited and approved each, and why. */
export async function selectCreditsOfAwards(db: Queryable, awardIds: readonly string[]): Promise<Map<string, CreditRow>> {
  if (awardIds.length === 0) return new Map();
  const { rows } = await db.query<Row>(`${SELECT_CREDIT} WHERE r.award_id = ANY($1::bigint[])`, [awardIds]);
  return new Map(rows.map((row) => [row.award_id ?? '', creditFrom(row)]));
}

/** The member whose bonus this is, on this brand; null for a bonus of no member of the brand. */
export async function selectAwardMember(db: Queryable, merchantCode: string, awardId: string): Promise<string | null> {
  const { rows } = await db.query<{ member_id: string }>('SELECT member_id::text AS member_id FROM bonus_awards WHERE merchant_code = $1 AND id = $2::bigint', [merchantCode, awardId]);
  return rows[0]?.member_id ?? null;
}

/** Operators' usernames by id, for the ids a bonus's end names (`operator:<id>`). */
export async function selectOperatorNames(db: Queryable, operatorIds: readonly string[]): Promise<Map<string, string>> {
  if (operatorIds.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; username: string | null }>(
    `SELECT named.id::text AS id, ${operatorUsernameSql('named.id')} AS username FROM unnest($1::bigint[]) AS named (id)`,
    [operatorIds],
  );
  return new Map(rows.flatMap((row) => (row.username === null ? [] : [[row.id, row.username] as const])));
}
