import type { SqlParam } from '../../db/sql-parameters';
import { toIsoString, type Queryable } from '../../db/database';

/**
 * The provider side of the betting record (modules/records). A provider sends a round as several
 * transactions; the record shows one row per round, so rows of `provider_transactions` are folded
 * per provider and round here, where the table lives. The records module puts this part beside the
 * in-house one in a single UNION ALL, which is why it is handed out as SQL rather than as rows.
 * A round's rows are found by the player the provider knows the member as (the seamless calls' own
 * round index; a member is one player per provider), so the table needs no second index by member
 * and round (migration 0028).
 */

export interface ProviderRoundFilter {
  merchantCode: string;
  memberId: string;
  /** the first stake of the round at or after this instant, and before `toAt` */
  fromAt: Date;
  toAt: Date;
  /** only rounds of these games; undefined for every game */
  gameIds?: readonly string[];
}

/**
 * A round folded from its transactions (grouped by provider and round, table alias t), in the record's
 * columns: its game, first stake, the stake that stands, the payout and its status.
 */
export const ROUND_FOLD_COLUMNS = `min(t.game_id) FILTER (WHERE t.kind = 'BET') AS game_id, min(t.game_code) FILTER (WHERE t.kind = 'BET') AS game_code,
           min(t.created_at) FILTER (WHERE t.kind = 'BET') AS placed_at,
           coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'BET' AND t.status = 'ACCEPTED'), 0)::bigint AS stake_minor,
           coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'WIN'), 0)::bigint AS payout_minor,
           CASE WHEN bool_or(t.kind = 'WIN') THEN 'settled'
                WHEN bool_or(t.kind = 'BET' AND t.status = 'ACCEPTED') THEN 'open'
                ELSE 'rolledBack' END AS status`;

/**
 * One row per provider round of the member whose first stake falls in the range, in the record's
 * shape: source, provider_code, round_id, game_id, game_code, placed_at, stake_minor, payout_minor, status.
 * The stake counts bets that stand; settled means a win (of any amount, 0 included) arrived,
 * rolledBack that every bet was returned. Tombstones (rollbacks of bets never seen) hold no money and
 * make no row of their own.
 */
export function providerRoundsSql(param: SqlParam, filter: ProviderRoundFilter): string {
  const merchant = param(filter.merchantCode);
  const member = param(filter.memberId);
  const games = filter.gameIds ? `AND game_id = ANY(${param(filter.gameIds)}::text[])` : '';
  return `
    SELECT 'provider'::text AS source, t.provider_code, t.round_id,
           ${ROUND_FOLD_COLUMNS}
      FROM provider_transactions t
      JOIN (SELECT DISTINCT player_id, round_id, provider_code FROM provider_transactions
             WHERE merchant_code = ${merchant} AND member_id = ${member}::bigint AND kind = 'BET'
               AND created_at >= ${param(filter.fromAt)} AND created_at < ${param(filter.toAt)} ${games}) in_range
        ON in_range.player_id = t.player_id AND in_range.round_id = t.round_id AND in_range.provider_code = t.provider_code
     WHERE t.merchant_code = ${merchant} AND t.member_id = ${member}::bigint AND t.status <> 'TOMBSTONE'
     GROUP BY t.provider_code, t.round_id
     -- a round whose first bet came before the range belongs to the day it began
    HAVING min(t.created_at) FILTER (WHERE t.kind = 'BET') >= ${param(filter.fromAt)}`;
}

export interface ProviderRoundTransaction {
  kind: 'bet' | 'win' | 'rollback';
  amountMinor: bigint;
  at: string;
  rolledBack: boolean;
}

export interface ProviderRound {
  providerCode: string;
  roundId: string;
  gameId: string;
  gameCode: string;
  placedAt: string;
  stakeMinor: bigint;
  payoutMinor: bigint;
  status: 'settled' | 'open' | 'rolledBack';
  transactions: ProviderRoundTransaction[];
}

interface TransactionRow {
  kind: 'BET' | 'WIN' | 'ROLLBACK';
  status: 'ACCEPTED' | 'ROLLED_BACK' | 'TOMBSTONE';
  game_id: string | null;
  game_code: string;
  amount_minor: string;
  created_at: unknown;
}

function statusOf(rows: readonly TransactionRow[]): ProviderRound['status'] {
  if (rows.some((row) => row.kind === 'WIN')) return 'settled';
  if (rows.some((row) => row.kind === 'BET' && row.status === 'ACCEPTED')) return 'open';
  return 'rolledBack';
}

/** One provider round of the member with every transaction in order; null when the member has no bet in it. */
export async function providerRoundOfMember(db: Queryable, merchantCode: string, memberId: string, providerCode: string, roundId: string): Promise<ProviderRound | null> {
  const { rows } = await db.query<TransactionRow>(
    `SELECT kind, status, game_id, game_code, amount_minor::text AS amount_minor, created_at
       FROM provider_transactions
      WHERE player_id = (SELECT player_id FROM seamless_players WHERE provider_code = $3 AND merchant_code = $1 AND member_id = $2::bigint)
        AND round_id = $4 AND provider_code = $3 AND merchant_code = $1 AND member_id = $2::bigint AND status <> 'TOMBSTONE'
      ORDER BY created_at, id`,
    [merchantCode, memberId, providerCode, roundId],
  );
  const firstBet = rows.find((row) => row.kind === 'BET');
  if (!firstBet || firstBet.game_id === null) return null;
  const sum = (kind: TransactionRow['kind'], standingOnly: boolean) =>
    rows.filter((row) => row.kind === kind && (!standingOnly || row.status === 'ACCEPTED')).reduce((total, row) => total + BigInt(row.amount_minor), 0n);
  return {
    providerCode,
    roundId,
    gameId: firstBet.game_id,
    gameCode: firstBet.game_code,
    placedAt: toIsoString(firstBet.created_at),
    stakeMinor: sum('BET', true),
    payoutMinor: sum('WIN', false),
    status: statusOf(rows),
    transactions: rows.map((row) => ({
      kind: row.kind === 'BET' ? 'bet' : row.kind === 'WIN' ? 'win' : 'rollback',
      amountMinor: BigInt(row.amount_minor),
      at: toIsoString(row.created_at),
      rolledBack: row.kind === 'BET' && row.status === 'ROLLED_BACK',
    })),
  };
}
