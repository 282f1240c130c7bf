import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';

export interface RoomRow {
  room_id: string;
  name_en: string;
  name_bn: string;
  min_bet_minor: string;
  max_bet_minor: string;
  seats: number;
  players: number;
}

/** A live game's tables in their order, each with the merchant's players launched into it since `sinceMs`. */
export async function selectRooms(db: Queryable, merchantCode: string, gameId: string, sinceMs: number): Promise<RoomRow[]> {
  const { rows } = await db.query<RoomRow>(
    `SELECT r.room_id, r.name_en, r.name_bn, r.min_bet_minor::text AS min_bet_minor, r.max_bet_minor::text AS max_bet_minor, r.seats,
            (SELECT count(DISTINCT t.member_id)::integer FROM launch_tokens t
              WHERE t.merchant_code = $1 AND t.room_id = r.room_id AND t.created_at >= $3::timestamptz) AS players
       FROM rooms r
      WHERE r.game_id = $2
      ORDER BY r.sort_order, r.room_id`,
    [merchantCode, gameId, isoAt(sinceMs)],
  );
  return rows;
}

export async function roomBelongsTo(db: Queryable, roomId: string, gameId: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM rooms WHERE room_id = $1 AND game_id = $2) AS found', [roomId, gameId]);
  return rows[0]?.found ?? false;
}
