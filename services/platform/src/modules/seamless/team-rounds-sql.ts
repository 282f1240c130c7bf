import type { MerchantRange, SqlParam } from '../../db/sql-parameters';
import { ROUND_FOLD_COLUMNS } from './bet-records';

/**
 * Provider rounds of a team's members settled in the range, one row each: (member_id, stake_minor,
 * payout_minor), for the agents' reports. A round settles when its first win arrives (a win of 0 for a
 * lost round); its stake is the bets that stand. Needs the statement's CTE `team` (member_id), which
 * the accounts module hands out.
 */
export function teamSettledProviderRoundsSql(param: SqlParam, range: MerchantRange): string {
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
    HAVING min(t.created_at) FILTER (WHERE t.kind = 'WIN') >= ${fromAt}`;
}

/**
 * A team's provider rounds begun in the range (optionally of these games only), one row per round as
 * the betting record shows it: (source, member_id, provider_code, round_id, game_id, game_code,
 * placed_at, stake_minor, payout_minor, status), on the day of the first stake. Needs the CTE `team`.
 */
export function teamProviderRoundsSql(param: SqlParam, selection: MerchantRange & { gameIds?: readonly string[] | undefined }): string {
  const merchant = param(selection.merchantCode);
  const fromAt = param(selection.fromAt);
  const { gameIds } = selection;
  const games = gameIds ? `AND b.game_id = ANY(${param(gameIds)}::text[])` : '';
  return `
    SELECT 'provider'::text AS source, t.member_id, t.provider_code, t.round_id,
           ${ROUND_FOLD_COLUMNS}
      FROM provider_transactions t
      JOIN (SELECT DISTINCT b.member_id, b.player_id, b.round_id, b.provider_code
              FROM team JOIN provider_transactions b ON b.merchant_code = ${merchant} AND b.member_id = team.member_id
             WHERE b.kind = 'BET' AND b.created_at >= ${fromAt} AND b.created_at < ${param(selection.toAt)} ${games}) in_range
        -- by the seamless calls' round index (player, round, provider): a member is one player per provider
        ON in_range.player_id = t.player_id AND in_range.round_id = t.round_id AND in_range.provider_code = t.provider_code AND in_range.member_id = t.member_id
     WHERE t.merchant_code = ${merchant} AND t.status <> 'TOMBSTONE'
     GROUP BY t.member_id, t.provider_code, t.round_id
     -- a round whose first bet came before the range belongs to the day it began
    HAVING min(t.created_at) FILTER (WHERE t.kind = 'BET') >= ${fromAt}`;
}

/**
 * The provider rounds of a merchant settled in [from, to), for the contracts' settlement: (member_id,
 * stake, payout, settled_at). A round settles with its first win, which carries the stake that stood
 * then (`round_stake_minor`, migration 0026); every win pays out when it arrives. The arguments are
 * SQL expressions; the wins come from the index migration 0026 adds, alone.
 */
export function settledProviderWinsSql(merchant: string, from: string, to: string): string {
  return `
    SELECT member_id, coalesce(round_stake_minor, 0) AS stake, amount_minor AS payout, created_at AS settled_at
      FROM provider_transactions
     WHERE merchant_code = ${merchant} AND kind = 'WIN' AND created_at >= ${from} AND created_at < ${to}`;
}

/** The merchant's first provider win in [from, to), as an SQL expression. */
export function firstProviderWinSql(merchant: string, from: string, to: string): string {
  return `(SELECT min(created_at) FROM provider_transactions WHERE merchant_code = ${merchant} AND kind = 'WIN' AND created_at >= ${from} AND created_at < ${to})`;
}
