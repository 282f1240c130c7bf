import { TRIAL_MEMBER_TYPE } from '@croupier/domain';
import { HOUSE_ACCOUNT_TYPE } from '../accounts';

/**
 * The pieces every agent query is built from. The first is always the team: the caller's strict
 * downline read from `member_paths` with `ancestor_id = caller` (decision 0022), so each statement
 * that reads anything of a member also proves, in itself, that the member is under the caller. Rows
 * of other modules' tables (rounds, cashier, ledger) are reached only through a join on the team.
 *
 * The round, cashier and ledger tables are read here as the records module reads them for one member
 * (seamless/bet-records.ts, inhouse/bet-records.ts, wallet/account-movements.ts), but for a whole team
 * in one pass, which those per-member parts cannot do without a query per member.
 */

/** Adds a value to the statement's parameters and answers its placeholder ($n). */
export type SqlParam = (value: unknown) => string;

/** A statement's parameters, filled as its text is written. */
export function sqlParameters(): { params: unknown[]; param: SqlParam } {
  const params: unknown[] = [];
  return {
    params,
    param: (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    },
  };
}

export interface TeamFilter {
  merchantCode: string;
  /** the calling agent */
  agentId: string;
  /** only the team member of this name (any case); every member when left out */
  username?: string | undefined;
}

/**
 * The team as rows (member_id, depth, username, type): every real account below the agent, at any
 * depth. Free-play and house accounts hold no real money and never count, wherever they sit.
 */
export function teamSql(param: SqlParam, filter: TeamFilter): string {
  const named = filter.username === undefined ? '' : `AND lower(m.username) = lower(${param(filter.username)})`;
  return `
    SELECT p.descendant_id AS member_id, p.depth, m.username, m.type, m.created_at
      FROM member_paths p
      JOIN members m ON m.merchant_code = p.merchant_code AND m.id = p.descendant_id
     WHERE p.merchant_code = ${param(filter.merchantCode)} AND p.ancestor_id = ${param(filter.agentId)}::bigint AND p.depth >= 1
       AND m.type NOT IN (${TRIAL_MEMBER_TYPE}, ${HOUSE_ACCOUNT_TYPE}) ${named}`;
}

export interface RangeFilter {
  merchantCode: string;
  fromAt: Date;
  toAt: Date;
}

/**
 * Rounds of team members settled in the range, one row each: (member_id, stake_minor, payout_minor).
 * A provider round settles when its first win arrives (a win of 0 for a lost round); its stake is the
 * bets that stand. An in-house bet settles when won or lost; a refunded or open one is no valid bet.
 * Needs the CTE `team`.
 */
export function settledRoundsSql(param: SqlParam, range: RangeFilter): string {
  const merchant = param(range.merchantCode);
  const fromAt = param(range.fromAt);
  const toAt = param(range.toAt);
  return `
    SELECT t.member_id, coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'BET' AND t.status = 'ACCEPTED'), 0)::bigint AS stake_minor,
           coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'WIN'), 0)::bigint AS payout_minor
      FROM provider_transactions t
      JOIN (SELECT DISTINCT w.member_id, w.player_id, w.round_id, w.provider_code
              FROM team JOIN provider_transactions w ON w.merchant_code = ${merchant} AND w.member_id = team.member_id
             WHERE w.kind = 'WIN' AND w.created_at >= ${fromAt} AND w.created_at < ${toAt}) settled
        -- by the seamless calls' round index (player, round, provider): a member is one player per provider
        ON settled.player_id = t.player_id AND settled.round_id = t.round_id AND settled.provider_code = t.provider_code AND settled.member_id = t.member_id
     WHERE t.merchant_code = ${merchant} AND t.status <> 'TOMBSTONE'
     GROUP BY t.member_id, t.provider_code, t.round_id
     -- a round whose first win came before the range settled then
    HAVING min(t.created_at) FILTER (WHERE t.kind = 'WIN') >= ${fromAt}
    UNION ALL
    SELECT r.member_id, r.amount_minor::bigint, r.payout_minor::bigint
      FROM team JOIN inhouse_bet_records r ON r.merchant_code = ${merchant} AND r.member_id = team.member_id
     WHERE r.status IN ('won', 'lost') AND r.placed_at < ${toAt} AND r.settled_at >= ${fromAt} AND r.settled_at < ${toAt}`;
}

/** Deposits of team members confirmed in the range: (member_id, amount_minor). Needs the CTE `team`. */
export function confirmedDepositsSql(param: SqlParam, range: RangeFilter): string {
  return `
    SELECT d.member_id, d.amount_minor
      FROM team JOIN cashier_deposits d ON d.merchant_code = ${param(range.merchantCode)} AND d.member_id = team.member_id
     WHERE d.status = 'CONFIRMED' AND d.decided_at >= ${param(range.fromAt)} AND d.decided_at < ${param(range.toAt)}`;
}

/**
 * Withdrawals of team members paid out in the range: (member_id, amount_minor). Money leaves when an
 * operator pays it, whether or not the player has confirmed receipt yet; a dispute settled by giving
 * back the part not received counts only the part received. Needs the CTE `team`.
 */
export function paidWithdrawalsSql(param: SqlParam, range: RangeFilter): string {
  return `
    SELECT w.member_id, CASE WHEN w.return_posting_id IS NULL THEN w.amount_minor ELSE w.received_minor END AS amount_minor
      FROM team JOIN cashier_withdrawals w ON w.merchant_code = ${param(range.merchantCode)} AND w.member_id = team.member_id
     WHERE w.status IN ('PAID', 'AWAITING_RECEIPT', 'DISPUTED') AND w.decided_at >= ${param(range.fromAt)} AND w.decided_at < ${param(range.toAt)}`;
}

/**
 * The figures of each team member with any in the range: (member_id, rounds, valid_bet, payout,
 * deposit, withdrawal, deposits, withdrawals), all numbers. Needs the CTE `team`.
 */
export function memberFiguresSql(param: SqlParam, range: RangeFilter): string {
  return `
    SELECT member_id, sum(rounds)::bigint AS rounds, sum(valid_bet)::bigint AS valid_bet, sum(payout)::bigint AS payout,
           sum(deposit)::bigint AS deposit, sum(withdrawal)::bigint AS withdrawal, sum(deposits)::bigint AS deposits, sum(withdrawals)::bigint AS withdrawals
      FROM (SELECT member_id, 1 AS rounds, stake_minor AS valid_bet, payout_minor AS payout, 0 AS deposit, 0 AS withdrawal, 0 AS deposits, 0 AS withdrawals
              FROM (${settledRoundsSql(param, range)}) rounds
            UNION ALL
            SELECT member_id, 0, 0, 0, amount_minor, 0, 1, 0 FROM (${confirmedDepositsSql(param, range)}) deposits
            UNION ALL
            SELECT member_id, 0, 0, 0, 0, amount_minor, 0, 1 FROM (${paidWithdrawalsSql(param, range)}) withdrawals) parts
     GROUP BY member_id`;
}

/** `text` with LIKE's own characters escaped, so it matches itself only, anywhere in a value. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
