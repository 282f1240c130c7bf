import type { Category } from '@croupier/contract';
import type { Language } from '@croupier/domain';
import { vendorGameCounts, vendorOf } from './catalogue-service';
import { MENU_ORDER, categoryTitle } from './category-titles';
import type { CatalogueSnapshot } from './snapshot';

/** Cards per category in the menu: enough for a home row preview, the list pages load the rest. */
export const MENU_CARDS_PER_CATEGORY = 6;

/**
 * The menu: every game type with at least one of the merchant's vendors, in menu order, with its
 * vendors and its first cards (hot first), named in the asked language.
 */
export function gameMenus(snapshot: CatalogueSnapshot, language: Language): { categories: Category[] } {
  return snapshot.memo(`menus:${language}`, () => {
    const counts = vendorGameCounts(snapshot);
    const categories: Category[] = [];
    for (const gameType of MENU_ORDER) {
      const vendors = [...(counts.get(gameType) ?? [])].map(([vassalage, gameCount]) => vendorOf(vassalage, snapshot.vendor(vassalage)?.name ?? vassalage, gameCount));
      if (vendors.length === 0) continue;
      categories.push({
        gameType,
        title: categoryTitle(gameType, language),
        cards: snapshot
          .inListOrder(language, gameType)
          .slice(0, MENU_CARDS_PER_CATEGORY)
          .map((game) => snapshot.card(game, language)),
        gameClassify: [{ gameType, vendors }],
      });
    }
    return { categories };
  });
}
