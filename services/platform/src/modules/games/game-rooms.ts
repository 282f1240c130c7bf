import type { Queryable } from '../../db/database';

export interface RoomRow {
  room_id: string;
  name_en: string;
  name_bn: string;
  min_bet_minor: string;
  max_bet_minor: string;
  seats: number;
}

/** A live game's tables (the shared catalogue's rooms) in their order. */
export async function selectGameRooms(db: Queryable, gameId: string): Promise<RoomRow[]> {
  const { rows } = await db.query<RoomRow>(
    `SELECT r.room_id, r.name_en, r.name_bn, r.min_bet_minor::text AS min_bet_minor, r.max_bet_minor::text AS max_bet_minor, r.seats
       FROM rooms r
      WHERE r.game_id = $1
      ORDER BY r.sort_order, r.room_id`,
    [gameId],
  );
  return rows;
}

export async function roomBelongsTo(db: Queryable, roomId: string, gameId: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM rooms WHERE room_id = $1 AND game_id = $2) AS found', [roomId, gameId]);
  return rows[0]?.found ?? false;
}
