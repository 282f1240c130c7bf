import { MAIN_WALLET } from '@croupier/domain';
import { toIsoString, type Queryable } from '../../db/database';
import { sqlParameters } from '../../db/sql-parameters';
import { inHouseBetsSql } from '../inhouse';
import { providerRoundsSql } from '../seamless';
import { selectVendorNames } from '../games';
import { type MemberMovementFilter, memberMovementsSql, type PostingKind } from '../ledger';
import type { RecordRange } from './record-range';

export interface MovementRow {
  entryId: string;
  at: string;
  kind: PostingKind;
  wallet: string;
  vendorName: string | null;
  amountMinor: bigint;
  balanceMinor: bigint;
  note: string | null;
  roundId: string | null;
  gameId: string | null;
}

export interface MovementTotals {
  movements: number;
  inMinor: bigint;
  /** the debits, as a positive amount */
  outMinor: bigint;
}

export interface MovementSelection extends MemberMovementFilter {
  memberId: string;
  offset: number;
  limit: number;
}

interface MovementPageRow {
  movements: string;
  total_in: string;
  total_out: string;
  entry_id: string | null;
  created_at: unknown;
  kind: PostingKind | null;
  wallet: string | null;
  amount_minor: string | null;
  balance_minor: string | null;
  note: string | null;
  round_id: string | null;
  game_id: string | null;
}

/**
 * One page of the member's wallet movements, newest first, and the money in and out of the whole
 * range, in one statement so page and totals come from the same snapshot. Movements of one instant
 * fall in entry order, newest entry first, an order that never changes between pages.
 */
export function movementPageStatement(selection: MovementSelection): { sql: string; params: unknown[] } {
  const { params, param } = sqlParameters();
  const sql = `WITH moves AS (${memberMovementsSql(param, selection)}),
          totals AS (SELECT count(*) AS movements,
                            coalesce(sum(amount_minor) FILTER (WHERE amount_minor > 0), 0) AS total_in,
                            coalesce(-sum(amount_minor) FILTER (WHERE amount_minor < 0), 0) AS total_out FROM moves)
     SELECT totals.movements::text AS movements, totals.total_in::text AS total_in, totals.total_out::text AS total_out,
            page.entry_id::text AS entry_id, page.created_at, page.kind, page.wallet,
            page.amount_minor::text AS amount_minor, page.balance_minor::text AS balance_minor, page.note, page.round_id, page.game_id
       FROM totals
       LEFT JOIN LATERAL (
         SELECT * FROM moves ORDER BY created_at DESC, entry_id DESC
          LIMIT ${param(selection.limit)} OFFSET ${param(selection.offset)}
       ) page ON true`;
  return { sql, params };
}

export async function selectMovementPage(db: Queryable, selection: MovementSelection): Promise<{ rows: MovementRow[]; totals: MovementTotals }> {
  const { sql, params } = movementPageStatement(selection);
  const { rows } = await db.query<MovementPageRow>(sql, params);
  const first = rows[0];
  const totals: MovementTotals = {
    movements: Number(first?.movements ?? 0),
    inMinor: BigInt(first?.total_in ?? 0),
    outMinor: BigInt(first?.total_out ?? 0),
  };
  const page = rows.flatMap((row): MovementRow[] =>
    row.entry_id === null || row.kind === null || row.wallet === null
      ? []
      : [
          {
            entryId: row.entry_id,
            at: toIsoString(row.created_at),
            kind: row.kind,
            wallet: row.wallet,
            vendorName: null,
            amountMinor: BigInt(row.amount_minor ?? 0),
            balanceMinor: BigInt(row.balance_minor ?? 0),
            note: row.note,
            roundId: row.round_id,
            gameId: row.game_id,
          },
        ],
  );
  // the shared catalogue's name of each vendor wallet on the page, whether or not the brand offers it
  const names = await selectVendorNames(
    db,
    page.filter((row) => row.wallet !== MAIN_WALLET).map((row) => row.wallet),
  );
  return { rows: page.map((row) => ({ ...row, vendorName: names.get(row.wallet) ?? null })), totals };
}

/** The member's rounds of one game begun on one day (in the brand's zone), with stakes that stand. */
export interface DayGameRow {
  day: string;
  source: 'provider' | 'in-house';
  gameId: string;
  rounds: number;
  stakeMinor: bigint;
  payoutMinor: bigint;
}

export interface ProfitSelection extends RecordRange {
  merchantCode: string;
  memberId: string;
  timeZone: string;
}

/**
 * The rounds of the betting record (both sources, the same parts) summed per day and game: the day is
 * the one the round began on in the brand's time zone, as the record counts it. Rounds whose every
 * stake was returned are left out; a partly returned round counts the stakes that stand. At most one
 * row per day and game played, so the caller folds them into game types with the catalogue.
 */
export async function selectProfitByDayAndGame(db: Queryable, selection: ProfitSelection): Promise<DayGameRow[]> {
  const { params, param } = sqlParameters();
  const { merchantCode, memberId, fromAt, toAt } = selection;
  const parts = [providerRoundsSql(param, { merchantCode, memberId, fromAt, toAt }), inHouseBetsSql(param, { merchantCode, memberId, fromAt, toAt })];
  const { rows } = await db.query<{ day: string; source: DayGameRow['source']; game_id: string | null; rounds: string; stake_minor: string; payout_minor: string }>(
    `WITH bets AS (${parts.join('\n UNION ALL \n')})
     SELECT to_char(placed_at AT TIME ZONE ${param(selection.timeZone)}, 'YYYY-MM-DD') AS day, source, game_id,
            count(*)::text AS rounds, sum(stake_minor)::text AS stake_minor, sum(payout_minor)::text AS payout_minor
       FROM bets
      WHERE status <> 'rolledBack'
      GROUP BY 1, source, game_id`,
    params,
  );
  return rows.map((row) => ({
    day: row.day,
    source: row.source,
    gameId: row.game_id ?? '',
    rounds: Number(row.rounds),
    stakeMinor: BigInt(row.stake_minor),
    payoutMinor: BigInt(row.payout_minor),
  }));
}
