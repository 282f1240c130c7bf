import type { MerchantRange, SqlParam } from '../../db/sql-parameters';

/**
 * A team's cashier movements in a range, for the agents' reports. Each needs the statement's CTE
 * `team` (member_id), which the accounts module hands out.
 */

/** Deposits of team members confirmed in the range: (member_id, amount_minor). */
export function teamConfirmedDepositsSql(param: SqlParam, range: MerchantRange): string {
  return `
    SELECT d.member_id, d.amount_minor
      FROM team JOIN cashier_deposits d ON d.merchant_code = ${param(range.merchantCode)} AND d.member_id = team.member_id
     WHERE d.status = 'CONFIRMED' AND d.decided_at >= ${param(range.fromAt)} AND d.decided_at < ${param(range.toAt)}`;
}

/**
 * Withdrawals of team members paid out in the range: (member_id, amount_minor). Money leaves when an
 * operator pays it, whether or not the player has confirmed receipt yet; a dispute settled by giving
 * back the part not received counts only the part received.
 */
export function teamPaidWithdrawalsSql(param: SqlParam, range: MerchantRange): string {
  return `
    SELECT w.member_id, CASE WHEN w.return_posting_id IS NULL THEN w.amount_minor ELSE w.received_minor END AS amount_minor
      FROM team JOIN cashier_withdrawals w ON w.merchant_code = ${param(range.merchantCode)} AND w.member_id = team.member_id
     WHERE w.status IN ('PAID', 'AWAITING_RECEIPT', 'DISPUTED') AND w.decided_at >= ${param(range.fromAt)} AND w.decided_at < ${param(range.toAt)}`;
}
