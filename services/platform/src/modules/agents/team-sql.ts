import type { MerchantRange, SqlParam } from '../../db/sql-parameters';
import { teamConfirmedDepositsSql, teamPaidWithdrawalsSql } from '../cashier';
import { teamSettledInhouseBetsSql } from '../inhouse';
import { teamSettledProviderRoundsSql } from '../seamless';

/**
 * The pieces every agent query is built from. The first is always the team, which the accounts module
 * hands out (teamSql): the caller's strict downline, so each statement that reads anything of a member
 * also proves, in itself, that the member is under the caller. Rows of other modules' tables (rounds,
 * cashier, ledger) are reached only through SQL their owners hand out, joined on the team: the records
 * module reads the same for one member, and these read a whole team in one pass, which the per-member
 * parts cannot do without a query per member.
 */

/**
 * The figures of each team member with any in the range: (member_id, rounds, valid_bet, payout,
 * deposit, withdrawal, deposits, withdrawals), all numbers. Needs the CTE `team`.
 */
export function memberFiguresSql(param: SqlParam, range: MerchantRange): string {
  return `
    SELECT member_id, sum(rounds)::bigint AS rounds, sum(valid_bet)::bigint AS valid_bet, sum(payout)::bigint AS payout,
           sum(deposit)::bigint AS deposit, sum(withdrawal)::bigint AS withdrawal, sum(deposits)::bigint AS deposits, sum(withdrawals)::bigint AS withdrawals
      FROM (SELECT member_id, 1 AS rounds, stake_minor AS valid_bet, payout_minor AS payout, 0 AS deposit, 0 AS withdrawal, 0 AS deposits, 0 AS withdrawals
              FROM (${teamSettledProviderRoundsSql(param, range)} UNION ALL ${teamSettledInhouseBetsSql(param, range)}) rounds
            UNION ALL
            SELECT member_id, 0, 0, 0, amount_minor, 0, 1, 0 FROM (${teamConfirmedDepositsSql(param, range)}) deposits
            UNION ALL
            SELECT member_id, 0, 0, 0, 0, amount_minor, 0, 1 FROM (${teamPaidWithdrawalsSql(param, range)}) withdrawals) parts
     GROUP BY member_id`;
}
