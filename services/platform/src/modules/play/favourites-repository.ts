import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';

/** The member's favourite game ids, newest first. */
export async function selectFavouriteIds(db: Queryable, merchantCode: string, memberId: string): Promise<string[]> {
  const { rows } = await db.query<{ game_id: string }>(
    `SELECT game_id FROM favourite_games WHERE merchant_code = $1 AND member_id = $2::bigint ORDER BY created_at DESC, game_id`,
    [merchantCode, memberId],
  );
  return rows.map((row) => row.game_id);
}

export async function favouriteState(db: Queryable, merchantCode: string, memberId: string, gameId: string): Promise<{ count: number; present: boolean }> {
  const { rows } = await db.query<{ count: number; present: boolean }>(
    `SELECT count(*)::integer AS count, coalesce(bool_or(game_id = $3), false) AS present
       FROM favourite_games WHERE merchant_code = $1 AND member_id = $2::bigint`,
    [merchantCode, memberId, gameId],
  );
  return rows[0] ?? { count: 0, present: false };
}

export async function insertFavourite(tx: Queryable, merchantCode: string, memberId: string, gameId: string, atMs: number): Promise<void> {
  await tx.query(
    `INSERT INTO favourite_games (merchant_code, member_id, game_id, created_at) VALUES ($1, $2::bigint, $3, $4::timestamptz) ON CONFLICT DO NOTHING`,
    [merchantCode, memberId, gameId, isoAt(atMs)],
  );
}

export async function deleteFavourite(db: Queryable, merchantCode: string, memberId: string, gameId: string): Promise<void> {
  await db.query('DELETE FROM favourite_games WHERE merchant_code = $1 AND member_id = $2::bigint AND game_id = $3', [merchantCode, memberId, gameId]);
}
