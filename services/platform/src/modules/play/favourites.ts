import type { GameCard } from '@croupier/contract';
import { PAGE_SIZE_FAVOURITES, type GameType, type Language } from '@croupier/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { lockMemberRow } from '../accounts';
import type { CatalogueSnapshot } from '../games';
import { deleteFavourite, favouriteState, insertFavourite, selectFavouriteIds } from './favourites-repository';
import { requireGame, type GameReference, type Player } from './player';

/** SPEC §9: a favourite list holds 999 games, one page of the client's list. */
export const MAX_FAVOURITES = PAGE_SIZE_FAVOURITES;

export interface FavouritePageQuery {
  pageNo?: number | undefined;
  pageSize?: number | undefined;
  gameType?: GameType | undefined;
  language: Language;
}

/** SPEC §3 favourite list, newest first; games whose vendor this merchant no longer offers are left out. */
export async function favouritePage(db: Database, snapshot: CatalogueSnapshot, player: Player, query: FavouritePageQuery): Promise<{ content: GameCard[]; pageNum: number; totalPages: number }> {
  const pageNum = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_FAVOURITES;
  const games = (await selectFavouriteIds(db, player.merchantCode, player.memberId)).flatMap((gameId) => {
    const game = snapshot.gameById(gameId);
    return game && (query.gameType === undefined || game.gameType === query.gameType) ? [game] : [];
  });
  const start = (pageNum - 1) * pageSize;
  return {
    content: games.slice(start, start + pageSize).map((game) => snapshot.card(game, query.language)),
    pageNum,
    totalPages: Math.ceil(games.length / pageSize),
  };
}

/** Adds a favourite; adding one already there answers the same and keeps its place in the list. */
export async function addFavourite(db: Database, snapshot: CatalogueSnapshot, player: Player, reference: GameReference, nowMs: number): Promise<{ nodeId: string; favourite: boolean }> {
  const game = requireGame(snapshot, reference);
  await db.transaction(async (tx) => {
    // two adds sent at once cannot both pass the cap check
    await lockMemberRow(tx, player.merchantCode, player.memberId);
    const state = await favouriteState(tx, player.merchantCode, player.memberId, game.gameId);
    if (state.present) return;
    if (state.count >= MAX_FAVOURITES) throw new ApiError('FAVOURITES_FULL', `A favourite list holds ${MAX_FAVOURITES} games; remove one to add another`);
    await insertFavourite(tx, player.merchantCode, player.memberId, game.gameId, nowMs);
  });
  return { nodeId: game.nodeId, favourite: true };
}

/** Removes a favourite; removing one that is not there answers the same. */
export async function removeFavourite(db: Database, snapshot: CatalogueSnapshot, player: Player, reference: GameReference): Promise<{ nodeId: string; favourite: boolean }> {
  const game = requireGame(snapshot, reference);
  await deleteFavourite(db, player.merchantCode, player.memberId, game.gameId);
  return { nodeId: game.nodeId, favourite: false };
}
