import type { Brand } from '@croupier/brand-config';
import type { DeskDeposit } from '@croupier/contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { BrandDirectory } from '../brands';
import { notifyMember } from '../notifications';
import { recordAudit } from '../backoffice-operators';
import { lapseDepositBonusIn } from '../promotions';
import { creditDeposit } from './deposit-posting';
import { markConfirmed, markFirstApproval, markRejected, selectDepositForDecision, selectDeskDeposit, selectDeskDeposits, type DepositRow, type DeskDepositRow } from './deposit-repository';
import { depositView } from './deposits';
import { deskBrand, listedBrand, mayWorkOn, needsSecondApproval, pagesOf, secondApproverRequired, type DeskOperator } from './desk-rules';

/**
 * The operator's side of deposits: the cashier desk's queue and the decision on each. Money moves only
 * here, in the transaction that records the decision and its audit entry: a confirmed deposit is one
 * DEPOSIT posting (deposit-posting.ts), keyed by the deposit's id, so no retry or race can credit it
 * twice. Deposits through a gateway are decided by the gateway's notice (gateway-notices.ts), not here.
 */

/** Another brand's deposit reads as no deposit at all: an operator learns nothing of brands they do not work on. */
function notFound(depositId: string): ApiError {
  return new ApiError('DEPOSIT_NOT_FOUND', `There is no deposit ${depositId} on the brands you work on`);
}

export function deskView(brand: Brand, row: DeskDepositRow): DeskDeposit {
  return {
    ...depositView(brand, row),
    merchantCode: row.merchantCode,
    memberId: row.memberId,
    username: row.username,
    needsSecondApproval: needsSecondApproval(brand, row.amountMinor),
    firstApprover: row.firstApproverName,
    decidedBy: row.decidedByName,
  };
}

export async function deskDeposits(
  db: Queryable,
  brands: BrandDirectory,
  operator: DeskOperator,
  query: { merchantCode: string; status: DepositRow['status']; page: number; pageSize: number },
): Promise<{ deposits: DeskDeposit[]; page: number; totalPages: number }> {
  const brand = listedBrand(brands, operator, query.merchantCode);
  const { rows, total } = await selectDeskDeposits(db, brand.merchantCode, query.status, query.pageSize, (query.page - 1) * query.pageSize);
  return { deposits: rows.map((row) => deskView(brand, row)), page: query.page, totalPages: pagesOf(total, query.pageSize) };
}

/** The receipt photo's deposit must be one the operator may see. */
export async function requireDeskDeposit(db: Queryable, operator: DeskOperator, depositId: string): Promise<DeskDepositRow> {
  const row = await selectDeskDeposit(db, depositId);
  if (!row || !mayWorkOn(operator, row.merchantCode)) throw notFound(depositId);
  return row;
}

const auditShape = (row: DepositRow) => ({
  status: row.status,
  amountMinor: row.amountMinor.toString(),
  firstApproverId: row.firstApproverId,
  postingId: row.postingId,
});

/**
 * Decides a pending deposit. Refusals: DEPOSIT_NOT_FOUND (none, or of a brand the operator does not
 * work on), ALREADY_DECIDED, SECOND_APPROVER_REQUIRED (the first approver approving again). Concurrent
 * decisions queue on the deposit's row lock; the second finds it decided.
 */
export async function decideDeposit(
  db: Database,
  brands: BrandDirectory,
  operator: DeskOperator,
  depositId: string,
  decision: { decision: 'APPROVE' | 'REJECT'; reason?: string | undefined },
  nowMs: number,
): Promise<DeskDeposit> {
  const merchantCode = await db.transaction(async (tx) => {
    const row = await selectDepositForDecision(tx, depositId);
    if (!row || !mayWorkOn(operator, row.merchantCode)) throw notFound(depositId);
    if (row.status !== 'PENDING') throw new ApiError('ALREADY_DECIDED', `Deposit ${depositId} was already ${row.status.toLowerCase()} at ${row.decidedAt ?? 'an earlier time'}`);
    if (row.channelKind === 'GATEWAY') throw new ApiError('FORBIDDEN', `Deposit ${depositId} is paid through ${row.gatewayCode ?? 'a gateway'}; its notice decides it, not the desk`);
    const brand = deskBrand(brands, row.merchantCode);
    const audit = (action: string, after: unknown, reason: string | null) =>
      recordAudit(tx, { operatorId: operator.id, action, merchantCode: row.merchantCode, subject: `deposit:${row.id}`, before: auditShape(row), after, reason }, nowMs);

    if (decision.decision === 'REJECT') {
      const reason = decision.reason ?? '';
      await markRejected(tx, row.id, operator.id, reason, nowMs);
      await lapseDepositBonusIn(tx, row.id, nowMs);
      await audit('deposit.reject', { status: 'REJECTED' }, reason);
      await notifyMember(tx, { merchantCode: row.merchantCode, memberId: row.memberId, kind: 'DEPOSIT_REJECTED', amountMinor: row.amountMinor, depositId: row.id, reason }, nowMs);
      return row.merchantCode;
    }
    if (needsSecondApproval(brand, row.amountMinor)) {
      if (row.firstApproverId === null) {
        await markFirstApproval(tx, row.id, operator.id, nowMs);
        await audit('deposit.firstApproval', { status: 'PENDING', firstApproverId: operator.id }, decision.reason ?? null);
        return row.merchantCode;
      }
      if (row.firstApproverId === operator.id) {
        throw secondApproverRequired(`Deposit ${depositId}`, brand);
      }
    }
    const postingId = await creditDeposit(tx, brand, row, nowMs);
    await markConfirmed(tx, row.id, operator.id, postingId, nowMs);
    await audit('deposit.confirm', { status: 'CONFIRMED', postingId }, decision.reason ?? null);
    await notifyMember(tx, { merchantCode: row.merchantCode, memberId: row.memberId, kind: 'DEPOSIT_CONFIRMED', amountMinor: row.amountMinor, depositId: row.id }, nowMs);
    return row.merchantCode;
  });
  const decided = await selectDeskDeposit(db, depositId);
  if (!decided) throw notFound(depositId);
  return deskView(deskBrand(brands, merchantCode), decided);
}
