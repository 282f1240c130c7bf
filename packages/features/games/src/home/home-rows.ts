import type { Category, GameCard } from '@croupier/contract';
import { GAME_TYPE_ROUTE, HOME_VENDOR_ROW_LIMIT, type GameType } from '@croupier/domain';

export interface HomeRow {
  key: string;
  /** Dictionary key of the title */
  titleKey: string;
  gameType: GameType | null;
  cards: GameCard[];
  /** Where "more" leads, when there is more to see than the row holds */
  moreTo: string | null;
}

/** SPEC §2 order of the home sections: in-house, slots, live, fishing, pvp, sports, e-sports, cockfight. */
const SECTION_ORDER: readonly GameType[] = ['BGS', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'CRASH', 'ARCADE', 'MINI'];

function orderOf(gameType: GameType): number {
  const index = SECTION_ORDER.indexOf(gameType);
  return index === -1 ? SECTION_ORDER.length : index;
}

/**
 * The hot row (every hot game across categories) then one row per category that has games, each
 * capped at SPEC §9's 12 items with a link to its full list.
 */
export function buildHomeRows(categories: readonly Category[]): HomeRow[] {
  const rows: HomeRow[] = [];
  const hot = categories.flatMap((category) => category.cards.filter((card) => card.isHot === 1));
  if (hot.length > 0) rows.push({ key: 'hot', titleKey: 'games:hotGames', gameType: null, cards: hot.slice(0, HOME_VENDOR_ROW_LIMIT), moreTo: null });
  const sorted = [...categories].filter((category) => category.cards.length > 0).sort((a, b) => orderOf(a.gameType) - orderOf(b.gameType));
  for (const category of sorted) {
    rows.push({
      key: category.gameType,
      titleKey: `common:gameType.${category.gameType}`,
      gameType: category.gameType,
      cards: category.cards.slice(0, HOME_VENDOR_ROW_LIMIT),
      moreTo: GAME_TYPE_ROUTE[category.gameType],
    });
  }
  return rows;
}
