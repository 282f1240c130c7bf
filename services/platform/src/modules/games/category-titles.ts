import type { GameType, Language } from '@croupier/domain';

/**
 * The order categories take in the game menu, which the top navigation follows: casino and slots
 * first, the sports family together, lotteries and the small instant games after, in-house last.
 */
export const MENU_ORDER: readonly GameType[] = ['LIVE', 'RNG', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'PVP', 'LOTT', 'ELOTT', 'CRASH', 'ARCADE', 'MINI', 'BGS'];

/** Category titles, worded as the client's dictionaries word the game types. */
const TITLES: Record<GameType, Record<Language, string>> = {
  LIVE: { en: 'Live Casino', bn: 'লাইভ ক্যাসিনো' },
  RNG: { en: 'Slots', bn: 'স্লট' },
  FISH: { en: 'Fishing', bn: 'ফিশিং' },
  SPORTS: { en: 'Sports', bn: 'স্পোর্টস' },
  ESPORTS: { en: 'E-Sports', bn: 'ই-স্পোর্টস' },
  COCKFIGHT: { en: 'Cockfight', bn: 'মোরগ লড়াই' },
  PVP: { en: 'Card Games', bn: 'কার্ড গেম' },
  LOTT: { en: 'Lottery', bn: 'লটারি' },
  ELOTT: { en: 'E-Lottery', bn: 'ই-লটারি' },
  CRASH: { en: 'Crash', bn: 'ক্র্যাশ' },
  ARCADE: { en: 'Arcade', bn: 'আর্কেড' },
  MINI: { en: 'Mini Games', bn: 'মিনি গেম' },
  BGS: { en: 'In-house Games', bn: 'ইন-হাউস গেম' },
};

export function categoryTitle(gameType: GameType, language: Language): string {
  return TITLES[gameType][language];
}
