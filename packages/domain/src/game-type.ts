/**
 * Game categories of SPEC §1 and the list/centre routes of SPEC §2 that show them.
 * E-sports (vendor IMES) and cockfight (vendor DS88) are split out of SPORTS (SPEC §9).
 */
export const GAME_TYPES = [
  'LIVE',
  'RNG',
  'FISH',
  'LOTT',
  'ELOTT',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'COCKFIGHT',
  'CRASH',
  'ARCADE',
  'MINI',
  'BGS',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

export function isGameType(value: unknown): value is GameType {
  return typeof value === 'string' && (GAME_TYPES as readonly string[]).includes(value);
}

/** Route of the list or centre page that shows a game type; null where the spec names none. */
export const GAME_TYPE_ROUTE: Record<GameType, string | null> = {
  LIVE: '/live',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  BGS: '/bgs',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
  COCKFIGHT: '/cockfight',
  CRASH: null,
  ARCADE: null,
  MINI: null,
};

export const ESPORTS_VENDOR = 'IMES';
export const COCKFIGHT_VENDOR = 'DS88';

/** SPEC §9 lottery prize modes. */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Game codes whose presence under ELOTT switches lottery launches to the ELOTT prize mode (SPEC §4). */
export const ELOTT_PRIZE_MODE_CODES: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];

/** SPEC §4: prize mode ELOTT when a TCG_LOTTO_VN or LOTT card exists under ELOTT, otherwise LOTT. */
export function lotteryPrizeMode(cards: readonly { gameType: string; gameCode: string }[]): PrizeMode {
  return cards.some((card) => card.gameType === 'ELOTT' && ELOTT_PRIZE_MODE_CODES.includes(card.gameCode)) ? 'ELOTT' : 'LOTT';
}
