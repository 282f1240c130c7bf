import { IN_HOUSE_GAMES } from '@croupier/domain';
import { toIsoString, type Queryable } from '../../db/database';
import { inHouseGameId } from '../inhouse';
import type { RecordRow } from '../records';
import { sqlParameters, teamSql, type SqlParam } from './team-sql';

/**
 * The team's rounds as the betting record shows a member's (records-repository.ts): one row per round,
 * provider rounds folded from their transactions, in-house bets from their view, listed on the day of
 * the first stake. Here for every member of the team at once, each row with its member's name.
 */

export interface TeamBetRow extends RecordRow {
  username: string;
}

/** Settled rounds' figures, and open rounds' apart: an open round is neither won nor lost yet. */
export interface TeamBetTotals {
  /** every round listed, whatever its status: what the pages count */
  listed: number;
  rounds: number;
  stakeMinor: bigint;
  payoutMinor: bigint;
  openRounds: number;
  openStakeMinor: bigint;
}

export interface TeamBetSelection {
  merchantCode: string;
  agentId: string;
  username?: string | undefined;
  fromAt: Date;
  toAt: Date;
  /** include the provider part, limited to these games when given */
  provider: { gameIds?: readonly string[] } | null;
  includeInHouse: boolean;
  offset: number;
  limit: number;
}

function providerPart(param: SqlParam, selection: TeamBetSelection, gameIds: readonly string[] | undefined): string {
  const merchant = param(selection.merchantCode);
  const fromAt = param(selection.fromAt);
  const games = gameIds ? `AND b.game_id = ANY(${param(gameIds)}::text[])` : '';
  return `
    SELECT 'provider'::text AS source, t.member_id, t.provider_code, t.round_id,
           min(t.game_id) FILTER (WHERE t.kind = 'BET') AS game_id, min(t.game_code) FILTER (WHERE t.kind = 'BET') AS game_code,
           min(t.created_at) FILTER (WHERE t.kind = 'BET') AS placed_at,
           coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'BET' AND t.status = 'ACCEPTED'), 0)::bigint AS stake_minor,
           coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'WIN'), 0)::bigint AS payout_minor,
           CASE WHEN bool_or(t.kind = 'WIN') THEN 'settled'
                WHEN bool_or(t.kind = 'BET' AND t.status = 'ACCEPTED') THEN 'open'
                ELSE 'rolledBack' END AS status
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

function inHousePart(param: SqlParam, selection: TeamBetSelection): string {
  const gameIds = IN_HOUSE_GAMES.map((game) => `WHEN ${param(game)} THEN ${param(inHouseGameId(game))}`).join(' ');
  return `
    SELECT 'in-house'::text AS source, r.member_id, NULL::text AS provider_code, r.round_id::text AS round_id, CASE r.game ${gameIds} END AS game_id,
           r.game AS game_code, r.placed_at, r.amount_minor::bigint AS stake_minor, r.payout_minor::bigint AS payout_minor,
           CASE r.status WHEN 'open' THEN 'open' WHEN 'refunded' THEN 'rolledBack' ELSE 'settled' END AS status
      FROM team JOIN inhouse_bet_records r ON r.merchant_code = ${param(selection.merchantCode)} AND r.member_id = team.member_id
     WHERE r.placed_at >= ${param(selection.fromAt)} AND r.placed_at < ${param(selection.toAt)}`;
}

interface Row {
  team_members: string;
  listed: string;
  rounds: string;
  total_stake: string;
  total_payout: string;
  open_rounds: string;
  open_stake: string;
  username: string | null;
  source: 'provider' | 'in-house' | null;
  provider_code: string | null;
  round_id: string | null;
  game_id: string | null;
  game_code: string | null;
  placed_at: unknown;
  stake_minor: string | null;
  payout_minor: string | null;
  status: RecordRow['status'] | null;
}

/**
 * One page of the team's rounds, newest first, the totals of the whole range, and how many team
 * members the name filter matched (0 tells the caller the name is not in the team), in one statement.
 */
export async function selectTeamBetPage(db: Queryable, selection: TeamBetSelection): Promise<{ teamMembers: number; rows: TeamBetRow[]; totals: TeamBetTotals }> {
  const { params, param } = sqlParameters();
  const team = teamSql(param, { merchantCode: selection.merchantCode, agentId: selection.agentId, username: selection.username });
  const parts: string[] = [];
  if (selection.provider) parts.push(providerPart(param, selection, selection.provider.gameIds));
  if (selection.includeInHouse) parts.push(inHousePart(param, selection));
  // a type with no game in either source: the statement still runs, to answer the team check
  if (parts.length === 0) parts.push(`SELECT NULL::text AS source, NULL::bigint AS member_id, NULL::text AS provider_code, NULL::text AS round_id, NULL::text AS game_id,
    NULL::text AS game_code, NULL::timestamptz AS placed_at, 0::bigint AS stake_minor, 0::bigint AS payout_minor, NULL::text AS status WHERE false`);
  const { rows } = await db.query<Row>(
    `WITH team AS (${team}),
          bets AS (${parts.join('\n UNION ALL \n')}),
          totals AS (SELECT count(*) AS listed, count(*) FILTER (WHERE status = 'settled') AS rounds,
                            coalesce(sum(stake_minor) FILTER (WHERE status = 'settled'), 0) AS total_stake,
                            coalesce(sum(payout_minor) FILTER (WHERE status = 'settled'), 0) AS total_payout,
                            count(*) FILTER (WHERE status = 'open') AS open_rounds,
                            coalesce(sum(stake_minor) FILTER (WHERE status = 'open'), 0) AS open_stake FROM bets)
     SELECT (SELECT count(*) FROM team)::text AS team_members, totals.listed::text AS listed, totals.rounds::text AS rounds, totals.total_stake::text AS total_stake,
            totals.total_payout::text AS total_payout, totals.open_rounds::text AS open_rounds, totals.open_stake::text AS open_stake,
            page.username, page.source, page.provider_code, page.round_id, page.game_id, page.game_code, page.placed_at,
            page.stake_minor::text AS stake_minor, page.payout_minor::text AS payout_minor, page.status
       FROM totals
       LEFT JOIN LATERAL (
         SELECT team.username, bets.* FROM bets JOIN team ON team.member_id = bets.member_id
          ORDER BY bets.placed_at DESC, bets.source, bets.provider_code, bets.round_id, bets.member_id
          LIMIT ${param(selection.limit)} OFFSET ${param(selection.offset)}
       ) page ON true`,
    params,
  );
  const first = rows[0];
  const totals: TeamBetTotals = {
    listed: Number(first?.listed ?? 0),
    rounds: Number(first?.rounds ?? 0),
    stakeMinor: BigInt(first?.total_stake ?? 0),
    payoutMinor: BigInt(first?.total_payout ?? 0),
    openRounds: Number(first?.open_rounds ?? 0),
    openStakeMinor: BigInt(first?.open_stake ?? 0),
  };
  const page = rows.flatMap((row): TeamBetRow[] =>
    row.source === null || row.round_id === null || row.username === null
      ? []
      : [
          {
            username: row.username,
            source: row.source,
            providerCode: row.provider_code,
            roundId: row.round_id,
            gameId: row.game_id ?? '',
            gameCode: row.game_code ?? '',
            placedAt: toIsoString(row.placed_at),
            stakeMinor: BigInt(row.stake_minor ?? 0),
            payoutMinor: BigInt(row.payout_minor ?? 0),
            status: row.status ?? 'open',
          },
        ],
  );
  return { teamMembers: Number(first?.team_members ?? 0), rows: page, totals };
}
