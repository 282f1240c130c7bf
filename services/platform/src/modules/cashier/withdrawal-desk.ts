import type { Brand } from '@croupier/brand-config';
import type { DeskWithdrawal } from '@croupier/contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { BrandDirectory } from '../brands';
import { notifyMember } from '../notifications';
import { recordAudit } from '../backoffice-operators';
import { post, type PostingKind } from '../ledger';
import { deskBrand, listedBrand, mayWorkOn, needsSecondApproval, pagesOf, secondApproverRequired, type DeskOperator } from './desk-rules';
import {
  markOverdueReceipts,
  markResolved,
  markWithdrawalDecided,
  markWithdrawalFirstApproval,
  selectDeskWithdrawal,
  selectDeskWithdrawals,
  selectWithdrawalForDecision,
  type DeskWithdrawalRow,
  type WithdrawalRow,
} from './withdrawal-repository';
import { withdrawalView } from './withdrawals';

/**
 * The operator's side of withdrawals. The money is already held in PENDING_WITHDRAWALS; a decision
 * moves it on, once: paid out to CASHIER (the brand's outside accounts), or back to the player's main
 * wallet when the withdrawal is rejected or its payment failed. Each under the withdrawal's id.
 */

export const PAYOUT_SOURCE = 'cashier:payout';
export const RETURN_SOURCE = 'cashier:return';

function notFound(withdrawalId: string): ApiError {
  return new ApiError('WITHDRAWAL_NOT_FOUND', `There is no withdrawal ${withdrawalId} on the brands you work on`);
}

export function deskWithdrawalView(brand: Brand, row: DeskWithdrawalRow): DeskWithdrawal {
  return {
    ...withdrawalView(brand, row),
    merchantCode: row.merchantCode,
    memberId: row.memberId,
    username: row.username,
    needsSecondApproval: needsSecondApproval(brand, row.amountMinor),
    firstApprover: row.firstApproverName,
    decidedBy: row.decidedByName,
  };
}

export async function deskWithdrawals(
  db: Queryable,
  brands: BrandDirectory,
  operator: DeskOperator,
  query: { merchantCode: string; status: WithdrawalRow['status']; page: number; pageSize: number },
  nowMs: number,
): Promise<{ withdrawals: DeskWithdrawal[]; page: number; totalPages: number }> {
  const brand = listedBrand(brands, operator, query.merchantCode);
  // the desk sees receipts whose time ran out as received, also between two sweeps
  await markOverdueReceipts(db, nowMs);
  const { rows, total } = await selectDeskWithdrawals(db, brand.merchantCode, query.status, query.pageSize, (query.page - 1) * query.pageSize);
  return { withdrawals: rows.map((row) => deskWithdrawalView(brand, row)), page: query.page, totalPages: pagesOf(total, query.pageSize) };
}

/** Moves the held money on: to CASHIER when paid, back to the main wallet otherwise. */
async function settle(tx: Queryable, brand: Brand, row: WithdrawalRow, paid: boolean, nowMs: number): Promise<string> {
  const pending = { kind: 'house' as const, merchantCode: brand.merchantCode, name: 'PENDING_WITHDRAWALS' as const };
  const to = paid
    ? { kind: 'house' as const, merchantCode: brand.merchantCode, name: 'CASHIER' as const }
    : { kind: 'member' as const, merchantCode: brand.merchantCode, memberId: row.memberId, wallet: 'MAIN' };
  const kind: PostingKind = paid ? 'PAYOUT' : 'WITHDRAWAL_RETURN';
  const posted = await post(
    tx,
    {
      merchantCode: brand.merchantCode,
      idempotency: { source: paid ? PAYOUT_SOURCE : RETURN_SOURCE, key: row.id, payload: { action: kind, withdrawalId: row.id, memberId: row.memberId, amountMinor: row.amountMinor } },
      kind,
      legs: [
        { account: pending, amountMinor: -row.amountMinor },
        { account: to, amountMinor: row.amountMinor },
      ],
      // the member's reference keeps the house legs on the shard the hold went to
      reference: { memberId: row.memberId, note: { code: paid ? 'withdrawalPaid' : 'withdrawalReturned', params: { withdrawalId: row.id } } },
    },
    nowMs,
  );
  return posted.postingId;
}

const auditShape = (row: WithdrawalRow) => ({
  status: row.status,
  amountMinor: row.amountMinor.toString(),
  firstApproverId: row.firstApproverId,
  receipt: row.receipt,
  receivedMinor: row.receivedMinor?.toString() ?? null,
});

/** Where the part of a disputed withdrawal that never arrived is given back from, under the withdrawal's id. */
export const UNRECEIVED_RETURN_SOURCE = 'cashier:unreceived';

/**
 * Settles a dispute (SPEC §4 withdrawal confirmation): RECEIVED_IN_FULL closes it as paid;
 * RETURN_UNRECEIVED gives the part that did not arrive back to the main wallet from CASHIER, where the
 * payout went, once. Either way with a reason, audited.
 */
export async function resolveWithdrawal(
  db: Database,
  brands: BrandDirectory,
  operator: DeskOperator,
  withdrawalId: string,
  resolution: { resolution: 'RECEIVED_IN_FULL' | 'RETURN_UNRECEIVED'; reason: string },
  nowMs: number,
): Promise<DeskWithdrawal> {
  const merchantCode = await db.transaction(async (tx) => {
    const row = await selectWithdrawalForDecision(tx, withdrawalId);
    if (!row || !mayWorkOn(operator, row.merchantCode)) throw notFound(withdrawalId);
    if (row.status !== 'DISPUTED') throw new ApiError('ALREADY_DECIDED', `Withdrawal ${withdrawalId} is ${row.status.toLowerCase()}, not disputed; there is nothing to settle`);
    const brand = deskBrand(brands, row.merchantCode);
    const unreceived = row.amountMinor - (row.receivedMinor ?? 0n);
    let returnPostingId: string | null = null;
    if (resolution.resolution === 'RETURN_UNRECEIVED' && unreceived > 0n) {
      const posted = await post(
        tx,
        {
          merchantCode: brand.merchantCode,
          idempotency: { source: UNRECEIVED_RETURN_SOURCE, key: row.id, payload: { action: 'returnUnreceived', withdrawalId: row.id, memberId: row.memberId, amountMinor: unreceived } },
          kind: 'WITHDRAWAL_RETURN',
          legs: [
            { account: { kind: 'house', merchantCode: brand.merchantCode, name: 'CASHIER' }, amountMinor: -unreceived },
            { account: { kind: 'member', merchantCode: brand.merchantCode, memberId: row.memberId, wallet: 'MAIN' }, amountMinor: unreceived },
          ],
          reference: { memberId: row.memberId, note: { code: 'withdrawalNotReceived', params: { withdrawalId: row.id } } },
        },
        nowMs,
      );
      returnPostingId = posted.postingId;
    }
    await markResolved(tx, row.id, { operatorId: operator.id, reason: resolution.reason, returnPostingId }, nowMs);
    await notifyMember(
      tx,
      returnPostingId
        ? { merchantCode: row.merchantCode, memberId: row.memberId, kind: 'WITHDRAWAL_RETURNED', amountMinor: unreceived, withdrawalId: row.id, reason: resolution.reason }
        : { merchantCode: row.merchantCode, memberId: row.memberId, kind: 'WITHDRAWAL_DISPUTE_CLOSED', amountMinor: row.amountMinor, withdrawalId: row.id, reason: resolution.reason },
      nowMs,
    );
    await recordAudit(
      tx,
      {
        operatorId: operator.id,
        action: `withdrawal.${resolution.resolution === 'RETURN_UNRECEIVED' ? 'returnUnreceived' : 'receivedInFull'}`,
        merchantCode: row.merchantCode,
        subject: `withdrawal:${row.id}`,
        before: auditShape(row),
        after: { status: 'PAID', returnPostingId, returnedMinor: returnPostingId ? unreceived.toString() : '0' },
        reason: resolution.reason,
      },
      nowMs,
    );
    return row.merchantCode;
  });
  const resolved = await selectDeskWithdrawal(db, withdrawalId);
  if (!resolved) throw notFound(withdrawalId);
  return deskWithdrawalView(deskBrand(brands, merchantCode), resolved);
}

/**
 * Decides a pending withdrawal. Refusals: WITHDRAWAL_NOT_FOUND (none, or of a brand the operator does
 * not work on), ALREADY_DECIDED, SECOND_APPROVER_REQUIRED. Concurrent decisions queue on the row lock.
 */
export async function decideWithdrawal(
  db: Database,
  brands: BrandDirectory,
  operator: DeskOperator,
  withdrawalId: string,
  decision: { decision: 'PAY' | 'REJECT' | 'FAIL'; reason?: string | undefined },
  nowMs: number,
): Promise<DeskWithdrawal> {
  const merchantCode = await db.transaction(async (tx) => {
    const row = await selectWithdrawalForDecision(tx, withdrawalId);
    if (!row || !mayWorkOn(operator, row.merchantCode)) throw notFound(withdrawalId);
    if (row.status !== 'PENDING') throw new ApiError('ALREADY_DECIDED', `Withdrawal ${withdrawalId} was already ${row.status.toLowerCase()} at ${row.decidedAt ?? 'an earlier time'}`);
    const brand = deskBrand(brands, row.merchantCode);
    const audit = (action: string, after: unknown, reason: string | null) =>
      recordAudit(tx, { operatorId: operator.id, action, merchantCode: row.merchantCode, subject: `withdrawal:${row.id}`, before: auditShape(row), after, reason }, nowMs);

    if (decision.decision !== 'PAY') {
      const reason = decision.reason ?? '';
      const status = decision.decision === 'REJECT' ? 'REJECTED' : 'FAILED';
      const postingId = await settle(tx, brand, row, false, nowMs);
      await markWithdrawalDecided(tx, row.id, { status, operatorId: operator.id, settlePostingId: postingId, reason, receiptDueMs: null }, nowMs);
      await audit(`withdrawal.${decision.decision === 'REJECT' ? 'reject' : 'fail'}`, { status, postingId }, reason);
      await notifyMember(tx, { merchantCode: row.merchantCode, memberId: row.memberId, kind: `WITHDRAWAL_${status}`, amountMinor: row.amountMinor, withdrawalId: row.id, reason }, nowMs);
      return row.merchantCode;
    }
    if (needsSecondApproval(brand, row.amountMinor)) {
      if (row.firstApproverId === null) {
        await markWithdrawalFirstApproval(tx, row.id, operator.id, nowMs);
        await audit('withdrawal.firstApproval', { status: 'PENDING', firstApproverId: operator.id }, decision.reason ?? null);
        return row.merchantCode;
      }
      if (row.firstApproverId === operator.id) throw secondApproverRequired(`Withdrawal ${withdrawalId}`, brand);
    }
    const postingId = await settle(tx, brand, row, true, nowMs);
    // brands that ask players to confirm what arrived wait for their word before the payout is final
    const confirmation = brand.cashier?.withdrawalConfirmation;
    const status = confirmation ? 'AWAITING_RECEIPT' : 'PAID';
    const receiptDueMs = confirmation ? nowMs + confirmation.autoReceiptMinutes * 60_000 : null;
    await markWithdrawalDecided(tx, row.id, { status, operatorId: operator.id, settlePostingId: postingId, reason: null, receiptDueMs }, nowMs);
    await audit('withdrawal.pay', { status, postingId }, decision.reason ?? null);
    await notifyMember(tx, { merchantCode: row.merchantCode, memberId: row.memberId, kind: 'WITHDRAWAL_PAID', amountMinor: row.amountMinor, withdrawalId: row.id, awaitingReceipt: confirmation !== undefined }, nowMs);
    return row.merchantCode;
  });
  const decided = await selectDeskWithdrawal(db, withdrawalId);
  if (!decided) throw notFound(withdrawalId);
  return deskWithdrawalView(deskBrand(brands, merchantCode), decided);
}
