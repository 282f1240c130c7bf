import { PAGE_SIZE_WINNERS } from '@croupier/domain';
import { isoAt } from '../../clock';
import { toIsoString, type Queryable } from '../../db/database';

export interface SnapshotVendorRow {
  vassalage: string;
  name: string;
  launch_url: string | null;
  /** JSON object: the vendor's place in each category the merchant shows it in; null for none */
  category_orders: string | null;
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

/** A most-played hot list's inputs: the count, the written list (pinned or featured), the most launched games. */
export interface MostPlayedRows {
  count: number;
  /** merchant_hot_games in order: [game id, pinned] */
  listed: [string, boolean][];
  /** the merchant's offered games most of its players launched in the rule's days, most first */
  played: string[];
}

export interface SnapshotRows {
  vendors: SnapshotVendorRow[];
  games: SnapshotGameRow[];
  wins: SnapshotWinRow[];
  /** null unless the merchant's hot list is its most played games */
  mostPlayed: MostPlayedRows | null;
}

/**
 * Everything a merchant's catalogue reads need: its enabled vendors in its order, with their place in
 * each category; the games of the places it offers, with the merchant's hot ranks as written; the
 * biggest wins of each game type (the board shows at most PAGE_SIZE_WINNERS, so more per type can never
 * be shown, whichever type is asked for); and, for a merchant whose hot list is its most played games,
 * what that list is made from as of `nowMs`.
 */
export async function selectSnapshotRows(db: Queryable, merchantCode: string, nowMs: number): Promise<SnapshotRows> {
  const vendors = await db.query<SnapshotVendorRow>(
    `SELECT c.vassalage, c.name, c.launch_url,
            (SELECT json_object_agg(p.game_type, p.sort_order) FROM merchant_vendor_categories p
              WHERE p.merchant_code = v.merchant_code AND p.vassalage = v.vassalage)::text AS category_orders
       FROM merchant_vendors v JOIN catalogue_vendors c ON c.vassalage = v.vassalage
      WHERE v.merchant_code = $1
      ORDER BY v.sort_order, c.vassalage`,
    [merchantCode],
  );
  // One JSON value instead of ~10,000 rows: decoding rows one by one costs the embedded database several times more.
  const games = await db.query<{ games: string; most_played: string | null }>(
    `SELECT (SELECT coalesce(json_agg(json_build_array(g.game_id, g.node_id, g.vassalage, g.game_type, g.game_code, g.name_en, g.name_bn, h.sort_order)), '[]')::text
               FROM catalogue_games g
               JOIN merchant_vendors v ON v.merchant_code = $1 AND v.vassalage = g.vassalage
               JOIN merchant_vendor_categories p ON p.merchant_code = $1 AND p.vassalage = g.vassalage AND p.game_type = g.game_type
               LEFT JOIN merchant_hot_games h ON h.merchant_code = $1 AND h.game_id = g.game_id) AS games,
            (SELECT json_build_object(
                      'count', rule.game_count,
                      'listed', (SELECT coalesce(json_agg(json_build_array(h.game_id, h.pinned) ORDER BY h.sort_order), '[]')
                                   FROM merchant_hot_games h WHERE h.merchant_code = $1),
                      'played', (SELECT coalesce(json_agg(played.game_id ORDER BY played.players DESC, played.game_id), '[]')
                                   FROM (SELECT r.game_id, count(*) AS players
                                           FROM recent_games r
                                           JOIN catalogue_games g ON g.game_id = r.game_id
                                           JOIN merchant_vendor_categories p ON p.merchant_code = $1 AND p.vassalage = g.vassalage AND p.game_type = g.game_type
                                          WHERE r.merchant_code = $1 AND r.launched_at >= $2::timestamptz - make_interval(days => rule.days)
                                          GROUP BY r.game_id
                                          ORDER BY players DESC, r.game_id
                                          LIMIT rule.game_count) played))::text
               FROM merchant_most_played rule WHERE rule.merchant_code = $1) AS most_played`,
    [merchantCode, isoAt(nowMs)],
  );
  const wins = await db.query<Omit<SnapshotWinRow, 'won_at'> & { won_at: unknown }>(
    `SELECT game_id, customer_name, amount::text AS amount_minor, won_at
       FROM (SELECT w.id, w.game_id, w.customer_name, w.amount_minor AS amount, w.won_at,
                    row_number() OVER (PARTITION BY g.game_type ORDER BY w.amount_minor DESC, w.won_at DESC, w.id) AS position
               FROM winner_board w
               JOIN catalogue_games g ON g.game_id = w.game_id
               JOIN merchant_vendors v ON v.merchant_code = w.merchant_code AND v.vassalage = g.vassalage
               JOIN merchant_vendor_categories p ON p.merchant_code = w.merchant_code AND p.vassalage = g.vassalage AND p.game_type = g.game_type
              WHERE w.merchant_code = $1) ranked
      WHERE position <= $2
      ORDER BY amount DESC, won_at DESC, id`,
    [merchantCode, PAGE_SIZE_WINNERS],
  );
  return {
    vendors: vendors.rows,
    games: gameRowsOf(games.rows[0]?.games ?? '[]'),
    mostPlayed: games.rows[0]?.most_played ? (JSON.parse(games.rows[0].most_played) as MostPlayedRows) : null,
    wins: wins.rows.map((row) => ({ ...row, won_at: toIsoString(row.won_at) })),
  };
}
