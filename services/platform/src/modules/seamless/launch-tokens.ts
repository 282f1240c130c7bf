import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';

/**
 * A launch token: made when modules/play readies a game's launch, exchanged once by the vendor for a
 * game session (consumeLaunchToken in repository.ts), and counted to show who sits at a live table.
 */
export interface NewLaunchToken {
  tokenHash: string;
  merchantCode: string;
  memberId: string;
  gameId: string;
  roomId: string | null;
  createdAtMs: number;
  expiresAtMs: number;
}

export async function insertLaunchToken(tx: Queryable, token: NewLaunchToken): Promise<void> {
  await tx.query(
    `INSERT INTO launch_tokens (token_hash, merchant_code, member_id, game_id, room_id, created_at, expires_at)
     VALUES ($1, $2, $3::bigint, $4, $5, $6::timestamptz, $7::timestamptz)`,
    [token.tokenHash, token.merchantCode, token.memberId, token.gameId, token.roomId, isoAt(token.createdAtMs), isoAt(token.expiresAtMs)],
  );
}

/**
 * Deletes launches made before `beforeMs`. Callers pass a time past the room presence window, which is
 * far longer than a token lives, so such rows can neither be exchanged nor count a player at a table.
 */
export async function deleteLaunchTokensBefore(db: Queryable, beforeMs: number): Promise<void> {
  await db.query('DELETE FROM launch_tokens WHERE created_at < $1::timestamptz', [isoAt(beforeMs)]);
}

/** How many of the merchant's players launched into each of these tables since `sinceMs` (tables with none are left out). */
export async function roomPlayerCounts(db: Queryable, merchantCode: string, roomIds: readonly string[], sinceMs: number): Promise<Map<string, number>> {
  if (roomIds.length === 0) return new Map();
  const { rows } = await db.query<{ room_id: string; players: number }>(
    `SELECT t.room_id, count(DISTINCT t.member_id)::integer AS players FROM launch_tokens t
      WHERE t.merchant_code = $1 AND t.room_id = ANY($2::text[]) AND t.created_at >= $3::timestamptz
      GROUP BY t.room_id`,
    [merchantCode, roomIds, isoAt(sinceMs)],
  );
  return new Map(rows.map((row) => [row.room_id, row.players]));
}
