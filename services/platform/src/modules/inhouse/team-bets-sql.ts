import { IN_HOUSE_GAMES } from '@croupier/domain';
import type { MerchantRange, SqlParam } from '../../db/sql-parameters';
import { inHouseGameId } from './games';

/**
 * In-house bets of a team's members settled in the range, one row each: (member_id, stake_minor,
 * payout_minor), for the agents' reports. A bet settles when won or lost; a refunded or open one is no
 * valid bet. Needs the statement's CTE `team` (member_id), which the accounts module hands out.
 */
export function teamSettledInhouseBetsSql(param: SqlParam, range: MerchantRange): string {
  const toAt = param(range.toAt);
  return `
    SELECT r.member_id, r.amount_minor::bigint AS stake_minor, r.payout_minor::bigint AS payout_minor
      FROM team JOIN inhouse_bet_records r ON r.merchant_code = ${param(range.merchantCode)} AND r.member_id = team.member_id
     WHERE r.status IN ('won', 'lost') AND r.placed_at < ${toAt} AND r.settled_at >= ${param(range.fromAt)} AND r.settled_at < ${toAt}`;
}

/**
 * A team's in-house bets placed in the range, one row per bet as the betting record shows it, in the
 * shape of the provider rounds' (seamless teamProviderRoundsSql) so the two stand in one list. Needs
 * the CTE `team`.
 */
export function teamInhouseRoundsSql(param: SqlParam, selection: MerchantRange): string {
  const gameIds = IN_HOUSE_GAMES.map((game) => `WHEN ${param(game)} THEN ${param(inHouseGameId(game))}`).join(' ');
  return `
    SELECT 'in-house'::text AS source, r.member_id, NULL::text AS provider_code, r.round_id::text AS round_id, CASE r.game ${gameIds} END AS game_id,
           r.game AS game_code, r.placed_at, r.amount_minor::bigint AS stake_minor, r.payout_minor::bigint AS payout_minor,
           CASE r.status WHEN 'open' THEN 'open' WHEN 'refunded' THEN 'rolledBack' ELSE 'settled' END AS status
      FROM team JOIN inhouse_bet_records r ON r.merchant_code = ${param(selection.merchantCode)} AND r.member_id = team.member_id
     WHERE r.placed_at >= ${param(selection.fromAt)} AND r.placed_at < ${param(selection.toAt)}`;
}

/**
 * The in-house rounds of a merchant settled in [from, to) on the game house's money (free play is no
 * one's play), for the contracts' settlement: (member_id, stake, payout, settled_at). A Dice or Mines
 * round settles won or lost; a Crash bet counts won or lost, never refunded. The arguments are SQL
 * expressions; the reads go by the indexes of migration 0023.
 */
export function settledInhouseStakesSql(merchant: string, from: string, to: string): string {
  return `
    SELECT member_id, amount_minor AS stake, payout_minor AS payout, settled_at
      FROM inhouse_rounds
     WHERE merchant_code = ${merchant} AND settled_at >= ${from} AND settled_at < ${to} AND house_account = 'GAME_HOUSE'
    UNION ALL
    SELECT member_id, amount_minor, payout_minor, settled_at
      FROM crash_bets
     WHERE merchant_code = ${merchant} AND settled_at >= ${from} AND settled_at < ${to} AND status IN ('won', 'lost') AND house_account = 'GAME_HOUSE'`;
}

/** The first in-house settlement of the merchant in [from, to), as SQL expressions of the least() the caller takes. */
export function firstInhouseSettledSql(merchant: string, from: string, to: string): string[] {
  return [
    `(SELECT min(settled_at) FROM inhouse_rounds WHERE merchant_code = ${merchant} AND settled_at >= ${from} AND settled_at < ${to})`,
    `(SELECT min(settled_at) FROM crash_bets WHERE merchant_code = ${merchant} AND settled_at >= ${from} AND settled_at < ${to})`,
  ];
}
