import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';

export interface NewWin {
  gameId: string;
  /** already masked, as the board shows it */
  customerName: string;
  amountMinor: number;
  wonAtMs: number;
}

export async function merchantHasWins(db: Queryable, merchantCode: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM winner_board WHERE merchant_code = $1) AS found', [merchantCode]);
  return rows[0]?.found ?? false;
}

export async function insertWins(tx: Queryable, merchantCode: string, wins: readonly NewWin[]): Promise<void> {
  await tx.query(
    `INSERT INTO winner_board (merchant_code, game_id, customer_name, amount_minor, won_at)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::bigint[], $5::timestamptz[])`,
    [merchantCode, wins.map((w) => w.gameId), wins.map((w) => w.customerName), wins.map((w) => w.amountMinor), wins.map((w) => isoAt(w.wonAtMs))],
  );
}

/** The merchant's hot games of the given types, in its hot-list order: the games big wins come from. */
export async function selectHotGameIds(db: Queryable, merchantCode: string, gameTypes: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ game_id: string }>(
    `SELECT h.game_id FROM merchant_hot_games h
       JOIN catalogue_games g ON g.game_id = h.game_id
       JOIN merchant_vendors v ON v.merchant_code = h.merchant_code AND v.vassalage = g.vassalage
       JOIN merchant_vendor_categories p ON p.merchant_code = h.merchant_code AND p.vassalage = g.vassalage AND p.game_type = g.game_type
      WHERE h.merchant_code = $1 AND g.game_type = ANY($2::text[])
      ORDER BY h.sort_order`,
    [merchantCode, gameTypes],
  );
  return rows.map((row) => row.game_id);
}

/** "rahim01" -> "ra***01": enough for a player to recognise their own win, not enough to name them. */
export function maskCustomerName(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}
