import { isGameType, type GameType } from '@croupier/domain';
import type { Queryable } from '../../db/database';

/**
 * The type of each game of the shared catalogue named (its category: RNG, LIVE, BGS…), for the rules
 * that weigh stakes by the kind of game (a bonus's wagering contribution, the rebate's rates; decision
 * 0042). A game id the catalogue does not hold is left out of the answer.
 */
export async function selectGameTypes(db: Queryable, gameIds: readonly string[]): Promise<Map<string, GameType>> {
  const types = new Map<string, GameType>();
  if (gameIds.length === 0) return types;
  const { rows } = await db.query<{ game_id: string; game_type: string }>('SELECT game_id, game_type FROM catalogue_games WHERE game_id = ANY($1::text[])', [[...new Set(gameIds)]]);
  for (const row of rows) if (isGameType(row.game_type)) types.set(row.game_id, row.game_type);
  return types;
}
