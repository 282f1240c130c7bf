import type { Queryable } from '../../db/database';

/** A game of the shared catalogue as a vendor knows it: its code at the vendor, and the vendor. */
export interface CatalogueGameRow {
  gameId: string;
  gameCode: string;
  vassalage: string;
}

/** The shared catalogue's game, whether or not a brand offers it (a launch made before a switch-off still opens). */
export async function selectCatalogueGame(db: Queryable, gameId: string): Promise<CatalogueGameRow | null> {
  const { rows } = await db.query<{ game_id: string; game_code: string; vassalage: string }>('SELECT game_id, game_code, vassalage FROM catalogue_games WHERE game_id = $1', [gameId]);
  const row = rows[0];
  return row ? { gameId: row.game_id, gameCode: row.game_code, vassalage: row.vassalage } : null;
}
