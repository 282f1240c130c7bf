import type { VendorLane } from '@croupier/contract';
import { GAME_TYPE_ROUTE, HOME_VENDOR_ROW_LIMIT, type GameType } from '@croupier/domain';

/** SPEC §2 order of the category sections: in-house, slots, live, fishing, pvp, sports, e-sports, cockfight. */
export const HOME_SECTION_ORDER: readonly GameType[] = ['BGS', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];

/** Types whose page is a list centre with vendor tabs (SPEC §2); the rest open a game centre. */
export const LIST_CENTRE_TYPES: readonly GameType[] = ['LIVE', 'FISH', 'RNG', 'PVP', 'BGS'];

export type LaneVendor = VendorLane['vendors'][number];

export interface HomeSection {
  gameType: GameType;
  vendors: LaneVendor[];
}

/**
 * The category sections of home, in SPEC §2's order, for each type the vendor lanes list vendors for.
 * E-sports shows only while the menus list it, the way the site's hot-listed types show (SPEC §2);
 * until the menus answer it stays out rather than appear and vanish.
 */
export function homeSections(lanes: readonly VendorLane[], menuTypes: ReadonlySet<GameType> | null): HomeSection[] {
  const sections: HomeSection[] = [];
  for (const gameType of HOME_SECTION_ORDER) {
    if (gameType === 'ESPORTS' && !menuTypes?.has('ESPORTS')) continue;
    const vendors = lanes.filter((lane) => lane.gameType === gameType).flatMap((lane) => lane.vendors);
    if (vendors.length > 0) sections.push({ gameType, vendors });
  }
  return sections;
}

/** SPEC §9: a vendor row holds 12 games; with more, it links to them and gets its arrows. */
export function vendorRowHasMore(vendor: Pick<LaneVendor, 'gameCount'>): boolean {
  return vendor.gameCount > HOME_VENDOR_ROW_LIMIT;
}

/**
 * Where a vendor row's "more games" leads: a list centre opens on that vendor's tab, a game centre
 * opens as a whole. Null for a type without a page of its own.
 */
export function moreGamesPath(gameType: GameType, vassalage: string): string | null {
  const route = GAME_TYPE_ROUTE[gameType];
  if (!route) return null;
  return LIST_CENTRE_TYPES.includes(gameType) ? `${route}?vassalage=${encodeURIComponent(vassalage)}` : route;
}
