import { toIsoString, type Queryable } from '../../db/database';
import { teamInhouseRoundsSql } from '../inhouse';
import { teamProviderRoundsSql } from '../seamless';
import type { RecordRow } from '../records';
import { sqlParameters } from '../../db/sql-parameters';
import { teamSql } from '../accounts';

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
  if (selection.provider) parts.push(teamProviderRoundsSql(param, { ...selection, gameIds: selection.provider.gameIds }));
  if (selection.includeInHouse) parts.push(teamInhouseRoundsSql(param, selection));
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
