import type { GameCard, GamePage, VendorLane } from '@croupier/contract';
import { GAME_TYPES, PAGE_SIZE_GAMES, type GameType, type Language } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { artUrl } from '../web/art';
import { gameCardOf } from './game-card';
import { catalogueIsEmpty, insertMerchantCatalogue, insertSharedCatalogue, selectGamePage, selectHotGames, selectVendorLanes } from './catalogue-repository';
import type { SharedCatalogue } from './shared-catalogue';

/** Hot games the home row shows; the list pages page through the rest. */
export const HOT_GAMES_LIMIT = 30;


export interface GamePageQuery {
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  search?: string | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
  language: Language;
}

export async function gamePage(db: Queryable, merchantCode: string, query: GamePageQuery): Promise<GamePage> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_GAMES;
  const { rows, total } = await selectGamePage(db, {
    merchantCode,
    gameType: query.gameType,
    vassalage: query.vassalage,
    search: query.search?.toLowerCase(),
    language: query.language,
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
  });
  return { games: rows.map((row) => gameCardOf(row, query.language)), pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

export async function hotGames(db: Queryable, merchantCode: string, language: Language): Promise<{ games: GameCard[] }> {
  const rows = await selectHotGames(db, merchantCode, HOT_GAMES_LIMIT);
  return { games: rows.map((row) => gameCardOf(row, language)) };
}

export async function vendorLanes(db: Queryable, merchantCode: string): Promise<{ data: { lanes: VendorLane[] } }> {
  const rows = await selectVendorLanes(db, merchantCode);
  const lanes = GAME_TYPES.map((gameType) => ({
    gameType,
    vendors: rows
      .filter((row) => row.game_type === gameType)
      .map((row) => ({ vassalage: row.vassalage, name: row.name, gameCount: row.game_count, iconUrl: artUrl('vendor', row.vassalage.toLowerCase(), row.name) })),
  })).filter((lane) => lane.vendors.length > 0);
  return { data: { lanes } };
}

/** Writes the shared catalogue when the database has none yet, then enables the merchant's vendors. */
export async function seedSharedCatalogue(tx: Queryable, merchantCode: string, catalogue: SharedCatalogue, enabledVendors: readonly string[]): Promise<void> {
  if (await catalogueIsEmpty(tx)) await insertSharedCatalogue(tx, catalogue);
  await insertMerchantCatalogue(tx, merchantCode, enabledVendors);
}
