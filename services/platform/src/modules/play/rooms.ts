import type { Room } from '@croupier/contract';
import type { Language } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { selectGameRooms, type CatalogueSnapshot } from '../games';
import { roomPlayerCounts } from '../seamless';
import { gameNotFound } from './player';

/** A player counts as at a table for half an hour after a launch into it. */
export const ROOM_PRESENCE_MS = 30 * 60 * 1000;

/** SPEC §7 rooms list: the tables of a live game, open while its vendor has an engine connected. */
export async function roomList(db: Queryable, snapshot: CatalogueSnapshot, merchantCode: string, nodeId: string, language: Language, nowMs: number): Promise<{ rooms: Room[] }> {
  const game = snapshot.gameByNodeId(nodeId);
  if (!game || game.gameType !== 'LIVE') throw gameNotFound(nodeId);
  const open = game.vendor.launchUrl !== null;
  const rows = await selectGameRooms(db, game.gameId);
  const players = await roomPlayerCounts(
    db,
    merchantCode,
    rows.map((row) => row.room_id),
    nowMs - ROOM_PRESENCE_MS,
  );
  return {
    rooms: rows.map((row) => ({
      roomId: row.room_id,
      name: language === 'bn' ? row.name_bn : row.name_en,
      minBet: Number(row.min_bet_minor),
      maxBet: Number(row.max_bet_minor),
      seats: row.seats,
      players: players.get(row.room_id) ?? 0,
      open,
    })),
  };
}
