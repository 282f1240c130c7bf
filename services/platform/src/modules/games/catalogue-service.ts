import type { GameCard, GamePage, Vendor, VendorLane } from '@croupier/contract';
import { GAME_TYPES, PAGE_SIZE_GAMES, type GameType, type Language } from '@croupier/domain';
import { artUrl } from '../content';
import { searchFormOf, type CatalogueEntry, type CatalogueSnapshot } from './snapshot';

/** Hot games the home row shows; the list pages page through the rest. */
export const HOT_GAMES_LIMIT = 30;

export interface GamePageQuery {
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  /** a substring of either name, any case */
  search?: string | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
  language: Language;
}

/** One page of the merchant's games, hot first then by name in the asked language, and the total. */
export function gamePage(snapshot: CatalogueSnapshot, query: GamePageQuery): GamePage {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_GAMES;
  let games: readonly CatalogueEntry[] =
    query.search === undefined ? snapshot.inListOrder(query.language, query.gameType) : snapshot.nameIndex(query.language, query.gameType).matching(searchFormOf(query.search));
  if (query.vassalage !== undefined) games = games.filter((game) => game.vassalage === query.vassalage);
  const first = (pageNo - 1) * pageSize;
  return {
    games: games.slice(first, first + pageSize).map((game) => snapshot.card(game, query.language)),
    pageNo,
    pageSize,
    total: games.length,
    totalPages: Math.ceil(games.length / pageSize),
  };
}

export function hotGames(snapshot: CatalogueSnapshot, language: Language): { games: GameCard[] } {
  return snapshot.memo(`hot:${language}`, () => ({ games: snapshot.hot.slice(0, HOT_GAMES_LIMIT).map((game) => snapshot.card(game, language)) }));
}

/** Games per vendor and type, each type's vendors in the merchant's order there; vendors with none left out. */
export function vendorGameCounts(snapshot: CatalogueSnapshot): Map<GameType, Map<string, number>> {
  return snapshot.memo('vendor-counts', () => {
    const perPlace = new Map<string, number>();
    for (const game of snapshot.games) perPlace.set(`${game.gameType}:${game.vassalage}`, (perPlace.get(`${game.gameType}:${game.vassalage}`) ?? 0) + 1);
    const counts = new Map<GameType, Map<string, number>>();
    for (const gameType of GAME_TYPES) {
      const perVendor = new Map<string, number>();
      for (const vendor of snapshot.vendorsOf(gameType)) {
        const count = perPlace.get(`${gameType}:${vendor.vassalage}`) ?? 0;
        if (count > 0) perVendor.set(vendor.vassalage, count);
      }
      counts.set(gameType, perVendor);
    }
    return counts;
  });
}

/** A vendor as menus and lanes show it: code, name, game count and logo. */
export function vendorOf(vassalage: string, name: string, gameCount: number): Vendor {
  return { vassalage, name, gameCount, iconUrl: artUrl('vendor', vassalage.toLowerCase()) };
}

export function vendorLanes(snapshot: CatalogueSnapshot): { data: { lanes: VendorLane[] } } {
  return snapshot.memo('lanes', () => {
    const counts = vendorGameCounts(snapshot);
    const lanes = GAME_TYPES.map((gameType) => ({
      gameType,
      vendors: [...(counts.get(gameType) ?? new Map<string, number>())].map(([vassalage, gameCount]) => {
        return vendorOf(vassalage, snapshot.vendor(vassalage)?.name ?? vassalage, gameCount);
      }),
    })).filter((lane) => lane.vendors.length > 0);
    return { data: { lanes } };
  });
}
