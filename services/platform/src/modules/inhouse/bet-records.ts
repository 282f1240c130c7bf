import type { SqlParam } from '../../db/sql-parameters';
import { IN_HOUSE_GAMES, type CrashBetStatus, type InHouseGame } from '@croupier/domain';
import { toIsoString, type Queryable } from '../../db/database';
import { inHouseGameId } from './games';

/**
 * The in-house side of the betting record (modules/records), read from the view
 * `inhouse_bet_records` (migration 0007): a Dice or Mines round is one bet, a Crash round one bet per
 * member. Handed out as SQL so the records module can put it beside the providers' part in one
 * UNION ALL and page both by time in a single statement.
 */

export interface InHouseBetFilter {
  merchantCode: string;
  memberId: string;
  /** bets placed at or after this instant and before `toAt` */
  fromAt: Date;
  toAt: Date;
}

/** The catalogue id of each game, written into the SQL so the view's game code becomes the id postings name. */
function gameIdCase(param: SqlParam): string {
  const arms = IN_HOUSE_GAMES.map((game) => `WHEN ${param(game)} THEN ${param(inHouseGameId(game))}`).join(' ');
  return `CASE game ${arms} END`;
}

/**
 * The member's in-house bets of the range in the record's shape: source, provider_code (null),
 * round_id, game_id, game_code, placed_at, stake_minor, payout_minor, status (open until settled, then settled;
 * a Crash stake refunded after an outage is rolledBack).
 */
export function inHouseBetsSql(param: SqlParam, filter: InHouseBetFilter): string {
  return `
    SELECT 'in-house'::text AS source, NULL::text AS provider_code, round_id::text AS round_id, ${gameIdCase(param)} AS game_id, game AS game_code,
           placed_at, amount_minor::bigint AS stake_minor, payout_minor::bigint AS payout_minor,
           CASE status WHEN 'open' THEN 'open' WHEN 'refunded' THEN 'rolledBack' ELSE 'settled' END AS status
      FROM inhouse_bet_records
     WHERE merchant_code = ${param(filter.merchantCode)} AND member_id = ${param(filter.memberId)}::bigint
       AND placed_at >= ${param(filter.fromAt)} AND placed_at < ${param(filter.toAt)}`;
}

export interface InHouseBet {
  roundId: string;
  game: InHouseGame;
  gameId: string;
  stakeMinor: bigint;
  payoutMinor: bigint;
  status: CrashBetStatus;
  placedAt: string;
  settledAt: string | null;
}

interface BetRow {
  game: InHouseGame;
  round_id: string;
  amount_minor: string;
  payout_minor: string;
  status: CrashBetStatus;
  placed_at: unknown;
  settled_at: unknown;
}

/** The member's bet in an in-house round (their Dice or Mines round, or their bet in a Crash round); null when they have none. */
export async function inHouseBetOfMember(db: Queryable, merchantCode: string, memberId: string, roundId: string): Promise<InHouseBet | null> {
  const { rows } = await db.query<BetRow>(
    `SELECT game, round_id::text AS round_id, amount_minor::text AS amount_minor, payout_minor::text AS payout_minor, status, placed_at, settled_at
       FROM inhouse_bet_records WHERE merchant_code = $1 AND member_id = $2::bigint AND round_id = $3::bigint`,
    [merchantCode, memberId, roundId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    roundId: row.round_id,
    game: row.game,
    gameId: inHouseGameId(row.game),
    stakeMinor: BigInt(row.amount_minor),
    payoutMinor: BigInt(row.payout_minor),
    status: row.status,
    placedAt: toIsoString(row.placed_at),
    settledAt: row.settled_at === null ? null : toIsoString(row.settled_at),
  };
}
