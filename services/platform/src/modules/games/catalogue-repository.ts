import type { Queryable } from '../../db/database';
import type { SharedCatalogue, SharedRoom } from './shared-catalogue';

/** Rows per INSERT: unnest() of arrays takes a whole batch as a handful of parameters. */
const BATCH_ROWS = 2500;

export async function catalogueIsEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM catalogue_games) AS empty');
  return rows[0]?.empty ?? true;
}

/** Writes the shared catalogue; rows already there (another instance wrote them) are left alone. */
export async function insertSharedCatalogue(tx: Queryable, catalogue: SharedCatalogue): Promise<void> {
  await tx.query(
    `INSERT INTO catalogue_vendors (vassalage, name, sort_order)
     SELECT * FROM unnest($1::text[], $2::text[], $3::integer[]) ON CONFLICT DO NOTHING`,
    [catalogue.vendors.map((v) => v.vassalage), catalogue.vendors.map((v) => v.name), catalogue.vendors.map((_, index) => index)],
  );
  for (let start = 0; start < catalogue.games.length; start += BATCH_ROWS) {
    const batch = catalogue.games.slice(start, start + BATCH_ROWS);
    await tx.query(
      `INSERT INTO catalogue_games (game_id, node_id, vassalage, game_type, game_code, name_en, name_bn, is_hot)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::boolean[])
       ON CONFLICT DO NOTHING`,
      [
        batch.map((g) => g.gameId),
        batch.map((g) => g.nodeId),
        batch.map((g) => g.vassalage),
        batch.map((g) => g.gameType),
        batch.map((g) => g.gameCode),
        batch.map((g) => g.nameEn),
        batch.map((g) => g.nameBn),
        batch.map((g) => g.isHot),
      ],
    );
  }
}

export interface LiveGameRow {
  game_id: string;
  name_en: string;
  name_bn: string;
}

/** Live games that have no table yet. */
export async function selectLiveGamesWithoutRooms(db: Queryable): Promise<LiveGameRow[]> {
  const { rows } = await db.query<LiveGameRow>(
    `SELECT g.game_id, g.name_en, g.name_bn FROM catalogue_games g
      WHERE g.game_type = 'LIVE' AND NOT EXISTS (SELECT 1 FROM rooms r WHERE r.game_id = g.game_id)
      ORDER BY g.game_id`,
  );
  return rows;
}

export async function roomsExist(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM rooms) AS found');
  return rows[0]?.found ?? false;
}

export async function insertRooms(tx: Queryable, rooms: readonly SharedRoom[]): Promise<void> {
  for (let start = 0; start < rooms.length; start += BATCH_ROWS) {
    const batch = rooms.slice(start, start + BATCH_ROWS);
    await tx.query(
      `INSERT INTO rooms (room_id, game_id, sort_order, name_en, name_bn, min_bet_minor, max_bet_minor, seats)
       SELECT * FROM unnest($1::text[], $2::text[], $3::integer[], $4::text[], $5::text[], $6::bigint[], $7::bigint[], $8::integer[])
       ON CONFLICT DO NOTHING`,
      [
        batch.map((r) => r.roomId),
        batch.map((r) => r.gameId),
        batch.map((r) => r.sortOrder),
        batch.map((r) => r.nameEn),
        batch.map((r) => r.nameBn),
        batch.map((r) => r.minBetMinor),
        batch.map((r) => r.maxBetMinor),
        batch.map((r) => r.seats),
      ],
    );
  }
}
