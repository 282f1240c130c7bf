import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';

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
