import { BrandConfigError, PLATFORM_VENDORS, type Brand } from '@croupier/brand-config';
import type { Queryable } from '../../db/database';
import {
  lockMerchantCatalogue,
  selectFeaturedGameIds,
  selectGameRefs,
  selectVendorsNotInCatalogue,
  syncHotGames,
  syncMerchantVendors,
  syncMostPlayedRule,
  syncVendorPlaces,
  type HotGameRow,
  type VendorPlace,
} from './brand-catalogue-repository';

/** Each offered vendor once, in the platform's order, then any the platform list does not know. */
function offeredVendors(places: readonly VendorPlace[]): string[] {
  const offered = new Set(places.map((place) => place.vassalage));
  const known = PLATFORM_VENDORS.map((vendor) => vendor.code).filter((code) => offered.has(code));
  return [...known, ...[...offered].filter((code) => !known.includes(code))];
}

function placesOf(brand: Brand): VendorPlace[] {
  return Object.entries(brand.catalogue.vendors).flatMap(([gameType, vassalages]) => (vassalages ?? []).map((vassalage, index) => ({ gameType, vassalage, sortOrder: index + 1 })));
}

/** The games the brand file names (its list, or its pinned games), each checked against the catalogue. */
async function namedGames(tx: Queryable, brand: Brand, places: readonly VendorPlace[]): Promise<{ gameIds: string[]; problems: string[] }> {
  const hot = brand.catalogue.hotGames;
  const [field, gameIds] = hot.rule === 'list' ? ['games', hot.games] : ['pinned', hot.pinned];
  if (gameIds.length === 0) return { gameIds: [], problems: [] };
  const found = new Map((await selectGameRefs(tx, gameIds)).map((row) => [row.game_id, row]));
  const offered = new Set(places.map((place) => `${place.gameType}:${place.vassalage}`));
  const problems: string[] = [];
  gameIds.forEach((gameId, index) => {
    const game = found.get(gameId);
    const where = `catalogue.hotGames.${field}.${index}`;
    if (!game) problems.push(`${where}: no game "${gameId}" in this server's catalogue. Fix: use the id the game lists give it (its gameId), or take it off`);
    else if (!offered.has(`${game.game_type}:${game.vassalage}`)) {
      problems.push(`${where}: "${gameId}" is a ${game.game_type} game of ${game.vassalage}, which the brand does not offer there. Fix: add ${game.vassalage} to catalogue.vendors.${game.game_type}, or take the game off`);
    }
  });
  return { gameIds, problems };
}

/**
 * Writes the brand file's catalogue into the merchant's rows: the vendors it offers, their place in each
 * category, its hot list (the named games, then the featured ones its rule takes) and its most-played
 * rule. Run at every start and idempotent: rows already as the file says are left as they are. The file
 * owns these rows; nothing else writes them (decision 0032). A vendor or game the file names that the
 * server's catalogue lacks stops the start, with the file, the field and the fix.
 */
export async function applyBrandCatalogue(tx: Queryable, brand: Brand): Promise<void> {
  const fileName = `brands/${brand.code}.json`;
  const places = placesOf(brand);
  const vendors = offeredVendors(places);
  await lockMerchantCatalogue(tx, brand.merchantCode);
  const missing = await selectVendorsNotInCatalogue(tx, vendors);
  if (missing.length > 0) {
    throw new BrandConfigError(
      fileName,
      missing.map((vassalage) => `catalogue.vendors: this server's catalogue has no vendor ${vassalage}. Fix: load the vendor's games into it, or take ${vassalage} off the brand file`),
    );
  }
  const named = await namedGames(tx, brand, places);
  if (named.problems.length > 0) throw new BrandConfigError(fileName, named.problems);

  const hot = brand.catalogue.hotGames;
  const hotGames: HotGameRow[] = named.gameIds.map((gameId) => ({ gameId, pinned: true }));
  if (hot.rule !== 'list') {
    const pinned = new Set(named.gameIds);
    const featured = (await selectFeaturedGameIds(tx, places)).filter((gameId) => !pinned.has(gameId));
    hotGames.push(...featured.map((gameId) => ({ gameId, pinned: false })));
  }
  const count = hot.rule === 'list' ? undefined : hot.count;
  await syncMerchantVendors(tx, brand.merchantCode, vendors);
  await syncVendorPlaces(tx, brand.merchantCode, places);
  await syncHotGames(tx, brand.merchantCode, count === undefined ? hotGames : hotGames.slice(0, count));
  await syncMostPlayedRule(tx, brand.merchantCode, hot.rule === 'mostPlayed' ? { gameCount: hot.count, days: hot.days } : null);
}
