import type { Category } from '@croupier/contract';
import { GAME_TYPE_ROUTE, type GameType } from '@croupier/domain';

export interface TopNavItem {
  key: string;
  to: string;
  /** Dictionary key of the label */
  labelKey: string;
  gameType: GameType | null;
}

export function hasVendor(category: Category): boolean {
  return category.gameClassify.some((classify) => classify.vendors.length > 0);
}

const HOME: TopNavItem = { key: 'home', to: '/', labelKey: 'shell:nav.home', gameType: null };
const IN_HOUSE: TopNavItem = { key: 'bgs', to: '/bgs', labelKey: 'shell:nav.inHouse', gameType: 'BGS' };
const PROMOTIONS: TopNavItem = { key: 'promotions', to: '/promotions', labelKey: 'shell:nav.promotions', gameType: null };

/** Game-type entries: categories the server returned with at least one vendor and a page to show them. */
export function categoryNavItems(categories: readonly Category[]): TopNavItem[] {
  const seen = new Set<string>();
  const items: TopNavItem[] = [];
  for (const category of categories) {
    const to = GAME_TYPE_ROUTE[category.gameType];
    if (!to || seen.has(to) || !hasVendor(category)) continue;
    seen.add(to);
    items.push({ key: category.gameType, to, labelKey: `common:gameType.${category.gameType}`, gameType: category.gameType });
  }
  return items;
}

/**
 * SPEC §2 top navigation: the fixed home, in-house and promotions entries around the categories that
 * have a vendor. In-house stays a fixed entry even when the server lists no in-house vendor.
 */
export function buildTopNavItems(categories: readonly Category[]): TopNavItem[] {
  const middle = categoryNavItems(categories).filter((item) => item.to !== IN_HOUSE.to);
  return [HOME, ...middle, IN_HOUSE, PROMOTIONS];
}
