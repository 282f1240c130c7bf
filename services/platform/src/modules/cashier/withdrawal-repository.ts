import { toIsoString, type Queryable } from '../../db/database';
import { isoAt } from '../../clock';
import { deskNamesSql } from './desk-names-sql';

/** Payout accounts and withdrawals as the cashier reads and writes them. Ids are text: bigint ids stay exact. */

export interface PayoutAccountRow {
  id: string;
  channelCode: string;
  accountNumber: string;
  holderName: string;
  bankName: string | null;
}

interface RawPayoutAccount {
  id: string;
  channel_code: string;
  account_number: string;
  holder_name: string;
  bank_name: string | null;
}

const payoutAccountOf = (raw: RawPayoutAccount): PayoutAccountRow => ({
  id: raw.id,
  channelCode: raw.channel_code,
  accountNumber: raw.account_number,
  holderName: raw.holder_name,
  bankName: raw.bank_name,
});

const PAYOUT_COLUMNS = 'a.id::text AS id, a.channel_code, a.account_number, a.holder_name, a.bank_name';

export async function selectPayoutAccounts(db: Queryable, merchantCode: string, memberId: string): Promise<PayoutAccountRow[]> {
  const { rows } = await db.query<RawPayoutAccount>(
    `SELECT ${PAYOUT_COLUMNS} FROM cashier_payout_accounts a WHERE a.merchant_code = $1 AND a.member_id = $2::bigint ORDER BY a.id`,
    [merchantCode, memberId],
  );
  return rows.map(payoutAccountOf);
}

/** Binds an account; null when the member already has this one (same channel and number). */
export async function insertPayoutAccount(
  tx: Queryable,
  account: { merchantCode: string; memberId: string; channelCode: string; accountNumber: string; holderName: string; bankName: string | null },
  nowMs: number,
): Promise<PayoutAccountRow | null> {
  const { rows } = await tx.query<RawPayoutAccount>(
    `INSERT INTO cashier_payout_accounts AS a (merchant_code, member_id, channel_code, account_number, holder_name, bank_name, created_at)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, $7) ON CONFLICT (merchant_code, member_id, channel_code, account_number) DO NOTHING
     RETURNING ${PAYOUT_COLUMNS}`,
    [account.merchantCode, account.memberId, account.channelCode, account.accountNumber, account.holderName, account.bankName, isoAt(nowMs)],
  );
  return rows[0] ? payoutAccountOf(rows[0]) : null;
}

export interface WithdrawalRow {
  id: string;
  merchantCode: string;
  memberId: string;
  requestSha256: string;
  channelCode: string;
  amountMinor: bigint;
  status: 'PENDING' | 'AWAITING_RECEIPT' | 'DISPUTED' | 'PAID' | 'REJECTED' | 'FAILED';
  createdAt: string;
  firstApproverId: string | null;
  decidedAt: string | null;
  reason: string | null;
  payoutAccount: PayoutAccountRow;
  receipt: 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED' | 'AUTO' | null;
  receivedMinor: bigint | null;
  receiptDueAt: string | null;
  /** what a settled dispute gave back to the wallet */
  returnedMinor: bigint;
}

export interface DeskWithdrawalRow extends WithdrawalRow {
  username: string;
  firstApproverName: string | null;
  decidedByName: string | null;
}

interface RawWithdrawal extends RawPayoutAccount {
  withdrawal_id: string;
  merchant_code: string;
  member_id: string;
  request_sha256: string;
  w_channel_code: string;
  amount_minor: string;
  status: WithdrawalRow['status'];
  created_at: unknown;
  first_approver_id: string | null;
  decided_at: unknown;
  reason: string | null;
  receipt: WithdrawalRow['receipt'];
  received_minor: string | null;
  receipt_due_at: unknown;
  returned_minor: string;
}

type RawDeskWithdrawal = RawWithdrawal & { username: string; first_approver_name: string | null; decided_by_name: string | null };

const WITHDRAWAL_COLUMNS = `w.id::text AS withdrawal_id, w.merchant_code, w.member_id::text AS member_id, w.request_sha256, w.channel_code AS w_channel_code,
  w.amount_minor::text AS amount_minor, w.status, w.created_at, w.first_approver_id::text AS first_approver_id, w.decided_at, w.reason,
  w.receipt, w.received_minor::text AS received_minor, w.receipt_due_at,
  CASE WHEN w.return_posting_id IS NULL THEN '0' ELSE (w.amount_minor - w.received_minor)::text END AS returned_minor, ${PAYOUT_COLUMNS}`;
const WITHDRAWAL_FROM = 'cashier_withdrawals w JOIN cashier_payout_accounts a ON a.id = w.payout_account_id';
/** The desk's columns; a function, as the names come from other modules' doors, which may still be loading when this file is. */
const deskColumns = () => `${WITHDRAWAL_COLUMNS}, ${deskNamesSql('w')}`;
const DESK_FROM = WITHDRAWAL_FROM;

const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : toIsoString(value));

function withdrawalOf(raw: RawWithdrawal): WithdrawalRow {
  return {
    id: raw.withdrawal_id,
    merchantCode: raw.merchant_code,
    memberId: raw.member_id,
    requestSha256: raw.request_sha256,
    channelCode: raw.w_channel_code,
    amountMinor: BigInt(raw.amount_minor),
    status: raw.status,
    createdAt: toIsoString(raw.created_at),
    firstApproverId: raw.first_approver_id,
    decidedAt: isoOrNull(raw.decided_at),
    reason: raw.reason,
    payoutAccount: payoutAccountOf(raw),
    receipt: raw.receipt,
    receivedMinor: raw.received_minor === null ? null : BigInt(raw.received_minor),
    receiptDueAt: isoOrNull(raw.receipt_due_at),
    returnedMinor: BigInt(raw.returned_minor),
  };
}

const deskWithdrawalOf = (raw: RawDeskWithdrawal): DeskWithdrawalRow => ({
  ...withdrawalOf(raw),
  username: raw.username,
  firstApproverName: raw.first_approver_name,
  decidedByName: raw.decided_by_name,
});

export async function selectWithdrawalByRequest(db: Queryable, merchantCode: string, memberId: string, requestId: string): Promise<WithdrawalRow | null> {
  const { rows } = await db.query<RawWithdrawal>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM ${WITHDRAWAL_FROM} WHERE w.merchant_code = $1 AND w.member_id = $2::bigint AND w.request_id = $3`,
    [merchantCode, memberId, requestId],
  );
  return rows[0] ? withdrawalOf(rows[0]) : null;
}

/**
 * What a member has asked to withdraw through a channel since the start of today in the brand's time
 * zone, whatever its state but turned down: one rejected or failed gives its room back.
 */
export async function sumWithdrawnToday(db: Queryable, merchantCode: string, memberId: string, channelCode: string, timeZone: string, nowMs: number): Promise<bigint> {
  const { rows } = await db.query<{ total: string }>(
    `SELECT coalesce(sum(w.amount_minor), 0)::text AS total FROM cashier_withdrawals w
      WHERE w.merchant_code = $1 AND w.member_id = $2::bigint AND w.channel_code = $3 AND w.status NOT IN ('REJECTED', 'FAILED')
        AND w.created_at >= (date_trunc('day', $4::timestamptz AT TIME ZONE $5) AT TIME ZONE $5)`,
    [merchantCode, memberId, channelCode, isoAt(nowMs), timeZone],
  );
  return BigInt(rows[0]?.total ?? '0');
}

export async function insertWithdrawal(
  tx: Queryable,
  withdrawal: { merchantCode: string; memberId: string; requestId: string; requestSha256: string; payoutAccountId: string; channelCode: string; amountMinor: bigint; holdPostingId: string },
  nowMs: number,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO cashier_withdrawals (merchant_code, member_id, request_id, request_sha256, payout_account_id, channel_code, amount_minor, status, created_at, hold_posting_id)
     VALUES ($1, $2::bigint, $3, $4, $5::bigint, $6, $7::bigint, 'PENDING', $8, $9::bigint) RETURNING id::text AS id`,
    [
      withdrawal.merchantCode,
      withdrawal.memberId,
      withdrawal.requestId,
      withdrawal.requestSha256,
      withdrawal.payoutAccountId,
      withdrawal.channelCode,
      withdrawal.amountMinor.toString(),
      isoAt(nowMs),
      withdrawal.holdPostingId,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('cashier: a withdrawal was written without an id');
  return id;
}

export async function selectMemberWithdrawal(db: Queryable, merchantCode: string, memberId: string, withdrawalId: string): Promise<WithdrawalRow | null> {
  const { rows } = await db.query<RawWithdrawal>(`SELECT ${WITHDRAWAL_COLUMNS} FROM ${WITHDRAWAL_FROM} WHERE w.id = $3::bigint AND w.merchant_code = $1 AND w.member_id = $2::bigint`, [
    merchantCode,
    memberId,
    withdrawalId,
  ]);
  return rows[0] ? withdrawalOf(rows[0]) : null;
}

export async function selectMemberWithdrawals(db: Queryable, merchantCode: string, memberId: string, limit: number, offset: number): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const [page, count] = await Promise.all([
    db.query<RawWithdrawal>(
      `SELECT ${WITHDRAWAL_COLUMNS} FROM ${WITHDRAWAL_FROM} WHERE w.merchant_code = $1 AND w.member_id = $2::bigint ORDER BY w.created_at DESC, w.id DESC LIMIT $3 OFFSET $4`,
      [merchantCode, memberId, limit, offset],
    ),
    db.query<{ n: string }>('SELECT count(*)::text AS n FROM cashier_withdrawals WHERE merchant_code = $1 AND member_id = $2::bigint', [merchantCode, memberId]),
  ]);
  return { rows: page.rows.map(withdrawalOf), total: Number(count.rows[0]?.n ?? 0) };
}

/** The withdrawal under a row lock, for deciding it. */
export async function selectWithdrawalForDecision(tx: Queryable, withdrawalId: string): Promise<WithdrawalRow | null> {
  const { rows } = await tx.query<RawWithdrawal>(`SELECT ${WITHDRAWAL_COLUMNS} FROM ${WITHDRAWAL_FROM} WHERE w.id = $1::bigint FOR UPDATE OF w`, [withdrawalId]);
  return rows[0] ? withdrawalOf(rows[0]) : null;
}

export async function selectDeskWithdrawal(db: Queryable, withdrawalId: string): Promise<DeskWithdrawalRow | null> {
  const { rows } = await db.query<RawDeskWithdrawal>(`SELECT ${deskColumns()} FROM ${DESK_FROM} WHERE w.id = $1::bigint`, [withdrawalId]);
  return rows[0] ? deskWithdrawalOf(rows[0]) : null;
}

export async function selectDeskWithdrawals(
  db: Queryable,
  merchantCode: string,
  status: WithdrawalRow['status'],
  limit: number,
  offset: number,
): Promise<{ rows: DeskWithdrawalRow[]; total: number }> {
  const order = status === 'PENDING' ? 'w.created_at ASC, w.id ASC' : 'w.decided_at DESC, w.id DESC';
  const [page, count] = await Promise.all([
    db.query<RawDeskWithdrawal>(`SELECT ${deskColumns()} FROM ${DESK_FROM} WHERE w.merchant_code = $1 AND w.status = $2 ORDER BY ${order} LIMIT $3 OFFSET $4`, [
      merchantCode,
      status,
      limit,
      offset,
    ]),
    db.query<{ n: string }>('SELECT count(*)::text AS n FROM cashier_withdrawals WHERE merchant_code = $1 AND status = $2', [merchantCode, status]),
  ]);
  return { rows: page.rows.map(deskWithdrawalOf), total: Number(count.rows[0]?.n ?? 0) };
}

export async function markWithdrawalFirstApproval(tx: Queryable, withdrawalId: string, operatorId: string, nowMs: number): Promise<void> {
  await tx.query('UPDATE cashier_withdrawals SET first_approver_id = $2::bigint, first_approved_at = $3 WHERE id = $1::bigint', [withdrawalId, operatorId, isoAt(nowMs)]);
}

export async function markWithdrawalDecided(
  tx: Queryable,
  withdrawalId: string,
  decided: { status: 'PAID' | 'AWAITING_RECEIPT' | 'REJECTED' | 'FAILED'; operatorId: string; settlePostingId: string; reason: string | null; receiptDueMs: number | null },
  nowMs: number,
): Promise<void> {
  await tx.query(
    'UPDATE cashier_withdrawals SET status = $2, decided_by = $3::bigint, decided_at = $4, settle_posting_id = $5::bigint, reason = $6, receipt_due_at = $7 WHERE id = $1::bigint',
    [withdrawalId, decided.status, decided.operatorId, isoAt(nowMs), decided.settlePostingId, decided.reason, decided.receiptDueMs === null ? null : isoAt(decided.receiptDueMs)],
  );
}

/** The player's word on a paid-out withdrawal: RECEIVED closes it, PARTIAL and NOT_RECEIVED dispute it. */
export async function markReceipt(
  tx: Queryable,
  withdrawalId: string,
  receipt: { kind: 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED'; receivedMinor: bigint },
  nowMs: number,
): Promise<void> {
  await tx.query(
    `UPDATE cashier_withdrawals SET status = CASE WHEN $2 = 'RECEIVED' THEN 'PAID' ELSE 'DISPUTED' END, receipt = $2, received_minor = $3::bigint, receipt_at = $4
      WHERE id = $1::bigint AND status = 'AWAITING_RECEIPT'`,
    [withdrawalId, receipt.kind, receipt.receivedMinor.toString(), isoAt(nowMs)],
  );
}

/**
 * Paid-out withdrawals whose time for a receipt has run out count as received (SPEC §4). One statement,
 * so servers sweeping together count each once. Returns how many.
 */
export async function markOverdueReceipts(db: Queryable, nowMs: number): Promise<number> {
  const { rows } = await db.query(
    `UPDATE cashier_withdrawals SET status = 'PAID', receipt = 'AUTO', received_minor = amount_minor, receipt_at = receipt_due_at
      WHERE status = 'AWAITING_RECEIPT' AND receipt_due_at <= $1 RETURNING id`,
    [isoAt(nowMs)],
  );
  return rows.length;
}

export async function markResolved(
  tx: Queryable,
  withdrawalId: string,
  resolution: { operatorId: string; reason: string; returnPostingId: string | null },
  nowMs: number,
): Promise<void> {
  await tx.query(
    `UPDATE cashier_withdrawals SET status = 'PAID', resolved_by = $2::bigint, resolved_at = $3, reason = $4, return_posting_id = $5::bigint WHERE id = $1::bigint AND status = 'DISPUTED'`,
    [withdrawalId, resolution.operatorId, isoAt(nowMs), resolution.reason, resolution.returnPostingId],
  );
}

export async function insertWithdrawalProof(tx: Queryable, withdrawalId: string, proof: { contentType: string; bytes: Buffer; sha256: string }, nowMs: number): Promise<void> {
  await tx.query('INSERT INTO cashier_withdrawal_proofs (withdrawal_id, content_type, bytes, sha256, uploaded_at) VALUES ($1::bigint, $2, $3, $4, $5)', [
    withdrawalId,
    proof.contentType,
    proof.bytes,
    proof.sha256,
    isoAt(nowMs),
  ]);
}

/** The photo a player sent with a withdrawal they say never arrived, or null when they sent none. */
export async function selectWithdrawalProof(db: Queryable, withdrawalId: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const { rows } = await db.query<{ content_type: string; bytes: Uint8Array }>('SELECT content_type, bytes FROM cashier_withdrawal_proofs WHERE withdrawal_id = $1::bigint', [
    withdrawalId,
  ]);
  const row = rows[0];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}

/** The withdrawal of this member under a row lock, for its receipt. */
export async function selectMemberWithdrawalForReceipt(tx: Queryable, merchantCode: string, memberId: string, withdrawalId: string): Promise<WithdrawalRow | null> {
  const { rows } = await tx.query<RawWithdrawal>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM ${WITHDRAWAL_FROM} WHERE w.id = $3::bigint AND w.merchant_code = $1 AND w.member_id = $2::bigint FOR UPDATE OF w`,
    [merchantCode, memberId, withdrawalId],
  );
  return rows[0] ? withdrawalOf(rows[0]) : null;
}
