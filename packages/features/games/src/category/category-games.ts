import type { Category, GameCard, Vendor } from '@croupier/contract';
import type { GameType } from '@croupier/domain';

export interface CategoryView {
  /** each with its logo, which the vendor filter shows */
  vendors: Vendor[];
  cards: GameCard[];
}

/** Vendors and games of one game type, optionally narrowed to one vendor (the `vassalage` query). */
export function categoryView(categories: readonly Category[], gameType: GameType, vassalage: string | null): CategoryView {
  const vendors = new Map<string, Vendor>();
  const cards: GameCard[] = [];
  for (const category of categories) {
    for (const classify of category.gameClassify) {
      if (classify.gameType !== gameType) continue;
      for (const vendor of classify.vendors) if (!vendors.has(vendor.vassalage)) vendors.set(vendor.vassalage, vendor);
    }
    for (const card of category.cards) if (card.gameType === gameType) cards.push(card);
  }
  return {
    vendors: [...vendors.values()],
    cards: vassalage ? cards.filter((card) => card.vassalage === vassalage) : cards,
  };
}
