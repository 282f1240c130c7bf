import { PAGE_SIZE_WINNERS } from '@croupier/domain';
import { toIsoString, type Queryable } from '../../db/database';

export interface SnapshotVendorRow {
  vassalage: string;
  name: string;
  launch_url: string | null;
}

export interface SnapshotGameRow {
  game_id: string;
  node_id: string;
  vassalage: string;
  game_type: string;
  game_code: string;
  name_en: string;
  name_bn: string;
  hot_rank: number | null;
}

export interface SnapshotWinRow {
  game_id: string;
  customer_name: string;
  /** bigint as text: drivers differ in how they hand back int8 */
  amount_minor: string;
  won_at: string;
}

type GameTuple = [string, string, string, string, string, string, string, number | null];

function gameRowsOf(json: string): SnapshotGameRow[] {
  return (JSON.parse(json) as GameTuple[]).map(([game_id, node_id, vassalage, game_type, game_code, name_en, name_bn, hot_rank]) => ({
    game_id,
    node_id,
    vassalage,
    game_type,
    game_code,
    name_en,
    name_bn,
    hot_rank,
  }));
}

export interface SnapshotRows {
  vendors: SnapshotVendorRow[];
  games: SnapshotGameRow[];
  wins: SnapshotWinRow[];
}

/**
 * Everything a merchant's catalogue reads need: its enabled vendors in its order, their games with the
 * merchant's hot ranks, and the biggest wins of each game type (the board shows at most
 * PAGE_SIZE_WINNERS, so more per type can never be shown, whichever type is asked for).
 */
export async function selectSnapshotRows(db: Queryable, merchantCode: string): Promise<SnapshotRows> {
  const vendors = await db.query<SnapshotVendorRow>(
    `SELECT c.vassalage, c.name, c.launch_url
       FROM merchant_vendors v JOIN catalogue_vendors c ON c.vassalage = v.vassalage
      WHERE v.merchant_code = $1
      ORDER BY v.sort_order, c.vassalage`,
    [merchantCode],
  );
  // One JSON value instead of ~10,000 rows: decoding rows one by one costs the embedded database several times more.
  const games = await db.query<{ games: string }>(
    `SELECT coalesce(json_agg(json_build_array(g.game_id, g.node_id, g.vassalage, g.game_type, g.game_code, g.name_en, g.name_bn, h.sort_order)), '[]')::text AS games
       FROM catalogue_games g
       JOIN merchant_vendors v ON v.merchant_code = $1 AND v.vassalage = g.vassalage
       LEFT JOIN merchant_hot_games h ON h.merchant_code = $1 AND h.game_id = g.game_id`,
    [merchantCode],
  );
  const wins = await db.query<Omit<SnapshotWinRow, 'won_at'> & { won_at: unknown }>(
    `SELECT game_id, customer_name, amount::text AS amount_minor, won_at
       FROM (SELECT w.id, w.game_id, w.customer_name, w.amount_minor AS amount, w.won_at,
                    row_number() OVER (PARTITION BY g.game_type ORDER BY w.amount_minor DESC, w.won_at DESC, w.id) AS position
               FROM winner_board w
               JOIN catalogue_games g ON g.game_id = w.game_id
               JOIN merchant_vendors v ON v.merchant_code = w.merchant_code AND v.vassalage = g.vassalage
              WHERE w.merchant_code = $1) ranked
      WHERE position <= $2
      ORDER BY amount DESC, won_at DESC, id`,
    [merchantCode, PAGE_SIZE_WINNERS],
  );
  return {
    vendors: vendors.rows,
    games: gameRowsOf(games.rows[0]?.games ?? '[]'),
    wins: wins.rows.map((row) => ({ ...row, won_at: toIsoString(row.won_at) })),
  };
}
