import { REALTIME_SALARY_PERIOD_MS } from '@croupier/domain';
import { isoAt } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { agentsAboveJoinSql } from '../accounts';
import { firstInhouseSettledSql, settledInhouseStakesSql } from '../inhouse';
import { firstProviderWinSql, settledProviderWinsSql } from '../seamless';

/**
 * The team figures of a settlement, set-based: one statement answers every holder of a window at
 * once, from the round data both game sources keep, joined to the agent tree (the accounts module's
 * agentsAboveJoinSql: team = depth >= 1). A round counts in the window it was settled in; its valid bet is the stake that stood
 * (rolled-back stakes do not count); free-play money (DEMO_FUNDS) is no one's play.
 *
 * - in-house: a Dice or Mines round (inhouse_rounds) or a Crash bet (crash_bets) settled won or lost
 *   at `settled_at` (a refunded Crash bet never counts);
 * - provider: a round (provider_transactions by provider and round) settles with its first win, which
 *   carries the stake that stood in the round then (`round_stake_minor`, migration 0026); every win
 *   pays out in the window it arrived in, so a later win of an open round counts its payout where it
 *   came, not its stake again.
 *
 * The tables are the seamless and in-house modules', read through the SQL they hand out
 * (settledProviderWinsSql, settledInhouseStakesSql): whole-merchant and by time, which their
 * per-member record queries never do, through the indexes migrations 0023 and 0026 add.
 */

/**
 * Runs figures statements in a transaction that gives them one core and memory: a period's rounds
 * are read whole (two million provider transactions at the benchmark's scale), and by default
 * Postgres would add two parallel workers, taking every core of a small host from the wallet's calls,
 * and spill its sorts to disk at 4 MB of work_mem. The settlement's lease means one such statement at
 * a time per database, so the memory is bounded.
 */
export function inFiguresTransaction<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL max_parallel_workers_per_gather = 0');
    await tx.query(`SET LOCAL work_mem = '512MB'`);
    return work(tx);
  });
}

/** `$n` placeholders for the settled rows of [from, to) of a merchant: member_id, stake, payout, settled_at. */
function settledRoundsSql(merchant: string, from: string, to: string): string {
  return `${settledInhouseStakesSql(merchant, from, to)}
    UNION ALL ${settledProviderWinsSql(merchant, from, to)}`;
}

export interface HolderFigures {
  validBetMinor: bigint;
  /** stakes minus payouts: positive when the team lost */
  netLossMinor: bigint;
  activeMembers: number;
}

/**
 * The figures of every listed holder's team over [fromMs, toMs); a holder whose team neither played nor
 * was paid in it is left out. Active members are those with a stake in the window.
 */
export async function teamFigures(db: Queryable, merchantCode: string, fromMs: number, toMs: number, holderIds: readonly string[]): Promise<Map<string, HolderFigures>> {
  const figures = new Map<string, HolderFigures>();
  if (holderIds.length === 0) return figures;
  const { rows } = await db.query<{ holder_id: string; valid_bet: string; net_loss: string; active: string }>(
    `WITH settled AS (${settledRoundsSql('$1', '$2::timestamptz', '$3::timestamptz')}),
          per_member AS (SELECT member_id, sum(stake) AS stake, sum(payout) AS payout FROM settled GROUP BY member_id)
     SELECT path.ancestor_id::text AS holder_id, sum(per_member.stake)::text AS valid_bet,
            sum(per_member.stake - per_member.payout)::text AS net_loss, count(*) FILTER (WHERE per_member.stake > 0)::text AS active
       FROM per_member
       ${agentsAboveJoinSql('path', '$1', 'per_member.member_id')}
      WHERE path.ancestor_id = ANY($4::bigint[])
      GROUP BY path.ancestor_id`,
    [merchantCode, isoAt(fromMs), isoAt(toMs), holderIds],
  );
  for (const row of rows) figures.set(row.holder_id, { validBetMinor: BigInt(row.valid_bet), netLossMinor: BigInt(row.net_loss), activeMembers: Number(row.active) });
  return figures;
}

/** Each listed holder's team valid bet per calendar day (yyyy-mm-dd in the zone) of [fromMs, toMs); days without play are left out. */
export async function teamDailyValidBets(
  db: Queryable,
  merchantCode: string,
  timeZone: string,
  fromMs: number,
  toMs: number,
  holderIds: readonly string[],
): Promise<Map<string, Map<string, bigint>>> {
  const days = new Map<string, Map<string, bigint>>();
  if (holderIds.length === 0) return days;
  const { rows } = await db.query<{ holder_id: string; day: string; valid_bet: string }>(
    `WITH settled AS (${settledRoundsSql('$1', '$2::timestamptz', '$3::timestamptz')}),
          per_member_day AS (SELECT member_id, to_char(settled_at AT TIME ZONE $5, 'YYYY-MM-DD') AS day, sum(stake) AS stake FROM settled GROUP BY 1, 2)
     SELECT path.ancestor_id::text AS holder_id, per_member_day.day, sum(per_member_day.stake)::text AS valid_bet
       FROM per_member_day
       ${agentsAboveJoinSql('path', '$1', 'per_member_day.member_id')}
      WHERE path.ancestor_id = ANY($4::bigint[])
      GROUP BY path.ancestor_id, per_member_day.day
     HAVING sum(per_member_day.stake) > 0`,
    [merchantCode, isoAt(fromMs), isoAt(toMs), holderIds, timeZone],
  );
  for (const row of rows) {
    const ofHolder = days.get(row.holder_id) ?? new Map<string, bigint>();
    ofHolder.set(row.day, BigInt(row.valid_bet));
    days.set(row.holder_id, ofHolder);
  }
  return days;
}

/** The first moment at or after `from` (SQL) and before $3 at which anything of merchant $1 was settled; NULL when none. */
function firstSettledSql(from: string): string {
  return `least(${[...firstInhouseSettledSql('$1', from, '$3::timestamptz'), firstProviderWinSql('$1', from, '$3::timestamptz')].join(',\n    ')})`;
}

/**
 * The 5-minute slices of [fromMs, toMs) in which anything of the merchant was settled, as slice start
 * times, ascending. A window holding none of them has no play, and needs no figures query: after a
 * long outage most periods of a quiet brand are settled without reading a round. It hops from slice
 * to slice (the first settlement at or after the start, then the first at or after the end of that
 * one's slice, three index probes a hop), so it costs the slices with play, not the rounds in them:
 * a busy period's million wins were a 370 ms scan when they were read to be grouped.
 */
export async function slicesWithPlay(db: Queryable, merchantCode: string, fromMs: number, toMs: number): Promise<number[]> {
  const slice = REALTIME_SALARY_PERIOD_MS / 1000;
  const sliceStart = (at: string) => `floor(extract(epoch FROM ${at}) / ${slice}) * ${slice}`;
  const { rows } = await db.query<{ slice: string }>(
    `WITH RECURSIVE hops (slice_start) AS (
       SELECT ${sliceStart(firstSettledSql('$2::timestamptz'))}
       UNION ALL
       SELECT ${sliceStart(firstSettledSql(`to_timestamp(hops.slice_start + ${slice})`))} FROM hops WHERE hops.slice_start IS NOT NULL
     )
     SELECT slice_start::bigint::text AS slice FROM hops WHERE slice_start IS NOT NULL`,
    [merchantCode, isoAt(fromMs), isoAt(toMs)],
  );
  return rows.map((row) => Number(row.slice) * 1000);
}
