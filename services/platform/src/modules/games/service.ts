import type { Category } from '@croupier/contract';
import type { Language } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { gameCardOf, gameTypeOf } from './game-card';
import type { CatalogueCategory } from './catalogue';
import { insertCatalogue, selectMenuCards, selectMenuCategories, selectVendors } from './repository';

/** Cards per category in the menu: enough for a home row preview, the list pages load the rest. */
export const MENU_CARDS_PER_CATEGORY = 6;


/** The menu of categories with vendors, titles and card names in the asked language. */
export async function gameMenus(db: Queryable, merchantCode: string, language: Language): Promise<{ categories: Category[] }> {
  const [categories, vendors, cards] = await Promise.all([
    selectMenuCategories(db, merchantCode),
    selectVendors(db, merchantCode),
    selectMenuCards(db, merchantCode, MENU_CARDS_PER_CATEGORY),
  ]);
  return {
    categories: categories.map((category) => {
      const gameType = gameTypeOf(category.game_type);
      return {
        gameType,
        title: language === 'bn' ? category.title_bn : category.title_en,
        cards: cards.filter((card) => card.game_type === gameType).map((card) => gameCardOf(card, language)),
        gameClassify: [
          {
            gameType,
            vendors: vendors
              .filter((vendor) => vendor.game_type === gameType)
              .map((vendor) => ({ vassalage: vendor.vassalage, name: vendor.name, gameCount: vendor.game_count })),
          },
        ],
      };
    }),
  };
}

export function seedGameCatalogue(tx: Queryable, merchantCode: string, catalogue: readonly CatalogueCategory[]): Promise<void> {
  return insertCatalogue(tx, merchantCode, catalogue);
}
