import type { Queryable } from '../../db/database';
import type { GameType } from '@croupier/domain';
import { gameTypeOf } from './game-card';

/** What a game's picture is drawn from, as the catalogue holds it. */
export interface GameArtRow {
  gameId: string;
  name: string;
  gameType: GameType;
  vassalage: string;
}

interface Row {
  game_id: string;
  name_en: string;
  game_type: string;
  vassalage: string;
}

const toGame = (row: Row): GameArtRow => ({ gameId: row.game_id, name: row.name_en, gameType: gameTypeOf(row.game_type), vassalage: row.vassalage });

export async function selectArtGames(db: Queryable): Promise<GameArtRow[]> {
  const { rows } = await db.query<Row>('SELECT game_id, name_en, game_type, vassalage FROM catalogue_games ORDER BY game_id');
  return rows.map(toGame);
}

export async function selectArtGame(db: Queryable, gameId: string): Promise<GameArtRow | null> {
  const { rows } = await db.query<Row>('SELECT game_id, name_en, game_type, vassalage FROM catalogue_games WHERE game_id = $1', [gameId]);
  return rows[0] ? toGame(rows[0]) : null;
}

/** Vendors with the id their logo goes by (the code in lower case). */
export async function selectArtVendors(db: Queryable): Promise<{ id: string; vassalage: string; name: string }[]> {
  const { rows } = await db.query<{ vassalage: string; name: string }>('SELECT vassalage, name FROM catalogue_vendors ORDER BY vassalage');
  return rows.map((row) => ({ id: row.vassalage.toLowerCase(), vassalage: row.vassalage, name: row.name }));
}
