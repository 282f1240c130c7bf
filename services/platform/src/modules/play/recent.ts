import type { GameCard } from '@croupier/contract';
import { PAGE_SIZE_RECENT, type GameType, type Language } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { selectRecentIds, type CatalogueSnapshot } from '../games';
import type { Player } from './player';

/** Launches remembered per member; older ones are dropped as new ones come. */
export const RECENT_GAMES_KEPT = 100;

export interface RecentQuery {
  page?: number | undefined;
  pageSize?: number | undefined;
  gameType?: GameType | undefined;
  language: Language;
}

/** SPEC §3 recent list, latest launch first; games whose vendor this merchant no longer offers are left out. */
export async function recentGames(db: Queryable, snapshot: CatalogueSnapshot, player: Player, query: RecentQuery): Promise<{ list: GameCard[] }> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_RECENT;
  const games = (await selectRecentIds(db, player.merchantCode, player.memberId, RECENT_GAMES_KEPT)).flatMap((gameId) => {
    const game = snapshot.gameById(gameId);
    return game && (query.gameType === undefined || game.gameType === query.gameType) ? [game] : [];
  });
  const start = (page - 1) * pageSize;
  return { list: games.slice(start, start + pageSize).map((game) => snapshot.card(game, query.language)) };
}
