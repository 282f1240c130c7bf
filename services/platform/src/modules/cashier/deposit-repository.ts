import { toIsoString, type Queryable } from '../../db/database';
import { isoAt } from '../../clock';
import { deskNamesSql } from './desk-names-sql';

/** A deposit row as the cashier reads it. Ids are text: bigint ids stay exact. */
export interface DepositRow {
  id: string;
  merchantCode: string;
  memberId: string;
  requestId: string;
  requestSha256: string;
  channelCode: string;
  channelKind: 'MANUAL' | 'GATEWAY';
  gatewayCode: string | null;
  gatewayTransactionId: string | null;
  amountMinor: bigint;
  reference: string;
  status: 'PENDING' | 'CONFIRMED' | 'REJECTED' | 'EXPIRED';
  createdAt: string;
  firstApproverId: string | null;
  firstApprovedAt: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  reason: string | null;
  postingId: string | null;
  hasProof: boolean;
  /** when a gateway's deposit expired unpaid; kept when its notice came after and decided it */
  expiredAt: string | null;
}

const DEPOSIT_COLUMNS = `d.id::text AS id, d.merchant_code, d.member_id::text AS member_id, d.request_id, d.request_sha256, d.channel_code,
  d.channel_kind, d.gateway_code, d.gateway_transaction_id,
  d.amount_minor::text AS amount_minor, d.reference, d.status, d.created_at, d.first_approver_id::text AS first_approver_id,
  d.first_approved_at, d.decided_by::text AS decided_by, d.decided_at, d.reason, d.posting_id::text AS posting_id, d.expired_at,
  EXISTS (SELECT 1 FROM cashier_deposit_proofs p WHERE p.deposit_id = d.id) AS has_proof`;

interface RawDeposit {
  id: string;
  merchant_code: string;
  member_id: string;
  request_id: string;
  request_sha256: string;
  channel_code: string;
  channel_kind: DepositRow['channelKind'];
  gateway_code: string | null;
  gateway_transaction_id: string | null;
  amount_minor: string;
  reference: string;
  status: DepositRow['status'];
  created_at: unknown;
  first_approver_id: string | null;
  first_approved_at: unknown;
  decided_by: string | null;
  decided_at: unknown;
  reason: string | null;
  posting_id: string | null;
  has_proof: boolean;
  expired_at: unknown;
}

const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : toIsoString(value));

function depositOf(raw: RawDeposit): DepositRow {
  return {
    id: raw.id,
    merchantCode: raw.merchant_code,
    memberId: raw.member_id,
    requestId: raw.request_id,
    requestSha256: raw.request_sha256,
    channelCode: raw.channel_code,
    channelKind: raw.channel_kind,
    gatewayCode: raw.gateway_code,
    gatewayTransactionId: raw.gateway_transaction_id,
    amountMinor: BigInt(raw.amount_minor),
    reference: raw.reference,
    status: raw.status,
    createdAt: toIsoString(raw.created_at),
    firstApproverId: raw.first_approver_id,
    firstApprovedAt: isoOrNull(raw.first_approved_at),
    decidedBy: raw.decided_by,
    decidedAt: isoOrNull(raw.decided_at),
    reason: raw.reason,
    postingId: raw.posting_id,
    hasProof: raw.has_proof,
    expiredAt: isoOrNull(raw.expired_at),
  };
}

/**
 * Serialises one member's cashier requests (deposits, withdrawals, payout accounts), so each daily
 * limit is checked against everything asked for before it, also under concurrent requests. Held to
 * the end of the caller's transaction.
 */
export async function lockMemberCashier(tx: Queryable, merchantCode: string, memberId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('cashier:member:' || $1 || ':' || $2, 0))`, [merchantCode, memberId]);
}

export async function selectDepositByRequest(db: Queryable, merchantCode: string, memberId: string, requestId: string): Promise<DepositRow | null> {
  const { rows } = await db.query<RawDeposit>(
    `SELECT ${DEPOSIT_COLUMNS} FROM cashier_deposits d WHERE d.merchant_code = $1 AND d.member_id = $2::bigint AND d.request_id = $3`,
    [merchantCode, memberId, requestId],
  );
  return rows[0] ? depositOf(rows[0]) : null;
}

/** A deposit of this member; null for another member's, another brand's or none. */
export async function selectMemberDeposit(db: Queryable, merchantCode: string, memberId: string, depositId: string): Promise<DepositRow | null> {
  const { rows } = await db.query<RawDeposit>(
    `SELECT ${DEPOSIT_COLUMNS} FROM cashier_deposits d WHERE d.id = $3::bigint AND d.merchant_code = $1 AND d.member_id = $2::bigint`,
    [merchantCode, memberId, depositId],
  );
  return rows[0] ? depositOf(rows[0]) : null;
}

/** The deposit under a row lock, for deciding it; null when there is none. */
export async function selectDepositForDecision(tx: Queryable, depositId: string): Promise<DepositRow | null> {
  const { rows } = await tx.query<RawDeposit>(`SELECT ${DEPOSIT_COLUMNS} FROM cashier_deposits d WHERE d.id = $1::bigint FOR UPDATE OF d`, [depositId]);
  return rows[0] ? depositOf(rows[0]) : null;
}

/**
 * What a member has asked to deposit through a channel since the start of today in the brand's time
 * zone, pending and confirmed: a rejected request does not use up the day, nor one that expired unpaid.
 */
export async function sumDepositedToday(db: Queryable, merchantCode: string, memberId: string, channelCode: string, timeZone: string, nowMs: number): Promise<bigint> {
  const { rows } = await db.query<{ total: string }>(
    `SELECT coalesce(sum(d.amount_minor), 0)::text AS total FROM cashier_deposits d
      WHERE d.merchant_code = $1 AND d.member_id = $2::bigint AND d.channel_code = $3 AND d.status NOT IN ('REJECTED', 'EXPIRED')
        AND d.created_at >= (date_trunc('day', $4::timestamptz AT TIME ZONE $5) AT TIME ZONE $5)`,
    [merchantCode, memberId, channelCode, isoAt(nowMs), timeZone],
  );
  return BigInt(rows[0]?.total ?? '0');
}

export interface NewDeposit {
  merchantCode: string;
  memberId: string;
  requestId: string;
  requestSha256: string;
  channelCode: string;
  /** set for a GATEWAY channel's deposit */
  gatewayCode: string | null;
  amountMinor: bigint;
  reference: string;
}

export async function insertDeposit(tx: Queryable, deposit: NewDeposit, nowMs: number): Promise<DepositRow> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO cashier_deposits (merchant_code, member_id, request_id, request_sha256, channel_code, channel_kind, gateway_code, amount_minor, reference, status, created_at)
     VALUES ($1, $2::bigint, $3, $4, $5, CASE WHEN $6::text IS NULL THEN 'MANUAL' ELSE 'GATEWAY' END, $6, $7::bigint, $8, 'PENDING', $9) RETURNING id::text AS id`,
    [
      deposit.merchantCode,
      deposit.memberId,
      deposit.requestId,
      deposit.requestSha256,
      deposit.channelCode,
      deposit.gatewayCode,
      deposit.amountMinor.toString(),
      deposit.reference,
      isoAt(nowMs),
    ],
  );
  const id = rows[0]?.id;
  const inserted = id ? await selectMemberDeposit(tx, deposit.merchantCode, deposit.memberId, id) : null;
  if (!inserted) throw new Error('cashier: a deposit just written could not be read back');
  return inserted;
}

export async function upsertProof(tx: Queryable, depositId: string, proof: { contentType: string; bytes: Buffer; sha256: string }, nowMs: number): Promise<void> {
  await tx.query(
    `INSERT INTO cashier_deposit_proofs (deposit_id, content_type, bytes, sha256, uploaded_at) VALUES ($1::bigint, $2, $3, $4, $5)
     ON CONFLICT (deposit_id) DO UPDATE SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes, sha256 = EXCLUDED.sha256, uploaded_at = EXCLUDED.uploaded_at`,
    [depositId, proof.contentType, proof.bytes, proof.sha256, isoAt(nowMs)],
  );
}

export async function selectProof(db: Queryable, depositId: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const { rows } = await db.query<{ content_type: string; bytes: Uint8Array }>('SELECT content_type, bytes FROM cashier_deposit_proofs WHERE deposit_id = $1::bigint', [depositId]);
  const row = rows[0];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}

export async function selectMemberDeposits(db: Queryable, merchantCode: string, memberId: string, limit: number, offset: number): Promise<{ rows: DepositRow[]; total: number }> {
  const [page, count] = await Promise.all([
    db.query<RawDeposit>(
      `SELECT ${DEPOSIT_COLUMNS} FROM cashier_deposits d WHERE d.merchant_code = $1 AND d.member_id = $2::bigint ORDER BY d.created_at DESC, d.id DESC LIMIT $3 OFFSET $4`,
      [merchantCode, memberId, limit, offset],
    ),
    db.query<{ n: string }>('SELECT count(*)::text AS n FROM cashier_deposits WHERE merchant_code = $1 AND member_id = $2::bigint', [merchantCode, memberId]),
  ]);
  return { rows: page.rows.map(depositOf), total: Number(count.rows[0]?.n ?? 0) };
}

export interface DeskDepositRow extends DepositRow {
  username: string;
  firstApproverName: string | null;
  decidedByName: string | null;
}

type RawDeskDeposit = RawDeposit & { username: string; first_approver_name: string | null; decided_by_name: string | null };

const DESK_FROM = 'cashier_deposits d';
/** The desk's columns; a function, as the names come from other modules' doors, which may still be loading when this file is. */
const deskColumns = () => `${DEPOSIT_COLUMNS}, ${deskNamesSql('d')}`;

const deskDepositOf = (raw: RawDeskDeposit): DeskDepositRow => ({
  ...depositOf(raw),
  username: raw.username,
  firstApproverName: raw.first_approver_name,
  decidedByName: raw.decided_by_name,
});

/** The cashier desk's list: a brand's deposits in one status, the oldest pending first, decided ones newest first. */
export async function selectDeskDeposits(
  db: Queryable,
  merchantCode: string,
  status: DepositRow['status'],
  limit: number,
  offset: number,
): Promise<{ rows: DeskDepositRow[]; total: number }> {
  const order = status === 'PENDING' ? 'd.created_at ASC, d.id ASC' : 'd.decided_at DESC, d.id DESC';
  const [page, count] = await Promise.all([
    db.query<RawDeskDeposit>(`SELECT ${deskColumns()} FROM ${DESK_FROM} WHERE d.merchant_code = $1 AND d.status = $2 ORDER BY ${order} LIMIT $3 OFFSET $4`, [
      merchantCode,
      status,
      limit,
      offset,
    ]),
    db.query<{ n: string }>('SELECT count(*)::text AS n FROM cashier_deposits WHERE merchant_code = $1 AND status = $2', [merchantCode, status]),
  ]);
  return { rows: page.rows.map(deskDepositOf), total: Number(count.rows[0]?.n ?? 0) };
}

export async function selectDeskDeposit(db: Queryable, depositId: string): Promise<DeskDepositRow | null> {
  const { rows } = await db.query<RawDeskDeposit>(`SELECT ${deskColumns()} FROM ${DESK_FROM} WHERE d.id = $1::bigint`, [depositId]);
  return rows[0] ? deskDepositOf(rows[0]) : null;
}

export async function markFirstApproval(tx: Queryable, depositId: string, operatorId: string, nowMs: number): Promise<void> {
  await tx.query('UPDATE cashier_deposits SET first_approver_id = $2::bigint, first_approved_at = $3 WHERE id = $1::bigint', [depositId, operatorId, isoAt(nowMs)]);
}

export async function markConfirmed(tx: Queryable, depositId: string, operatorId: string, postingId: string, nowMs: number): Promise<void> {
  await tx.query(`UPDATE cashier_deposits SET status = 'CONFIRMED', decided_by = $2::bigint, decided_at = $3, posting_id = $4::bigint WHERE id = $1::bigint`, [
    depositId,
    operatorId,
    isoAt(nowMs),
    postingId,
  ]);
}

export async function markRejected(tx: Queryable, depositId: string, operatorId: string, reason: string, nowMs: number): Promise<void> {
  await tx.query(`UPDATE cashier_deposits SET status = 'REJECTED', decided_by = $2::bigint, decided_at = $3, reason = $4 WHERE id = $1::bigint`, [
    depositId,
    operatorId,
    isoAt(nowMs),
    reason,
  ]);
}

/** A gateway's deposit under a row lock, for its notice; null for none of that gateway. */
export async function selectGatewayDepositForNotice(tx: Queryable, gatewayCode: string, depositId: string): Promise<DepositRow | null> {
  const { rows } = await tx.query<RawDeposit>(`SELECT ${DEPOSIT_COLUMNS} FROM cashier_deposits d WHERE d.id = $2::bigint AND d.gateway_code = $1 FOR UPDATE OF d`, [gatewayCode, depositId]);
  return rows[0] ? depositOf(rows[0]) : null;
}

export async function markGatewayDecided(
  tx: Queryable,
  depositId: string,
  decided: { status: 'CONFIRMED' | 'REJECTED'; gatewayTransactionId: string; postingId: string | null; reason: string | null },
  nowMs: number,
): Promise<void> {
  await tx.query('UPDATE cashier_deposits SET status = $2, gateway_transaction_id = $3, posting_id = $4::bigint, reason = $5, decided_at = $6 WHERE id = $1::bigint', [
    depositId,
    decided.status,
    decided.gatewayTransactionId,
    decided.postingId,
    decided.reason,
    isoAt(nowMs),
  ]);
}

export interface ExpiredDeposit {
  id: string;
  merchantCode: string;
  memberId: string;
  amountMinor: bigint;
}

/**
 * Expires up to `limit` gateway deposits still pending that were asked for at or before `createdUpToMs`,
 * oldest first. A deposit whose row a notice holds is skipped, not waited for: the notice decides it,
 * and one still pending after is taken by the next run. Only PENDING rows are written, so running it
 * again, or on two instances at once, expires each deposit once.
 */
export async function expirePendingGatewayDeposits(tx: Queryable, createdUpToMs: number, nowMs: number, limit: number): Promise<ExpiredDeposit[]> {
  const { rows } = await tx.query<{ id: string; merchant_code: string; member_id: string; amount_minor: string }>(
    `WITH due AS (
       SELECT id FROM cashier_deposits
        WHERE status = 'PENDING' AND channel_kind = 'GATEWAY' AND created_at <= $1
        ORDER BY created_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
     UPDATE cashier_deposits d SET status = 'EXPIRED', expired_at = $2, decided_at = $2
       FROM due WHERE d.id = due.id AND d.status = 'PENDING'
     RETURNING d.id::text AS id, d.merchant_code, d.member_id::text AS member_id, d.amount_minor::text AS amount_minor`,
    [isoAt(createdUpToMs), isoAt(nowMs), limit],
  );
  return rows.map((row) => ({ id: row.id, merchantCode: row.merchant_code, memberId: row.member_id, amountMinor: BigInt(row.amount_minor) }));
}
