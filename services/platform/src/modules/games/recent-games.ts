import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';

/** The member's recently launched game ids, latest first. */
export async function selectRecentIds(db: Queryable, merchantCode: string, memberId: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ game_id: string }>(
    `SELECT game_id FROM recent_games WHERE merchant_code = $1 AND member_id = $2::bigint ORDER BY launched_at DESC, game_id LIMIT $3`,
    [merchantCode, memberId, limit],
  );
  return rows.map((row) => row.game_id);
}

/** Records a launch (a game launched again moves to the top) and drops what falls beyond `keep`. */
export async function recordRecent(tx: Queryable, merchantCode: string, memberId: string, gameId: string, atMs: number, keep: number): Promise<void> {
  await tx.query(
    `INSERT INTO recent_games (merchant_code, member_id, game_id, launched_at) VALUES ($1, $2::bigint, $3, $4::timestamptz)
     ON CONFLICT (merchant_code, member_id, game_id) DO UPDATE SET launched_at = EXCLUDED.launched_at`,
    [merchantCode, memberId, gameId, isoAt(atMs)],
  );
  await tx.query(
    `DELETE FROM recent_games
      WHERE merchant_code = $1 AND member_id = $2::bigint
        AND game_id NOT IN (SELECT game_id FROM recent_games WHERE merchant_code = $1 AND member_id = $2::bigint ORDER BY launched_at DESC, game_id LIMIT $3)`,
    [merchantCode, memberId, keep],
  );
}
